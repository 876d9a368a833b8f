import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { countries, states } from '../modules/location/location-tables.ts';

export { quickCustomers, quickStaff } from './shop-data.ts';

let clients = 0;

/** A client address of its own for each call (documentation ranges), so per-address limits meet only on purpose. */
export function newClientAddress(): string {
  clients++;
  return `${clients % 2 ? '198.51.100' : '203.0.113'}.${Math.floor(clients / 2) % 250}`;
}

export function newMobileNumber(): string {
  return `09${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/** A clock the test moves by hand, from a fixed instant so that no test depends on the day it runs. */
export function manualClock(start = Date.parse('2026-10-27T07:00:00Z')) {
  let now = start;
  return {
    clock: () => new Date(now),
    advance: (seconds: number) => {
      now += seconds * 1000;
    },
  };
}

/**
 * Runs a periodic sweep a second before what it deletes reaches `lifetimeSeconds` and a second after: `rows` counts
 * the rows it should keep, then delete.
 */
export async function expectSweptAfter(
  time: ReturnType<typeof manualClock>,
  lifetimeSeconds: number,
  sweep: (now: Date) => Promise<void>,
  rows: () => Promise<number>,
) {
  time.advance(lifetimeSeconds - 1);
  await sweep(time.clock());
  expect(await rows(), 'kept before its time').toBe(1);
  time.advance(2);
  await sweep(time.clock());
  expect(await rows(), 'deleted after its time').toBe(0);
}

/** The app itself, answering through inject, or a server running in a process of its own, over HTTP. */
export type ShopServer = FastifyInstance | { origin: string };

interface ShopRequest {
  method: 'GET' | 'POST';
  url: string;
  /** The client's address: the socket's through inject; over HTTP, a server that trusts loopback as its proxy reads it. */
  client?: string;
  payload?: object;
}

async function send(server: ShopServer, { method, url, client, payload }: ShopRequest) {
  if ('origin' in server) {
    const headers: Record<string, string> = client ? { 'x-forwarded-for': client } : {};
    const response = await fetch(`${server.origin}${url}`, {
      method,
      headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
      ...(payload ? { body: JSON.stringify(payload) } : {}),
    });
    return { statusCode: response.status, body: await response.text() };
  }
  const response = await server.inject({
    method,
    url,
    ...(client ? { remoteAddress: client } : {}),
    ...(payload ? { payload } : {}),
  });
  return { statusCode: response.statusCode, body: response.body };
}

/** The code the outbox holds for a number, as a browser test would read it. */
export async function lastCodeSent(server: ShopServer, mobileNumber: string): Promise<string> {
  const response = await send(server, { method: 'GET', url: `/api/dev/sms-outbox?mobile_number=${mobileNumber}` });
  expect(response.statusCode).toBe(200);
  // Order messages (a new status) sit in the outbox too, without a code.
  const code = JSON.parse(response.body).results.find((message: { code: string }) => message.code)?.code;
  expect(code).toMatch(/^\d{4}$/);
  return code;
}

/** Signs a customer in through the real code flow; answers the headers of their requests. */
export async function signIn(server: ShopServer, mobileNumber = newMobileNumber()) {
  const client = newClientAddress();
  const sent = await send(server, {
    method: 'POST',
    url: '/api/users/otp/signin',
    client,
    payload: { mobile_number: mobileNumber },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await lastCodeSent(server, mobileNumber);
  const verified = await send(server, {
    method: 'POST',
    url: '/api/users/otp/signin/verify',
    client,
    payload: { mobile_number: mobileNumber, code },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  const token: string = JSON.parse(verified.body).token;
  return { mobileNumber, token, auth: { authorization: `Token ${token}` } };
}

/** A multipart/form-data body as a browser's FormData sends it. */
export async function formData(
  fields: Record<string, string>,
  files: Record<string, { bytes: Buffer; name: string; type: string }> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files))
    form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/**
 * Places for address and profile tests: Tehran with its city Shahriar and Isfahan with Kashan from the seeded
 * locations, and a second country with a province of its own.
 */
export async function places(app: FastifyInstance, db: Database) {
  const get = async (url: string) => (await app.inject({ method: 'GET', url })).json();
  const search = (text: string) => encodeURIComponent(text);
  const iran = (await get('/api/location/countries')).results[0];
  const tehran = (await get(`/api/location/states?search=${search('تهران')}`)).results[0];
  const isfahan = (await get(`/api/location/states?search=${search('اصفهان')}`)).results[0];
  const shahriar = (await get(`/api/location/cities?state=${tehran.id}&search=${search('شهریار')}`)).results[0];
  const kashan = (await get(`/api/location/cities?state=${isfahan.id}&search=${search('کاشان')}`)).results[0];
  const [otherCountry] = await db.insert(countries).values({ name: 'افغانستان', searchName: 'افغانستان' }).returning();
  if (!otherCountry) throw new Error('country insert returned no row');
  const [herat] = await db.insert(states).values({ countryId: otherCountry.id, name: 'هرات', searchName: 'هرات' }).returning();
  if (!herat) throw new Error('state insert returned no row');
  return { iran, tehran, isfahan, shahriar, kashan, herat };
}
