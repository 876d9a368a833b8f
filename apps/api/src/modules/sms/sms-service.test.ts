import type { Server } from 'node:http';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { newClientAddress, newMobileNumber } from '../../test/accounts.ts';
import { listenLocally, readBody } from '../../test/local-server.ts';
import { createTestApp } from '../../test/test-app.ts';
import { KavenegarSmsProvider, SmsDeliveryError } from './sms-service.ts';

/** What Kavenegar's verify/lookup call received, and what it will answer next. */
interface FakeKavenegar {
  requests: { method: string; path: string; form: Record<string, string> }[];
  answer: { httpStatus: number; status: number; message: string };
}

const fake: FakeKavenegar = { requests: [], answer: { httpStatus: 200, status: 200, message: 'تایید شد' } };
const { server, origin } = await listenLocally(async (request, response) => {
  const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
  fake.requests.push({ method: request.method ?? '', path: request.url ?? '', form });
  response.writeHead(fake.answer.httpStatus, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      return: { status: fake.answer.status, message: fake.answer.message },
      entries: fake.answer.status === 200 ? [{ messageid: 8792343, receptor: form.receptor, status: 5 }] : null,
    }),
  );
});
afterAll(() => new Promise<void>((resolve) => (server as Server).close(() => resolve())));

const kavenegarEnv = {
  SMS_PROVIDER: 'kavenegar',
  KAVENEGAR_API_KEY: 'test-api-key',
  KAVENEGAR_TEMPLATE: 'shop-verify',
  KAVENEGAR_BASE_URL: origin,
};
const { app } = await createTestApp({ env: kavenegarEnv });
const unreachable = await createTestApp({ env: { ...kavenegarEnv, KAVENEGAR_BASE_URL: 'http://127.0.0.1:1' } });
/** Production also wants a real payment gateway; nothing here pays. */
const paymentsEnv = { ZARINPAL_MERCHANT_ID: '1344b5d4-0048-11e8-94db-005056a205be' };
const production = await createTestApp({ env: { ...kavenegarEnv, ...paymentsEnv, NODE_ENV: 'production' } });
const development = await createTestApp({ env: { NODE_ENV: 'development' } });

const requestCode = (mobileNumber: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users/otp/signin',
    remoteAddress: newClientAddress(),
    payload: { mobile_number: mobileNumber },
  });

beforeEach(() => {
  fake.requests = [];
  fake.answer = { httpStatus: 200, status: 200, message: 'تایید شد' };
});

describe('the Kavenegar provider', () => {
  it("sends the code through Kavenegar's verify/lookup call, and the code it sent signs in", async () => {
    const mobileNumber = newMobileNumber();
    const sent = await requestCode(mobileNumber);
    expect(sent.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(1);
    const [call] = fake.requests;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/v1/test-api-key/verify/lookup.json');
    expect(call?.form).toEqual({ receptor: mobileNumber, token: expect.stringMatching(/^\d{4}$/), template: 'shop-verify' });

    const verified = await app.inject({
      method: 'POST',
      url: '/api/users/otp/signin/verify',
      payload: { mobile_number: mobileNumber, code: call?.form.token },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().token).toEqual(expect.any(String));
  });

  it('answers a Persian 503 when Kavenegar refuses, and the failed code does not hold the next request back', async () => {
    const mobileNumber = newMobileNumber();
    fake.answer = { httpStatus: 400, status: 424, message: 'قالب یافت نشد' };
    const refused = await requestCode(mobileNumber);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ detail: 'ارسال پیامک ناموفق بود. لطفا کمی بعد دوباره تلاش کنید.' });

    fake.answer = { httpStatus: 200, status: 418, message: 'اعتبار کافی نیست' };
    expect((await requestCode(mobileNumber)).statusCode).toBe(503);

    fake.answer = { httpStatus: 200, status: 200, message: 'تایید شد' };
    expect((await requestCode(mobileNumber)).statusCode).toBe(200);
    expect(fake.requests).toHaveLength(3);
  });

  it('sends any other message whole through sms/send, from the configured line or the account’s default one', async () => {
    const mobileNumber = newMobileNumber();
    const provider = (sender?: string) =>
      new KavenegarSmsProvider({ apiKey: 'test-api-key', template: 'shop-verify', sender, baseUrl: origin });
    const text = 'سفارش شماره ۱۲ شما در حال پردازش است.\nپیگیری سفارش: https://shop.example/order_tracking?key=abc';
    await provider('10004346').sendMessage({ mobileNumber, text });
    await provider().sendMessage({ mobileNumber, text });
    expect(fake.requests).toEqual([
      {
        method: 'POST',
        path: '/v1/test-api-key/sms/send.json',
        form: { receptor: mobileNumber, message: text, sender: '10004346' },
      },
      { method: 'POST', path: '/v1/test-api-key/sms/send.json', form: { receptor: mobileNumber, message: text } },
    ]);
    fake.answer = { httpStatus: 200, status: 418, message: 'اعتبار کافی نیست' };
    await expect(provider().sendMessage({ mobileNumber, text })).rejects.toThrow(SmsDeliveryError);
  });

  it('answers 503 when Kavenegar cannot be reached', async () => {
    const response = await unreachable.app.inject({
      method: 'POST',
      url: '/api/users/otp/signin',
      payload: { mobile_number: newMobileNumber() },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().detail).toBe('ارسال پیامک ناموفق بود. لطفا کمی بعد دوباره تلاش کنید.');
  });
});

describe('the development outbox', () => {
  it('is not there in production', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' });
    expect(response.statusCode).toBe(404);
    const document = (await production.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).not.toContain('/api/dev/sms-outbox');
    expect(Object.keys(document.paths)).toContain('/api/users/otp/signin');
  });

  it('is there outside production, newest message first', async () => {
    const mobileNumber = newMobileNumber();
    const send = () =>
      development.app.inject({
        method: 'POST',
        url: '/api/users/otp/signin',
        remoteAddress: newClientAddress(),
        payload: { mobile_number: mobileNumber },
      });
    expect((await send()).statusCode).toBe(200);
    const outbox = await development.app.inject({
      method: 'GET',
      url: `/api/dev/sms-outbox?mobile_number=${encodeURIComponent('۰۹')}${mobileNumber.slice(2)}`,
    });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().results).toHaveLength(1);
    const everyone = (await development.app.inject({ method: 'GET', url: '/api/dev/sms-outbox' })).json();
    const times = everyone.results.map((message: { created_at: string }) => message.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('who the development outbox answers', () => {
  const outboxFrom = (target: typeof app, remoteAddress: string, headers: Record<string, string> = {}) =>
    target.inject({ method: 'GET', url: '/api/dev/sms-outbox', remoteAddress, headers });
  const notFound = { detail: 'یافت نشد.' };

  it('is not there when codes go out by Kavenegar, in production or not', async () => {
    const response = await outboxFrom(app, '127.0.0.1');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });

  it('answers this machine only, judged by the connection, not by a header', async () => {
    for (const local of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect((await outboxFrom(development.app, local)).statusCode, local).toBe(200);
    }
    const trustingProxy = await createTestApp({ env: { NODE_ENV: 'development', TRUST_PROXY: '203.0.113.0/24' } });
    for (const target of [development.app, trustingProxy.app]) {
      for (const remote of ['203.0.113.9', '::ffff:203.0.113.9', '2001:db8::1']) {
        const response = await outboxFrom(target, remote, { 'x-forwarded-for': '127.0.0.1', host: 'localhost' });
        expect(response.statusCode, remote).toBe(404);
        expect(response.json()).toEqual(notFound);
      }
    }
  });
});

describe('the SMS configuration', () => {
  it('uses the outbox outside production and Kavenegar in production', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).SMS_PROVIDER).toBe('outbox');
    expect(
      loadConfig({ NODE_ENV: 'production', KAVENEGAR_API_KEY: 'k', KAVENEGAR_TEMPLATE: 't', ...paymentsEnv }).SMS_PROVIDER,
    ).toBe('kavenegar');
  });

  it('refuses the outbox in production and a Kavenegar without its key and template', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox' })).toThrow(/SMS_PROVIDER: the outbox/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /KAVENEGAR_API_KEY: required[\s\S]*KAVENEGAR_TEMPLATE: required/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'kavenegar', KAVENEGAR_API_KEY: 'k' })).toThrow(/KAVENEGAR_TEMPLATE/);
    expect(() => loadConfig({ KAVENEGAR_SENDER: '+98 1000' })).toThrow(/KAVENEGAR_SENDER: a line number/);
  });
});
