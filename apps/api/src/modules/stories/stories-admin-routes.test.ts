import { messages } from '@shop/contract/messages';
import { StoryGroupListSchema, storyMessages } from '@shop/contract/stories';
import { describe, expect, it } from 'vitest';
import { pngOf, publicJson, renderedStorefront, signedInStaff } from '../../test/content-admin.ts';
import { createTestApp } from '../../test/test-app.ts';

const { app, db } = await createTestApp();
const { staff, call, send, audit } = await signedInStaff(app, db);
const page = await renderedStorefront(app, db);
const publicGroups = async () => StoryGroupListSchema.parse(await publicJson(app, '/api/shop/stories')).results;
const anyProduct = async () => (await publicJson(app, '/api/products/public?limit=2')).results as { id: number; name: string }[];

const newGroup = async (name: string, fields: object = {}) => {
  const { status, body } = await call('POST', '/api/admin/story-groups', { name, ...fields });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: number; name: string };
};

describe('story groups in the back office', () => {
  it('lists every group in its order, with how many stories each holds, filtered and searched', async () => {
    const { status, body } = await call('GET', '/api/admin/story-groups?ordering=sort_order');
    expect(status).toBe(200);
    expect(body.count).toBeGreaterThanOrEqual(5);
    expect(body.results[0]).toMatchObject({ active: true, items_count: expect.any(Number), image: { f: expect.any(String) } });
    const orders = body.results.map((group: { sort_order: number }) => group.sort_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const hidden = await newGroup('گروه پنهان', { active: false });
    const inactive = await call('GET', '/api/admin/story-groups?active=false');
    expect(inactive.body.results.map((group: { id: number }) => group.id)).toEqual([hidden.id]);
    const searched = await call('GET', `/api/admin/story-groups?search=${encodeURIComponent('پنهان')}`);
    expect(searched.body.results.map((group: { id: number }) => group.id)).toEqual([hidden.id]);
    expect((await call('GET', '/api/admin/story-groups?ordering=colour')).status).toBe(400);
  });

  it('adds a group with its picture, journals it, and the home page shows it at once', async () => {
    expect(await page()).not.toContain('گروه تازه');
    const { status, body } = await send(
      'POST',
      '/api/admin/story-groups',
      { name: 'گروه تازه', sort_order: 0 },
      { bytes: await pngOf(600, 600) },
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'گروه تازه',
      active: true,
      items_count: 0,
      image: { f: expect.stringMatching(/^\/media\/stories\/\w+\.webp$/), width: 400, height: 400 },
    });
    expect((await app.inject({ method: 'GET', url: body.image.f })).statusCode).toBe(200);
    const [entry] = await audit('story_group', body.id);
    expect(entry).toMatchObject({ action: 'create', staff: { id: staff.id }, before: null, after: { name: 'گروه تازه' } });
    // The storefront lists groups with stories; the strip shows the group once it has one.
    const story = await call('POST', '/api/admin/story-items', { group: body.id, title: 'استوری تازه', badge: 'جدید' });
    expect(story.status).toBe(201);
    const shown = (await publicGroups()).find((group) => group.id === body.id);
    expect(shown?.items.map((item) => [item.title, item.badge])).toEqual([['استوری تازه', 'جدید']]);
    expect(await page()).toContain('گروه تازه');
  });

  it('renames, hides and shows a group again, each change seen at once', async () => {
    const group = await newGroup('گروه قدیمی');
    const renamed = await call('PATCH', `/api/admin/story-groups/${group.id}`, { name: 'گروه نو' });
    expect(renamed.body).toMatchObject({ id: group.id, name: 'گروه نو', active: true });
    expect(await page()).toContain('گروه نو');
    await call('PATCH', `/api/admin/story-groups/${group.id}`, { active: false });
    expect((await publicGroups()).map((shown) => shown.id)).not.toContain(group.id);
    expect(await page()).not.toContain('گروه نو');
    const [latest] = await audit('story_group', group.id);
    expect(latest).toMatchObject({ action: 'update', before: { active: true }, after: { active: false } });
  });

  it('replaces and removes a picture', async () => {
    const { body: group } = await send('POST', '/api/admin/story-groups', { name: 'با تصویر' }, { bytes: await pngOf(500, 500) });
    const replaced = await send('PATCH', `/api/admin/story-groups/${group.id}`, {}, { bytes: await pngOf(300, 200) });
    expect(replaced.status).toBe(200);
    expect(replaced.body.image.f).not.toBe(group.image.f);
    expect(replaced.body.image).toMatchObject({ width: 300, height: 200 });
    const removed = await call('PATCH', `/api/admin/story-groups/${group.id}`, { image: null });
    expect(removed.body.image).toBeNull();
    expect(removed.body.name).toBe('با تصویر');
  });

  it('refuses a group without a name, a file that is not a picture and a picture too large, in Persian', async () => {
    const nameless = await call('POST', '/api/admin/story-groups', { name: '  ' });
    expect(nameless).toEqual({ status: 400, body: { name: [storyMessages.storyGroupNameRequired] } });
    const pdf = await send('POST', '/api/admin/story-groups', { name: 'سند' }, { bytes: Buffer.from('%PDF-1.4 not a picture') });
    expect(pdf).toEqual({ status: 400, body: { image: [messages.imageWrongFormat] } });
    const huge = Buffer.concat([await pngOf(10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await send('POST', '/api/admin/story-groups', { name: 'بزرگ' }, { bytes: huge });
    expect(tooLarge).toEqual({ status: 400, body: { image: [messages.avatarTooLarge] } });
    const broken = await app.inject({
      method: 'POST',
      url: '/api/admin/story-groups',
      headers: { ...staff.auth, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="data"\r\n\r\n{not json\r\n--x--\r\n',
    });
    expect([broken.statusCode, broken.json()]).toEqual([400, { non_field_errors: [messages.invalidJson] }]);
    expect((await call('GET', `/api/admin/story-groups?search=${encodeURIComponent('سند')}`)).body.count).toBe(0);
  });

  it('answers 404 for a group that does not exist', async () => {
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const { status, body } = await call(method, '/api/admin/story-groups/999999', payload);
      expect([method, status, body]).toEqual([method, 404, { detail: storyMessages.storyGroupNotFound }]);
    }
  });

  it('deletes a group with its stories, and journals what it was', async () => {
    const group = await newGroup('گروه رفتنی');
    const story = (await call('POST', '/api/admin/story-items', { group: group.id, title: 'استوری رفتنی' })).body;
    expect((await call('DELETE', `/api/admin/story-groups/${group.id}`)).status).toBe(204);
    expect((await call('GET', `/api/admin/story-items/${story.id}`)).status).toBe(404);
    expect((await publicGroups()).map((shown) => shown.id)).not.toContain(group.id);
    const [entry] = await audit('story_group', group.id);
    expect(entry).toMatchObject({ action: 'delete', before: { name: 'گروه رفتنی', items_count: 1 }, after: null });
    expect((await call('DELETE', `/api/admin/story-groups/${group.id}`)).status).toBe(404);
  });

  it('applies two changes sent at once one after the other, each journalled', async () => {
    const group = await newGroup('همزمان');
    const answers = await Promise.all([
      call('PATCH', `/api/admin/story-groups/${group.id}`, { sort_order: 7 }),
      call('PATCH', `/api/admin/story-groups/${group.id}`, { name: 'همزمان ۲' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await call('GET', `/api/admin/story-groups/${group.id}`)).body).toMatchObject({ sort_order: 7, name: 'همزمان ۲' });
    expect((await audit('story_group', group.id)).map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
  });
});

describe('stories in the back office', () => {
  it("lists a group's stories in their order with the product each opens", async () => {
    const [group] = (await call('GET', '/api/admin/story-groups?ordering=sort_order&active=true')).body.results;
    const { status, body } = await call('GET', `/api/admin/story-items?group=${group.id}&ordering=sort_order`);
    expect(status).toBe(200);
    expect(body.count).toBe(group.items_count);
    expect(body.results[0]).toMatchObject({ group: group.id, product: expect.any(Number), product_name: expect.any(String) });
    const shown = (await publicGroups()).find((candidate) => candidate.id === group.id);
    expect(body.results.map((item: { title: string }) => item.title)).toEqual(shown?.items.map((item) => item.title));
  });

  it('adds a story opening a product, with its picture, and moves it to another group', async () => {
    const [first, second] = [await newGroup('گروه یک'), await newGroup('گروه دو')];
    const [product] = await anyProduct();
    const { status, body } = await send(
      'POST',
      '/api/admin/story-items',
      { group: first.id, title: 'معرفی محصول', product: product?.id, sort_order: 2 },
      { bytes: await pngOf(1600, 900) },
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ group: first.id, product: product?.id, product_name: product?.name, badge: '', sort_order: 2 });
    expect(body.image).toMatchObject({ width: 1200, height: 675 });
    const shownItem = (await publicGroups()).find((group) => group.id === first.id)?.items[0];
    expect(shownItem?.product_data?.id).toBe(product?.id);
    const moved = await call('PATCH', `/api/admin/story-items/${body.id}`, { group: second.id, product: null });
    expect(moved.body).toMatchObject({ group: second.id, product: null, product_name: null });
    expect((await publicGroups()).find((group) => group.id === second.id)?.items.map((item) => item.title)).toEqual([
      'معرفی محصول',
    ]);
    const [entry] = await audit('story', body.id);
    expect(entry).toMatchObject({ action: 'update', before: { group: first.id }, after: { group: second.id } });
  });

  it('refuses a story of no group or of a missing one, or opening a missing product', async () => {
    const group = await newGroup('گروه آزمون');
    expect(await call('POST', '/api/admin/story-items', { title: 'بی‌گروه' })).toEqual({
      status: 400,
      body: { group: [storyMessages.storyGroupRequired] },
    });
    expect(await call('POST', '/api/admin/story-items', { group: 999999, title: 'گم', product: 999999 })).toEqual({
      status: 400,
      body: { group: [storyMessages.storyGroupNotFound], product: [messages.productNotFound] },
    });
    expect(await call('POST', '/api/admin/story-items', { group: group.id, title: '' })).toEqual({
      status: 400,
      body: { title: [storyMessages.storyTitleRequired] },
    });
    const story = (await call('POST', '/api/admin/story-items', { group: group.id, title: 'درست' })).body;
    expect((await call('PATCH', `/api/admin/story-items/${story.id}`, { group: 999999 })).status).toBe(400);
    expect((await call('PATCH', '/api/admin/story-items/999999', { title: 'x' })).status).toBe(404);
  });

  it('deletes a story', async () => {
    const group = await newGroup('گروه حذف');
    const story = (await call('POST', '/api/admin/story-items', { group: group.id, title: 'حذفی' })).body;
    expect((await call('DELETE', `/api/admin/story-items/${story.id}`)).status).toBe(204);
    expect((await call('GET', `/api/admin/story-groups/${group.id}`)).body.items_count).toBe(0);
    const [entry] = await audit('story', story.id);
    expect(entry).toMatchObject({ action: 'delete', before: { title: 'حذفی' } });
  });
});
