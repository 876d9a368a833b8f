import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { AdminProduct } from '@shop/contract/catalogue-admin';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { formData, quickCustomers, quickStaff } from '../../test/accounts.ts';
import { pngOf } from '../../test/content-admin.ts';
import { createTestApp } from '../../test/test-app.ts';

/** A local S3-compatible server (s3rver, in this process), with the shop's bucket, for this file's tests. */
const bucket = 'shop-media';
const bucketDir = await mkdtemp(path.join(tmpdir(), 'shop-s3-'));
const s3 = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: bucketDir,
  configureBuckets: [{ name: bucket, configs: [] }],
});
const { port } = await s3.run();
const endpoint = `http://127.0.0.1:${port}`;
const mediaBaseUrl = `${endpoint}/${bucket}/`;
// s3rver takes any key; a real service checks the pair.
const keys = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

const { app, db } = await createTestApp({
  env: {
    MEDIA_STORAGE: 's3',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    MEDIA_BASE_URL: mediaBaseUrl,
    SIGN_IN_CODE_KEY: 'a test key of at least thirty-two characters',
    ...keys,
  },
});
const client = new S3Client({
  endpoint,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: { accessKeyId: keys.S3_ACCESS_KEY_ID, secretAccessKey: keys.S3_SECRET_ACCESS_KEY },
});
afterAll(async () => {
  client.destroy();
  await s3.close();
  await rm(bucketDir, { recursive: true, force: true });
});

const [staff] = await quickStaff(db, 1);
const [customer] = await quickCustomers(db, 1);
if (!staff || !customer) throw new Error('no accounts');

async function objectsIn(folder: string): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${folder}/` }));
  return (listed.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
}

async function send(method: 'POST' | 'PATCH', url: string, auth: Record<string, string>, field: string, bytes: Buffer) {
  const form = await formData({}, { [field]: { bytes, name: 'photo.png', type: 'image/png' } });
  const response = await app.inject({ method, url, headers: { ...auth, ...form.headers }, payload: form.payload });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

describe('MEDIA_STORAGE=s3', () => {
  it("puts a product's picture in the bucket, whence the browser fetches it, cached for a year", async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: staff.auth,
      payload: { name: 'کالای سطل', regular_price: 150_000, stock_type: 'unlimited' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const productId: number = created.json().id;
    const first: AdminProduct = await send(
      'POST',
      `/api/admin/products/${productId}/gallery`,
      staff.auth,
      'image',
      await pngOf(1200, 900),
    );
    const picture = first.gallery[0];
    if (!picture) expect.fail('no picture');
    expect(picture.f.startsWith(`${mediaBaseUrl}products/`)).toBe(true);
    const key = (url: string) => url.slice(mediaBaseUrl.length);
    expect(await objectsIn('products')).toEqual(expect.arrayContaining([key(picture.f), key(picture.thumbnail)]));

    const served = await fetch(picture.f);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(800);
    // Nothing is kept on the shop's own disk, and its pages allow pictures from the bucket.
    expect((await app.inject({ method: 'GET', url: `/media/${key(picture.f)}` })).statusCode).toBe(404);
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.headers['content-security-policy']).toMatch(new RegExp(`img-src [^;]*${endpoint.replaceAll('.', '\\.')}`));

    // A picture shown by its URL is found again by it: the second picture made the featured one.
    const second: AdminProduct = await send(
      'POST',
      `/api/admin/products/${productId}/gallery`,
      staff.auth,
      'image',
      await pngOf(600, 600),
    );
    const other = second.gallery[1];
    if (!other) expect.fail('no second picture');
    const featured = await app.inject({
      method: 'PATCH',
      url: `/api/admin/products/${productId}`,
      headers: staff.auth,
      payload: { featured_image: other.id },
    });
    expect(featured.statusCode, featured.body).toBe(200);
    const shown = (await app.inject({ method: 'GET', url: `/api/products/public/${productId}` })).json();
    expect(shown.featured_image.f).toBe(other.f);
  });

  it("deletes a replaced avatar's objects from the bucket", async () => {
    const first = await send('PATCH', '/api/users/me', customer.auth, 'avatar', await pngOf(300, 300));
    const second = await send('PATCH', '/api/users/me', customer.auth, 'avatar', await pngOf(400, 300));
    const avatars = await objectsIn('avatars');
    const key = (url: string) => url.slice(mediaBaseUrl.length);
    expect(avatars).toEqual(expect.arrayContaining([key(second.avatar.f), key(second.avatar.thumbnail)]));
    expect(avatars).not.toContain(key(first.avatar.f));
    expect(avatars).not.toContain(key(first.avatar.thumbnail));
    expect((await fetch(first.avatar.f)).status).toBe(404);
  });
});
