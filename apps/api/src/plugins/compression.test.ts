import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInStaff } from '../test/content-admin.ts';
import { createTestApp } from '../test/test-app.ts';

const { app, db } = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
afterEach(() => vi.restoreAllMocks());

const decompressors = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync };

async function ask(url: string, acceptEncoding?: string) {
  return app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });
}

describe('compressed answers', () => {
  it('go out in the encoding the client prefers among brotli and gzip, varying by it, and read as the plain answer', async () => {
    const plain = await ask('/api/products/public?limit=20');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [header, encoding] of [
      ['br, gzip', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['gzip, deflate', 'gzip'],
      ['*', 'br'],
    ] as const) {
      const answer = await ask('/api/products/public?limit=20', header);
      expect(answer.headers['content-encoding'], header).toBe(encoding);
      expect(answer.headers.vary, header).toBe('accept-encoding');
      expect(Number(answer.headers['content-length']), header).toBe(answer.rawPayload.length);
      expect(decompressors[encoding](answer.rawPayload).toString(), header).toBe(plain.body);
    }
    expect(plain.headers.vary).toBe('accept-encoding');
    for (const header of ['identity', 'deflate', 'br;q=0, gzip;q=0', 'br;q=abc']) {
      const answer = await ask('/api/products/public?limit=20', header);
      expect(answer.headers['content-encoding'], header).toBeUndefined();
      expect(answer.headers.vary, header).toBe('accept-encoding');
      expect(answer.body, header).toBe(plain.body);
    }
  });

  it('are compressed once while the same answer is asked for, and again once it changes', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const url = '/api/products/public?limit=25';
    const first = await ask(url, 'br');
    expect(brotli).toHaveBeenCalledTimes(1);
    for (let again = 0; again < 5; again++) {
      expect((await ask(url, 'br')).rawPayload.equals(first.rawPayload)).toBe(true);
    }
    expect(brotli).toHaveBeenCalledTimes(1);

    // A product renamed changes the listing's bytes, so the answer kept for the old ones is not what goes out.
    const [product] = JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString()).results as { id: number }[];
    const { call } = await signedInStaff(app, db);
    expect((await call('PATCH', `/api/admin/products/${product?.id}`, { name: 'فشارسنج بازویی با نام تازه' })).status).toBe(200);
    const after = await ask(url, 'br');
    expect(brotli).toHaveBeenCalledTimes(2);
    const read = zlib.brotliDecompressSync(after.rawPayload).toString();
    expect(read).toContain('فشارسنج بازویی با نام تازه');
    expect(read).toBe((await ask(url)).body);
  });

  it("too large to be kept go out compressed all the same, through the plugin's stream", async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const answer = await ask('/api/products/public?limit=100', 'br');
    const plain = await ask('/api/products/public?limit=100');
    expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(plain.body);
    expect(brotli).not.toHaveBeenCalled();
  });

  it('are compressed afresh every time with COMPRESSED_ANSWERS_MB=0', async () => {
    const { app: unkept } = await createTestApp({ env: { CATALOGUE_CACHE_SECONDS: '0', COMPRESSED_ANSWERS_MB: '0' } });
    const brotli = vi.spyOn(zlib, 'brotliCompressSync');
    const asked = await Promise.all(
      [1, 2, 3].map(() =>
        unkept.inject({ method: 'GET', url: '/api/products/public?limit=25', headers: { 'accept-encoding': 'br' } }),
      ),
    );
    expect(brotli).toHaveBeenCalledTimes(3);
    expect(new Set(asked.map((answer) => answer.rawPayload.toString('base64'))).size).toBe(1);
  });
});
