import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp } from '../test/test-app.ts';

const { app, db } = await createTestApp();
const published = await buildApp({ config: { ...app.config, PUBLIC_URL: 'https://salamat.example' }, db });
const proxied = await buildApp({ config: { ...app.config, TRUST_PROXY: ['10.0.0.2'] }, db });
const subdomains = await buildApp({
  config: { ...app.config, PUBLIC_URL: 'https://salamat.example', HSTS_INCLUDE_SUBDOMAINS: true },
  db,
});
afterAll(async () => {
  await published.close();
  await proxied.close();
  await subdomains.close();
});

/** The policy's directives by name. */
const directivesOf = (policy: string | undefined) =>
  Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );

describe('security headers', () => {
  it('go with pages, API answers and refusals alike', async () => {
    for (const [url, headers] of [
      ['/', {}],
      ['/api/settings/general', {}],
      ['/api/nothing-here', {}],
      ['/api/settings/general', { host: 'a b' }],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(directivesOf(response.headers['content-security-policy'] as string)['frame-ancestors'], url).toEqual(["'none'"]);
      const permissions = String(response.headers['permissions-policy']).split(', ');
      for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
        expect(permissions, url).toContain(denied);
      }
      expect(permissions, url).toContain('web-share=(self)');
    }
  });

  it('let scripts run from the shop only, never inline but by hash; styles inline; images from the shop and data:', async () => {
    const directives = directivesOf((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy'] as string);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']?.[0]).toBe("'self'");
    expect(directives['script-src']?.slice(1).every((source: string) => /^'sha256-[\w+/]+=*'$/.test(source))).toBe(true);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives['font-src']).toEqual(["'self'"]);
    expect(directives).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('ask for HTTPS only when the shop is served over it', async () => {
    const hsts = async (target: typeof app, headers: Record<string, string> = {}, remoteAddress = '203.0.113.5') =>
      (await target.inject({ method: 'GET', url: '/api/settings/general', headers, remoteAddress })).headers[
        'strict-transport-security'
      ];
    expect(await hsts(app)).toBeUndefined();
    expect(await hsts(app, { 'x-forwarded-proto': 'https' })).toBeUndefined();
    expect(await hsts(proxied, { 'x-forwarded-proto': 'https' })).toBeUndefined();
    expect(await hsts(proxied, { 'x-forwarded-proto': 'https' }, '10.0.0.2')).toBe('max-age=31536000');
    expect(await hsts(published)).toBe('max-age=31536000');
    expect(await hsts(subdomains)).toBe('max-age=31536000; includeSubDomains');
  });

  it('leave the API documents working', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    expect((await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' })).statusCode).toBe(200);
  });
});
