import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { listenOnTestPort } from '../test/local-server.ts';
import { createTestApp } from '../test/test-app.ts';

const { app, db } = await createTestApp();
/** Behind a proxy at 10.0.0.2 whose X-Forwarded-* the shop believes. */
const proxied = await buildApp({ config: { ...app.config, TRUST_PROXY: ['10.0.0.2'] }, db });
const published = await buildApp({ config: { ...app.config, PUBLIC_URL: 'https://salamat.example' }, db });
afterAll(async () => {
  await proxied.close();
  await published.close();
});

const PROXY = '10.0.0.2';
// A list whose next link is its limit and offset alone (the products' carries where the page ended too).
const LISTING = '/api/products/categories?limit=1';
const badHost = { non_field_errors: ['نام میزبان درخواست معتبر نیست.'] };

const nextLink = async (target: typeof app, headers: Record<string, string>, remoteAddress = '203.0.113.5') => {
  const response = await target.inject({ method: 'GET', url: LISTING, headers, remoteAddress });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().next as string;
};

describe('a Host the links could not be built from', () => {
  const malformed = ['a b', 'x:99999', '[::1', 'x:0', 'exa_mple.com', '999.1.1.1', 'shop.example/evil', 'a@b', 'x:8o'];

  it('is a 400 in the spec shape, never a 500, for the API and for pages', async () => {
    for (const host of malformed) {
      for (const url of [LISTING, '/products', '/robots.txt', '/sitemap.xml']) {
        const response = await app.inject({ method: 'GET', url, headers: { host } });
        expect(response.statusCode, `${host} ${url}`).toBe(400);
        expect(response.json()).toEqual(badHost);
      }
    }
  });

  it('is a 400 as well in X-Forwarded-Host from a trusted proxy', async () => {
    for (const host of malformed) {
      const response = await proxied.inject({
        method: 'GET',
        url: LISTING,
        headers: { host: 'shop.example', 'x-forwarded-host': host },
        remoteAddress: PROXY,
      });
      expect(response.statusCode, host).toBe(400);
      expect(response.json()).toEqual(badHost);
    }
  });

  it('is taken when it is a name or an address with a port', async () => {
    expect(await nextLink(app, { host: 'shop.example:8080' })).toBe(
      'http://shop.example:8080/api/products/categories?limit=1&offset=1',
    );
    expect(await nextLink(app, { host: '[::1]:3000' })).toBe('http://[::1]:3000/api/products/categories?limit=1&offset=1');
    expect(await nextLink(app, { host: '192.0.2.10' })).toBe('http://192.0.2.10/api/products/categories?limit=1&offset=1');
  });
});

describe('the origin of the links the shop writes', () => {
  it('ignores X-Forwarded-Host and X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const forged = { host: 'shop.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'javascript' };
    expect(await nextLink(app, forged)).toBe('http://shop.example/api/products/categories?limit=1&offset=1');
    expect(await nextLink(proxied, forged)).toBe('http://shop.example/api/products/categories?limit=1&offset=1');
  });

  it('takes the host and https from a trusted proxy, and no scheme but http and https', async () => {
    const asked = { host: 'internal:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' };
    expect(await nextLink(proxied, asked, PROXY)).toBe('https://shop.example/api/products/categories?limit=1&offset=1');
    const odd = { ...asked, 'x-forwarded-proto': 'javascript' };
    expect(await nextLink(proxied, odd, PROXY)).toBe('http://shop.example/api/products/categories?limit=1&offset=1');
  });

  it('is PUBLIC_URL when set, whatever the request shows', async () => {
    const forged = { host: 'internal:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    expect(await nextLink(published, forged)).toBe('https://salamat.example/api/products/categories?limit=1&offset=1');
    const robots = await published.inject({ method: 'GET', url: '/robots.txt', headers: forged });
    expect(robots.body).toContain('Sitemap: https://salamat.example/sitemap.xml');
  });

  it("keeps the shop's origin for a request that names another in its target", async () => {
    const origin = new URL(await listenOnTestPort(app.server));
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(origin.port), origin.hostname);
        let received = '';
        socket.on('data', (chunk: Buffer) => {
          received += chunk.toString('utf8');
        });
        socket.on('error', reject);
        socket.on('close', () => resolve(received));
        socket.write(`GET http://evil.example${LISTING} HTTP/1.1\r\nHost: shop.example\r\nConnection: close\r\n\r\n`);
      });
      expect(answer).toContain('"next":"http://shop.example/api/products/categories?limit=1&offset=1"');
    } finally {
      await new Promise((resolve) => app.server.close(resolve));
    }
  });
});
