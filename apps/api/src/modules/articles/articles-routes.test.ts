import { ArticleListSchema } from '@shop/contract/articles';
import { describe, expect, it } from 'vitest';
import { DEMO_NOW } from '../../db/seed/demo-shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { articles } from './articles-tables.ts';

const { app, db } = await createTestApp();
const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/blog/articles', () => {
  it("gives the blog's four newest demo posts by default, with images and links to the blog", async () => {
    const { status, body } = await get('/api/blog/articles');
    expect(status).toBe(200);
    const page = ArticleListSchema.parse(body);
    expect(page.count).toBe(6);
    expect(page.results).toHaveLength(4);
    expect(page.results[0]?.title).toBe('راهنمای خرید فشارسنج خانگی');
    const dates = page.results.map((article) => Date.parse(article.published_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const article of page.results) {
      expect(article.url).toMatch(/^https:\/\/blog\.sepidmed\.ir\/[a-z-]+$/);
      expect(article.image_data?.f).toMatch(/^\/media\/articles\/\w+\.webp$/);
      expect(article.excerpt.length).toBeGreaterThan(50);
    }
    expect(page.next).toContain('offset=4');
    expect(page.previous).toBeNull();
  });

  it('pages on, and leaves unpublished posts out', async () => {
    // After every demo post, whatever day the test runs.
    const publishedAt = new Date(DEMO_NOW + 3600_000);
    await db.insert(articles).values([
      { title: 'پیش‌نویس', url: 'https://blog.sepidmed.ir/draft', isPublished: false, publishedAt },
      { title: 'تازه‌ترین پست', url: 'https://blog.sepidmed.ir/latest', publishedAt },
    ]);
    const first = ArticleListSchema.parse((await get('/api/blog/articles?limit=1')).body);
    expect(first.count).toBe(7);
    expect(first.results.map((article) => article.title)).toEqual(['تازه‌ترین پست']);
    expect(first.results[0]?.image_data).toBeNull();
    const last = ArticleListSchema.parse((await get('/api/blog/articles?limit=4&offset=4')).body);
    expect(last.results).toHaveLength(3);
    expect(last.next).toBeNull();
    expect(last.results.map((article) => article.title)).not.toContain('پیش‌نویس');
  });

  it('refuses a malformed limit', async () => {
    const { status, body } = await get('/api/blog/articles?limit=x');
    expect(status).toBe(400);
    expect(body.limit).toHaveLength(1);
  });
});
