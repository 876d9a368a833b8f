import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CategoryListSchema, ProductListSchema } from '@shop/contract/catalogue';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { inTransaction } from '../../db/client.ts';
import { fakeStorefront, storefrontShell } from '../../test/fake-storefront.ts';
import { limitedProduct } from '../../test/shop-data.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createProduct, type NewProduct } from '../catalogue-admin/product-writes-service.ts';
import { takeStock } from '../inventory/inventory-service.ts';

const { app, db } = await createTestApp();

const ORIGIN = 'https://sepidmed.ir';
const STORE = 'تجهیزات پزشکی سپید';
const shell = storefrontShell;
const storefront = await fakeStorefront({ serverRendered: false });
const site = await buildApp({ config: { ...app.config, WEB_DIST_DIR: storefront.dir, PUBLIC_URL: ORIGIN }, db });
afterAll(async () => {
  await site.close();
  await storefront.remove();
});

const page = async (url: string) => {
  const response = await site.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, html: response.body };
};

const decodeEntities = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
const titleOf = (html: string) => decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');

const someProduct: NewProduct = {
  name: 'محصول آزمایشی',
  excerpt: 'توضیح کوتاه',
  description: '',
  categoryId: null,
  brandId: null,
  regularPrice: 1_000_000,
  stockType: 'unlimited',
};

describe('without a server build of the storefront', () => {
  it('send the built shell for every page, home included, for the browser to render', async () => {
    for (const url of ['/', '/products/1', '/contacts']) {
      const { status, headers, html } = await page(url);
      expect(status, url).toBe(200);
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expect(html, url).toBe(shell);
    }
  });
});

describe("the storefront's built files", () => {
  it('are sent as built, hashed ones kept for a year, compressed ahead of time for a browser that takes it', async () => {
    const plain = await site.inject({ method: 'GET', url: '/assets/index-test.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe('console.log("shop");');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const compressed = await site.inject({
      method: 'GET',
      url: '/assets/index-test.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.body).toBe('brotli bytes');
  });

  it("are only the built ones: another address is a page, and the server's own files are none", async () => {
    for (const url of ['/assets/missing.js', '/products/7', '/.vite/manifest.json', '/assets/../.vite/manifest.json']) {
      const { html, headers } = await page(url);
      expect(headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(html, url).toBe(shell);
    }
    expect((await page('/ASSETS/index-test.js')).html).toBe(shell);
  });
});

describe('pages the storefront renders on the server', async () => {
  const serverBuild = await fakeStorefront({ serverRendered: true });
  const ssrSite = await buildApp({ config: { ...app.config, WEB_DIST_DIR: serverBuild.dir, PUBLIC_URL: ORIGIN }, db });
  afterAll(async () => {
    await ssrSite.close();
    await serverBuild.remove();
  });
  const renders = () => (globalThis as { storefrontRenders?: number }).storefrontRenders ?? 0;
  const get = (url: string, userAgent = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari') =>
    ssrSite.inject({ method: 'GET', url, headers: { 'user-agent': userAgent } });

  it('put the rendered page in #root, its styles in the head, and load the code after the first paint', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).toContain(
      `<div id="root" data-layout="phone" data-origin="${ORIGIN}"><main data-url="/" data-origin="${ORIGIN}" data-desktop="false">${STORE}</main></div><script id="query-state"`,
    );
    expect(head).toContain('<style data-emotion="muirtl test">');
    // The page's own head replaces the shell's title and description.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(titleOf(html)).toBe(`${STORE} & /`);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain('<meta name="description" content="از صفحه"/>');
    // No script runs before the page is painted: the entry and its modules are added by the starter afterwards.
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    const code = html.match(/<script id="page-code" type="application\/json">([^<]*)<\/script>/)?.[1];
    expect(JSON.parse(code ?? '{}')).toEqual({
      entry: '/assets/index-test.js',
      modules: ['/assets/vendor-test.js', '/assets/home-page-test.js', '/assets/carousel-test.js'],
    });
    expect(html).toContain("type: 'paint'");
  });

  it('run no inline script but those its content security policy allows by their hash', async () => {
    for (const url of ['/', '/contacts', '/missing']) {
      const response = await get(url);
      const policy = response.headers['content-security-policy'];
      expect(policy, url).toMatch(/script-src 'self' 'sha256-[\w+/]+=*';/);
      const inline = [
        ...response.body.matchAll(/<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>([\s\S]*?)<\/script>/g),
      ];
      expect(inline.length, url).toBeGreaterThan(0);
      for (const [, script = ''] of inline) {
        expect(policy, url).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
      }
    }
  });

  it("keep the shell's title and description for a page that declares no head of its own", async () => {
    const html = (await get('/guarded')).body;
    expect(titleOf(html)).toBe('فروشگاه تجهیزات پزشکی');
    expect(html).toContain('<meta name="description" content="فروشگاه اینترنتی تجهیزات پزشکی" />');
  });

  it('lay out for a desktop unless the browser says it is a phone', async () => {
    const html = (await get('/products', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150')).body;
    expect(html).toContain(`<div id="root" data-layout="desktop" data-origin="${ORIGIN}"><main data-url="/products"`);
  });

  it('render links on the host the page was asked at, never on one a client forged, and refuse a malformed one', async () => {
    const ownHost = await buildApp({ config: { ...app.config, WEB_DIST_DIR: serverBuild.dir }, db });
    try {
      const forged = await ownHost.inject({
        method: 'GET',
        url: '/contacts',
        headers: { host: 'shop.example:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' },
      });
      // In #root for the browser, and as the renderer was given it.
      expect(forged.body).toContain('data-origin="http://shop.example:8080"><main');
      expect(forged.body).toContain('data-origin="http://shop.example:8080" data-desktop');
      expect(forged.body).not.toContain('evil.example');
      const malformed = await ownHost.inject({ method: 'GET', url: '/contacts', headers: { host: 'x:99999' } });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ non_field_errors: ['نام میزبان درخواست معتبر نیست.'] });
    } finally {
      await ownHost.close();
    }
  });

  it('render every other path too, with the status the storefront gives it', async () => {
    const contacts = await get('/contacts');
    expect(contacts.statusCode).toBe(200);
    expect(contacts.body).toContain('<main data-url="/contacts"');
    const missing = await get('/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<main data-url="/missing"');
    expect((await get('/api/nothing')).json()).toEqual({ detail: expect.any(String) });
    // The server's build and manifest are not the browser's files.
    expect((await get('/.ssr/entry-server.js')).body).not.toContain('createPageRenderer');
    expect((await get('/.vite/manifest.json')).body).not.toContain('"isEntry"');
  });

  it('fall back to the page the browser renders itself when rendering fails', async () => {
    const response = await get('/broken');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<script type="module" crossorigin src="/assets/index-test.js"></script>');
  });

  it('render a page once for every visitor until the catalogue changes', async () => {
    await get('/abouts');
    const before = renders();
    await get('/abouts');
    expect(renders()).toBe(before);
    await createProduct(db, { ...someProduct, name: 'دستکش لاتکس نو' });
    await get('/abouts');
    expect(renders()).toBe(before + 1);
  });

  it('render a page once for twenty visitors who ask for it at once', async () => {
    const before = renders();
    const pages = await Promise.all(Array.from({ length: 20 }, () => get('/contacts?at=once')));
    expect(pages.map((page) => page.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(pages.map((page) => page.body)).size).toBe(1);
    expect(renders()).toBe(before + 1);
  });

  it("render a product's page again once its own stock moves, and keep it while another product's does", async () => {
    const [id, other] = [await limitedProduct(db, 'فشارسنج مچی', 5), await limitedProduct(db, 'ترمومتر پیشانی', 5)];
    expect((await get(`/products/${id}`)).body).toContain('data-stock="5"');
    await inTransaction(db, (tx) => takeStock(tx, [{ productId: other, variationId: null, quantity: 1 }]));
    const before = renders();
    expect((await get(`/products/${id}`)).body).toContain('data-stock="5"');
    expect(renders()).toBe(before);
    await inTransaction(db, (tx) => takeStock(tx, [{ productId: id, variationId: null, quantity: 2 }]));
    expect((await get(`/products/${id}`)).body).toContain('data-stock="3"');
  });

  it('send a page compressed for a browser that takes it, compressed once while the page is kept', async () => {
    const desktop = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150' };
    const plain = await ssrSite.inject({ method: 'GET', url: '/contacts', headers: desktop });
    const missing = await ssrSite.inject({ method: 'GET', url: '/missing', headers: desktop });
    const before = renders();
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (const [url, page] of [
        ['/contacts', plain],
        ['/missing', missing],
      ] as const) {
        const response = await ssrSite.inject({
          method: 'GET',
          url,
          headers: { ...desktop, 'accept-encoding': `${encoding}, deflate` },
        });
        expect(response.statusCode).toBe(page.statusCode);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.rawPayload.length).toBeLessThan(page.rawPayload.length);
        expect(decompress(response.rawPayload).toString()).toBe(page.body);
      }
    }
    expect(renders()).toBe(before);
    const refused = await ssrSite.inject({
      method: 'GET',
      url: '/contacts',
      headers: { ...desktop, 'accept-encoding': 'br;q=0, gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it("render an order's tracking page afresh every time: its payments and status change without the catalogue", async () => {
    await get('/order_tracking?key=abc');
    const before = renders();
    await get('/order_tracking?key=abc');
    expect(renders()).toBe(before + 1);
  });

  it("render afresh every time a page of one person's data: a signup link's form, a customer's own pages", async () => {
    for (const url of ['/signup_links?code=demo-once', '/checkout/success?order_key=abc', '/profile/account', '/shop/cart']) {
      await get(url);
      const before = renders();
      await get(url);
      expect(renders(), url).toBe(before + 1);
    }
  });

  it('keep one page whatever tracking parameters it is asked with, rendered from the address it reads', async () => {
    const first = await get('/products/1?utm_source=a');
    const before = renders();
    for (let visit = 0; visit < 5; visit++) {
      const again = await get(`/products/1?utm_source=${visit}&fbclid=${visit}`);
      expect(again.body).toBe(first.body);
    }
    expect(renders()).toBe(before);
    expect(first.body).toContain('<main data-url="/products/1"');
    const listing = await get('/products?utm_campaign=x&category=2&ref=y');
    expect(listing.body).toContain('<main data-url="/products?category=2"');
    const kept = renders();
    await get('/products?category=2&utm_campaign=z');
    expect(renders()).toBe(kept);
  });
});

describe('crawler files, with or without a built storefront', () => {
  it('list every public page, category and published product in the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);

    const origin = 'http://localhost:80';
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((found) => found[1] ?? '');
    expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
    expect(locs.slice(0, 4)).toEqual([`${origin}/`, `${origin}/products`, `${origin}/contacts`, `${origin}/abouts`]);

    const categories = CategoryListSchema.parse((await app.inject({ method: 'GET', url: '/api/products/categories' })).json());
    expect(locs.filter((loc) => loc.includes('/products?category='))).toHaveLength(categories.count);

    const products = [...xml.matchAll(/<url><loc>[^<]*\/products\/(\d+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)];
    const listed = ProductListSchema.parse((await app.inject({ method: 'GET', url: '/api/products/public?limit=1' })).json());
    expect(products).toHaveLength(listed.count);
    const newest = listed.results[0];
    const entry = products.find((found) => found[1] === String(newest?.id));
    expect(entry?.[2]).toBe(newest?.updated_at.slice(0, 10));
  });

  it('let robots crawl the shop but not the API or customer pages, and point them to the sitemap', async () => {
    const response = await site.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/users/',
        'Disallow: /api/shop/cart',
        'Disallow: /profile',
        'Disallow: /checkout',
        'Disallow: /shop/',
        'Disallow: /auth/',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('Sitemap: http://localhost:80/sitemap.xml');
  });
});
