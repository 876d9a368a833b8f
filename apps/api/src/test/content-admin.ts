import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, expect } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { formData, quickStaff } from './accounts.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A member of staff of the test's own, and calls in their name that answer the status and the JSON body. */
export async function signedInStaff(app: FastifyInstance, db: Database) {
  const [staff] = await quickStaff(db, 1);
  if (!staff) throw new Error('no staff');
  const call = async (method: Method, url: string, payload?: object) => {
    const response = await app.inject({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.body ? response.json() : null };
  };
  /** A record's form with a picture: its fields as the JSON part `data`, the picture as the file `image`. */
  const send = async (
    method: 'POST' | 'PATCH',
    url: string,
    data: object,
    image?: { bytes: Buffer; name?: string; type?: string },
  ) => {
    const form = await formData(
      { data: JSON.stringify(data) },
      image ? { image: { name: 'picture.png', type: 'image/png', ...image } } : {},
    );
    const response = await app.inject({ method, url, payload: form.payload, headers: { ...staff.auth, ...form.headers } });
    return { status: response.statusCode, body: response.json() };
  };
  /** The journal's rows about one record, newest first. */
  const audit = async (entity: string, id: number) => {
    const { status, body } = await call('GET', `/api/admin/audit?entity=${entity}&entity_id=${id}`);
    expect(status).toBe(200);
    return body.results as { staff: { id: number } | null; action: string; before: unknown; after: unknown }[];
  };
  return { staff, call, send, audit };
}

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A public call's JSON, as the storefront reads it. */
export async function publicJson(app: FastifyInstance, url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

/**
 * The shop serving server-rendered pages from a stand-in for the web app's server build, which asks the API what the
 * home page shows (the store's phone, the announcements, the story groups), as the real one does in-process. Pages
 * are kept as the real ones are, so a change shows only if the change forgot them.
 */
export async function renderedStorefront(app: FastifyInstance, db: Database) {
  const webDistDir = await mkdtemp(path.join(tmpdir(), 'shop-content-ssr-'));
  await writeFile(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  );
  await mkdir(path.join(webDistDir, '.ssr'));
  await writeFile(
    path.join(webDistDir, '.ssr/entry-server.js'),
    `export const createPageRenderer = (fetchApi) => async () => {
      const read = async (url) => (await fetchApi(url)).json();
      const [settings, announcements, stories] = await Promise.all([
        read('/api/settings/general'),
        read('/api/shop/announces'),
        read('/api/shop/stories'),
      ]);
      const shown = [settings.contacts_store_tel, ...announcements.results.map((item) => item.message), ...stories.results.map((group) => group.name)];
      return { status: 200, head: '', modules: [], styles: '', state: '', body: '<main>' + shown.join('|') + '</main>' };
    };`,
  );
  const site = await buildApp({ config: { ...app.config, WEB_DIST_DIR: webDistDir }, db });
  afterAll(async () => {
    await site.close();
    await rm(webDistDir, { recursive: true, force: true });
  });
  return async (url = '/') => {
    const response = await site.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.body.match(/<main>(.*)<\/main>/)?.[1]?.split('|') ?? [];
  };
}
