import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { listenOnTestPort } from '../test/local-server.ts';
import { createTestApp } from '../test/test-app.ts';

const { app } = await createTestApp();

/** Every refusal is in the spec's shape: a 400 names its fields (or non_field_errors), any other status a detail. */
const expectRefusal = (response: { statusCode: number; json: () => unknown }, status: number, body: object) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(body);
};

describe("Fastify's own refusals, in Persian and in the spec's shape", () => {
  it('405 with the methods allowed, for a method an API path does not take', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/settings/general' });
    expectRefusal(response, 405, { detail: 'این روش درخواست مجاز نیست.' });
    expect(response.headers.allow).toBe('GET, HEAD');
    const withId = await app.inject({ method: 'PUT', url: '/api/products/public/12?x=1' });
    expectRefusal(withId, 405, { detail: 'این روش درخواست مجاز نیست.' });
    // A path that no method takes is not found, whatever the method.
    expectRefusal(await app.inject({ method: 'DELETE', url: '/api/nothing-here' }), 404, { detail: 'یافت نشد.' });
  });

  it('400 for an address that does not decode, without echoing it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/products/public/%E0%A4%A' });
    expectRefusal(response, 400, { non_field_errors: ['نشانی درخواست معتبر نیست.'] });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('414 for a path parameter longer than any the shop makes', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/products/public/${'1'.repeat(300)}` });
    expectRefusal(response, 414, { detail: 'نشانی درخواست بیش از حد طولانی است.' });
  });

  it('413 for a body over the limit, 415 for a type no route reads, 400 for broken or empty JSON', async () => {
    const post = (headers: Record<string, string>, payload: string) =>
      app.inject({ method: 'POST', url: '/api/users/otp/signin', headers, payload });
    const json = { 'content-type': 'application/json' };
    expectRefusal(await post(json, `"${'x'.repeat(7 * 1024 * 1024)}"`), 413, { detail: 'حجم درخواست بیش از حد مجاز است.' });
    expectRefusal(await post({ 'content-type': 'text/xml' }, '<a/>'), 415, {
      detail: 'نوع محتوای درخواست پشتیبانی نمی‌شود.',
    });
    expectRefusal(await post(json, '{"mobile_number":'), 400, { non_field_errors: ['بدنه درخواست معتبر نیست.'] });
    expectRefusal(await post(json, ''), 400, { non_field_errors: ['بدنه درخواست معتبر نیست.'] });
  });
});

describe("refusals made by Node's HTTP parser, before Fastify sees a request", async () => {
  const origin = new URL(await listenOnTestPort(app.server));
  afterAll(() => new Promise((resolve) => app.server.close(resolve)));

  /** Sends bytes as they are and reads the raw answer until the server closes the connection. */
  const sendRaw = (request: string) =>
    new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
      const socket = connect(Number(origin.port), origin.hostname);
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const answer = Buffer.concat(chunks).toString('utf8');
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        resolve({ status: Number(head.split(' ')[1]), headers: head, body });
      });
      socket.write(request);
    });

  it('431 for headers over the limit', async () => {
    const answer = await sendRaw(`GET /api/settings/general HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(answer.body)).toEqual({ detail: 'سرآیندهای درخواست بیش از حد بزرگ است.' });
    const longUrl = await sendRaw(`GET /api/${'a'.repeat(70_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(longUrl.status).toBe(431);
    expect(JSON.parse(longUrl.body)).toEqual({ detail: 'سرآیندهای درخواست بیش از حد بزرگ است.' });
  });

  it('400 for a request that is not HTTP, with its length told right', async () => {
    for (const request of [
      'GET /api/settings/general HTTP/1.1\r\nHost: localhost\r\nBad Header: y\r\n\r\n',
      'POST /api/users/otp/signin HTTP/1.1\r\nHost: localhost\r\nContent-Length: abc\r\n\r\n',
      'FOO /api/settings/general HTTP/1.1\r\nHost: localhost\r\n\r\n',
    ]) {
      const answer = await sendRaw(request);
      expect(answer.status, request).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({ non_field_errors: ['درخواست معتبر نیست.'] });
      expect(answer.headers).toContain(`Content-Length: ${Buffer.byteLength(answer.body)}`);
    }
  });
});
