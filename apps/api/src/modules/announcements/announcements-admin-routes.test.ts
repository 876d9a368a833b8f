import { ANNOUNCEMENT_DEFAULT_COLOURS, AnnouncementListSchema, announcementMessages } from '@shop/contract/announcements';
import { messages } from '@shop/contract/messages';
import { describe, expect, it } from 'vitest';
import { publicJson, renderedStorefront, signedInStaff } from '../../test/content-admin.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, db } = await createTestApp();
const { staff, call, audit } = await signedInStaff(app, db);
const page = await renderedStorefront(app, db);
const publicMessages = async () =>
  AnnouncementListSchema.parse(await publicJson(app, '/api/shop/announces')).results.map((item) => item.message);

describe('announcements in the back office', () => {
  it('lists every announcement, the inactive ones too, in their order', async () => {
    const hidden = await call('POST', '/api/admin/announcements', { message: 'اطلاعیه خاموش', active: false, sort_order: 50 });
    expect(hidden.status).toBe(201);
    const { status, body } = await call('GET', '/api/admin/announcements?ordering=sort_order');
    expect(status).toBe(200);
    expect(body.results.map((item: { message: string }) => item.message)).toContain('اطلاعیه خاموش');
    expect(body.results[0]).toMatchObject({ background_color: expect.stringMatching(/^#/), active: true, sort_order: 0 });
    const inactive = await call('GET', '/api/admin/announcements?active=false');
    expect(inactive.body.results.map((item: { id: number }) => item.id)).toEqual([hidden.body.id]);
    expect(await publicMessages()).not.toContain('اطلاعیه خاموش');
  });

  it('adds an announcement that every page shows at once, with the default colours unless given', async () => {
    expect(await page()).not.toContain('ارسال امروز');
    const { status, body } = await call('POST', '/api/admin/announcements', {
      message: '  ارسال امروز  ',
      animation: 'bounce',
      url: '/products?has_discount=true',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      message: 'ارسال امروز',
      ...ANNOUNCEMENT_DEFAULT_COLOURS,
      animation: 'bounce',
      url: '/products?has_discount=true',
      active: true,
    });
    expect(await publicMessages()).toContain('ارسال امروز');
    expect(await page()).toContain('ارسال امروز');
    const [entry] = await audit('announcement', body.id);
    expect(entry).toMatchObject({ action: 'create', staff: { id: staff.id }, after: { message: 'ارسال امروز' } });
  });

  it('changes colours (kept in lower case), animation and link, and clears them', async () => {
    const { body: created } = await call('POST', '/api/admin/announcements', {
      message: 'رنگی',
      animation: 'blink',
      url: '/contacts',
    });
    const changed = await call('PATCH', `/api/admin/announcements/${created.id}`, {
      background_color: '#C62828',
      color: '#FFF',
      animation: '',
      url: '',
    });
    expect(changed.body).toMatchObject({ background_color: '#c62828', color: '#fff', animation: null, url: null });
    const shown = AnnouncementListSchema.parse(await publicJson(app, '/api/shop/announces')).results.find(
      (item) => item.id === created.id,
    );
    expect(shown).toMatchObject({ background_color: '#c62828', color: '#fff', animation: null, url: null });
    const [entry] = await audit('announcement', created.id);
    expect(entry).toMatchObject({ before: { animation: 'blink', url: '/contacts' }, after: { animation: null, url: null } });
  });

  it('hides an announcement at once when it is deactivated', async () => {
    const { body } = await call('POST', '/api/admin/announcements', { message: 'موقت' });
    expect(await page()).toContain('موقت');
    await call('PATCH', `/api/admin/announcements/${body.id}`, { active: false });
    expect(await publicMessages()).not.toContain('موقت');
    expect(await page()).not.toContain('موقت');
  });

  it('refuses colours that are not CSS hex, an animation the storefront does not know and a link out of the shop', async () => {
    const refused = await call('POST', '/api/admin/announcements', {
      message: '',
      background_color: 'red',
      color: '#12345',
      animation: 'spin',
      url: 'https://evil.example/',
    });
    expect(refused).toEqual({
      status: 400,
      body: {
        message: [announcementMessages.announcementMessageRequired],
        background_color: [announcementMessages.colourInvalid],
        color: [announcementMessages.colourInvalid],
        animation: [messages.selectOption],
        url: [announcementMessages.sitePathInvalid],
      },
    });
    const { body } = await call('POST', '/api/admin/announcements', { message: 'درست' });
    const protocolRelative = await call('PATCH', `/api/admin/announcements/${body.id}`, { url: '//evil.example' });
    expect(protocolRelative).toEqual({ status: 400, body: { url: [announcementMessages.sitePathInvalid] } });
    const negative = await call('PATCH', `/api/admin/announcements/${body.id}`, { sort_order: -1 });
    expect(negative.status).toBe(400);
    expect((await call('GET', `/api/admin/announcements/${body.id}`)).body).toMatchObject({ url: null, sort_order: 0 });
  });

  it('deletes an announcement, journalling what it was, and answers 404 for one that does not exist', async () => {
    const { body } = await call('POST', '/api/admin/announcements', { message: 'پاک‌شدنی' });
    expect((await call('DELETE', `/api/admin/announcements/${body.id}`)).status).toBe(204);
    expect(await publicMessages()).not.toContain('پاک‌شدنی');
    const [entry] = await audit('announcement', body.id);
    expect(entry).toMatchObject({ action: 'delete', before: { message: 'پاک‌شدنی' }, after: null });
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const answer = await call(method, `/api/admin/announcements/${body.id}`, method === 'PATCH' ? { message: 'x' } : undefined);
      expect([method, answer.status, answer.body]).toEqual([method, 404, { detail: messages.notFound }]);
    }
  });
});
