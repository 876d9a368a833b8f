import { ArticleListSchema, articleMessages } from '@shop/contract/articles';
import { messages } from '@shop/contract/messages';
import { describe, expect, it } from 'vitest';
import { DEMO_NOW } from '../../db/seed/demo-shop.ts';
import { manualClock } from '../../test/accounts.ts';
import { pngOf, publicJson, signedInStaff } from '../../test/content-admin.ts';
import { createTestApp } from '../../test/test-app.ts';

// After every demo post, so that a post published "now" is the blog's newest.
const time = manualClock(DEMO_NOW + 24 * 3600_000);
const { app, db } = await createTestApp({ clock: time.clock });
const { staff, call, send, audit } = await signedInStaff(app, db);
const blog = async () => ArticleListSchema.parse(await publicJson(app, '/api/blog/articles')).results;

describe('article teasers in the back office', () => {
  it('lists every teaser, newest first, the unpublished ones too', async () => {
    const { status, body } = await call('GET', '/api/admin/articles');
    expect(status).toBe(200);
    expect(body.count).toBe(6);
    const dates = body.results.map((article: { published_at: string }) => Date.parse(article.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.results[0]).toMatchObject({
      published: true,
      url: expect.stringMatching(/^https:\/\/blog\./),
      image: { f: expect.any(String) },
    });
  });

  it('adds a teaser with its picture, published now unless a day is given; the home page shows it first', async () => {
    const { status, body } = await send(
      'POST',
      '/api/admin/articles',
      { title: 'راهنمای نگهداری ویلچر', excerpt: 'چند نکته ساده', url: 'https://blog.sepidmed.ir/wheelchair-care' },
      { bytes: await pngOf(1200, 800) },
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: 'راهنمای نگهداری ویلچر',
      published: true,
      published_at: time.clock().toISOString(),
      image: { f: expect.stringMatching(/^\/media\/articles\/\w+\.webp$/), width: 800 },
    });
    expect((await blog())[0]?.title).toBe('راهنمای نگهداری ویلچر');
    const [entry] = await audit('article', body.id);
    expect(entry).toMatchObject({
      action: 'create',
      staff: { id: staff.id },
      after: { url: 'https://blog.sepidmed.ir/wheelchair-care' },
    });

    const dated = await call('POST', '/api/admin/articles', {
      title: 'قدیمی',
      url: 'https://blog.sepidmed.ir/old',
      published_at: '2020-03-20',
    });
    // A day picked on the calendar is that day's start in Tehran.
    expect(dated.body.published_at).toBe('2020-03-19T20:30:00.000Z');
  });

  it('unpublishes, changes and publishes again, seen at once', async () => {
    const { body } = await call('POST', '/api/admin/articles', { title: 'پیش‌نویس', url: 'https://blog.sepidmed.ir/draft' });
    await call('PATCH', `/api/admin/articles/${body.id}`, { published: false });
    expect((await blog()).map((article) => article.id)).not.toContain(body.id);
    const changed = await call('PATCH', `/api/admin/articles/${body.id}`, {
      published: true,
      title: 'منتشرشده',
      published_at: body.published_at,
    });
    expect(changed.body).toMatchObject({ title: 'منتشرشده', published: true, published_at: body.published_at });
    expect((await blog()).find((article) => article.id === body.id)?.title).toBe('منتشرشده');
    const removed = await call('PATCH', `/api/admin/articles/${body.id}`, { image: null });
    expect(removed.body.image).toBeNull();
  });

  it('refuses a teaser without a title or an address on the web, a bad date and a file that is not a picture', async () => {
    expect(await call('POST', '/api/admin/articles', { title: '', url: 'javascript:alert(1)', published_at: 'دیروز' })).toEqual({
      status: 400,
      body: {
        title: [articleMessages.articleTitleRequired],
        url: [messages.webUrlInvalid],
        published_at: [articleMessages.publishedAtInvalid],
      },
    });
    expect(await call('POST', '/api/admin/articles', { title: 'بی‌نشانی' })).toEqual({
      status: 400,
      body: { url: [articleMessages.articleUrlRequired] },
    });
    const notPicture = await send(
      'POST',
      '/api/admin/articles',
      { title: 'با فایل', url: 'https://blog.sepidmed.ir/file' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/svg+xml' },
    );
    expect(notPicture).toEqual({ status: 400, body: { image: [messages.imageWrongFormat] } });
  });

  it('deletes a teaser and answers 404 for one that does not exist', async () => {
    const { body } = await call('POST', '/api/admin/articles', { title: 'رفتنی', url: 'https://blog.sepidmed.ir/gone' });
    expect((await call('DELETE', `/api/admin/articles/${body.id}`)).status).toBe(204);
    expect((await call('GET', `/api/admin/articles/${body.id}`)).status).toBe(404);
    expect((await call('PATCH', `/api/admin/articles/${body.id}`, { title: 'x' })).status).toBe(404);
    const [entry] = await audit('article', body.id);
    expect(entry).toMatchObject({ action: 'delete', before: { title: 'رفتنی' } });
  });
});
