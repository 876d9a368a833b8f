import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
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
