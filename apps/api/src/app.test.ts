import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@shop/contract/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createTestApp } from './test/test-app.ts';

const { app, db } = await createTestApp();
/** A second shop in the same process, whose pictures are served from elsewhere: built after the first. */
const CDN = 'https://cdn.example.ir/shop/';
const { app: appOnCdn } = await createTestApp({ env: { MEDIA_BASE_URL: CDN } });

describe('media', () => {
  it('serves product images with long-lived cache headers', async () => {
    const product = (await app.inject({ method: 'GET', url: '/api/products/public?limit=1' })).json().results[0];
    for (const url of [product.featured_image.f, product.featured_image.thumbnail]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('immutable');
      expect(response.headers['cache-control']).toContain('max-age=31536000');
    }
    expect((await app.inject({ method: 'GET', url: '/media/products/none.webp' })).statusCode).toBe(404);
  });

  it("answers each app's own pictures' URLs, however many apps the process built", async () => {
    const product = (await app.inject({ method: 'GET', url: '/api/products/public?limit=1' })).json().results[0];
    const urlsOf = async (shop: typeof app) => {
      const page = (await shop.inject({ method: 'GET', url: `/api/products/public/${product.id}` })).json();
      const categories = (await shop.inject({ method: 'GET', url: '/api/products/categories?limit=100' })).json();
      const pictured = categories.results.filter((category: { image_data: unknown }) => category.image_data);
      expect(pictured.length).toBeGreaterThan(0);
      return [
        page.featured_image.f,
        page.featured_image.thumbnail,
        ...page.gallery.map((picture: { f: string }) => picture.f),
        ...pictured.map((category: { image_data: { f: string } }) => category.image_data.f),
      ] as string[];
    };
    // Each asked in turn, the first shop last again: neither takes the other's setting.
    for (const [shop, base] of [
      [app, '/media/'],
      [appOnCdn, CDN],
      [app, '/media/'],
    ] as const) {
      const urls = await urlsOf(shop);
      expect(urls.length).toBeGreaterThan(2);
      for (const url of urls) expect(url.startsWith(base), url).toBe(true);
    }
    // The same files behind both: only where they are served from differs.
    const [onDisk, onCdn] = [await urlsOf(app), await urlsOf(appOnCdn)];
    expect(onCdn).toEqual(onDisk.map((url) => CDN + url.slice('/media/'.length)));
  });
});

describe('what a CDN in front of the shop may keep', () => {
  it("keeps no API answer, a customer's or the catalogue's, unless its route says otherwise", async () => {
    for (const url of ['/api/products/public?limit=1', '/api/products/categories', '/api/shop/cart', '/api/nothing-here']) {
      expect((await app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('private, no-store');
    }
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).headers['cache-control']).toBe('no-store');
  });
});

describe('errors', () => {
  it('answers unknown API paths with a Persian 404 body', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'یافت نشد.' });
  });

  it('answers a malformed JSON body with non_field_errors', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ non_field_errors: ['بدنه درخواست معتبر نیست.'] });
  });
});

describe('requests Fastify refuses before routing, and odd parameter names', () => {
  const refusal = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() };
  };

  it('answers a malformed URL and an over-long path parameter in Persian', async () => {
    const badUrl = { status: 400, body: { non_field_errors: [messages.invalidUrl] } };
    expect(await refusal('/api/products/public/%zz')).toEqual(badUrl);
    expect(await refusal('/products/%')).toEqual(badUrl);
    expect(await refusal(`/api/products/catalogs/${'a'.repeat(300)}`)).toEqual({
      status: 414,
      body: { detail: messages.urlTooLong },
    });
  });

  it('refuses a Host that is not a host, where links would be built from it', async () => {
    for (const host of ['local host', '[::1', 'localhost:abc', 'localhost:99999', 'shop.example/path', 'user@shop.example']) {
      expect(await refusal('/api/products/public', { host }), host).toEqual({
        status: 400,
        body: { non_field_errors: [messages.invalidHost] },
      });
    }
    // From a client that is no trusted proxy, X-Forwarded-Host is not read at all.
    expect((await refusal('/api/products/public', { 'x-forwarded-host': '[::1' })).status).toBe(200);
    expect((await refusal('/api/products/public?limit=1', { host: 'shop.example:8080' })).body.next).toMatch(
      /^http:\/\/shop\.example:8080\/api\/products\/public\?/,
    );
  });

  it('names no field __proto__ nor trips on constructor when a parameter so named is refused', async () => {
    expect(await refusal('/api/products/public?constructor=%00&__proto__=%00')).toEqual({
      status: 400,
      body: {
        constructor: ['مقدار وارد شده نویسه‌های نامعتبر دارد.'],
        non_field_errors: ['مقدار وارد شده نویسه‌های نامعتبر دارد.'],
      },
    });
  });
});

describe('API documents', () => {
  it('publishes the OpenAPI document generated from the schemas, and its page', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/products/public',
        '/api/products/public/{id}',
        '/api/location/cities',
        '/api/settings/general',
      ]),
    );
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});

describe('storefront pages', () => {
  it('answers every non-API path with the built index.html', async () => {
    const webDistDir = await mkdtemp(path.join(tmpdir(), 'shop-web-'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><html lang="fa" dir="rtl"><title>ویترین</title></html>');
    const site = await buildApp({ config: { ...app.config, WEB_DIST_DIR: webDistDir }, db });
    afterAll(() => site.close());
    for (const url of ['/', '/products/12', '/profile/account?x=1', '/no/such/page']) {
      const response = await site.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('ویترین');
    }
    expect((await site.inject({ method: 'GET', url: '/api/unknown' })).json()).toEqual({ detail: 'یافت نشد.' });
  });
});
