import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Text as the browser reads an HTML-escaped attribute or title. */
const decode = (page: Page, markup: string) =>
  page.evaluate((text) => {
    const element = document.createElement('textarea');
    element.innerHTML = text;
    return element.value;
  }, markup);

/** What a crawler or a link preview reads of a page's head, from the raw HTML or from the live document. */
function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) => head.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`))?.[1];
  return {
    titles: head.match(/<title>[^<]*<\/title>/g) ?? [],
    description: meta('description'),
    canonical: head.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    ogTitle: meta('og:title'),
    ogUrl: meta('og:url'),
    ogImage: meta('og:image'),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((found) =>
      JSON.parse(found[1] ?? ''),
    ),
  };
}

const pages = [
  { path: '/', type: 'website', jsonLd: 0 },
  { path: '/products', type: 'website', jsonLd: 0 },
  { path: '/products/1', type: 'product', jsonLd: 1 },
];

for (const { path, type, jsonLd } of pages) {
  test(`${path} carries its head in the HTML, and the browser keeps the same head`, async ({ page, request, baseURL }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const served = readHead(html);
    expect(served.titles).toHaveLength(1);
    expect(served.description?.length).toBeGreaterThan(20);
    expect(served.canonical).toBe(`${baseURL}${path}`);
    expect(served.ogUrl).toBe(served.canonical);
    expect(served.ogTitle).toBe(served.titles[0]?.replace(/<\/?title>/g, ''));
    expect(html).toContain(`<meta property="og:type" content="${type}"`);
    expect(served.jsonLd).toHaveLength(jsonLd);
    if (type === 'product') {
      expect(served.jsonLd[0]).toMatchObject({ '@type': 'Product', offers: { priceCurrency: 'IRR' } });
      expect(served.ogImage).toMatch(new RegExp(`^${baseURL}/media/`));
    }

    await page.goto(path);
    const live = await page.evaluate(() => ({
      title: document.title,
      titles: document.querySelectorAll('title').length,
      descriptions: [...document.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content')),
      canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
      jsonLd: document.querySelectorAll('script[type="application/ld+json"]').length,
    }));
    expect(live).toEqual({
      title: await decode(page, served.titles[0]?.replace(/<\/?title>/g, '') ?? ''),
      titles: 1,
      descriptions: [await decode(page, served.description ?? '')],
      canonicals: [served.canonical],
      jsonLd,
    });
  });
}

test('a product that does not exist is a 404 with its own title, also once the browser takes over', async ({ page, request }) => {
  const response = await request.get('/products/999999');
  expect(response.status()).toBe(404);
  expect(readHead(await response.text()).titles).toEqual([expect.stringContaining('محصول یافت نشد.')]);
  await page.goto('/products/999999');
  await expect(page.getByRole('heading', { name: 'محصول یافت نشد.' })).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);
  expect(await page.title()).toContain('محصول یافت نشد.');
});

test('moving to another page within the shop replaces the head rather than adding to it', async ({ page }) => {
  await page.goto('/products/1');
  await page.getByRole('main').getByRole('link', { name: 'فشارسنج', exact: true }).first().click();
  await expect(page).toHaveURL(/\/products\?category=\d+$/);
  await expect(page).toHaveTitle(/^فشارسنج \| /);
  expect(await page.evaluate(() => document.querySelectorAll('title').length)).toBe(1);
  expect(await page.evaluate(() => document.querySelectorAll('script[type="application/ld+json"]').length)).toBe(0);
  expect(await page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href'))).toMatch(
    /\/products\?category=\d+$/,
  );
});
