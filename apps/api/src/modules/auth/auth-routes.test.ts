import { OtpVerifyResponseSchema } from '@shop/contract/auth';
import { ProfileSchema } from '@shop/contract/users';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { expectSweptAfter, lastCodeSent, manualClock, newClientAddress, newMobileNumber, signIn } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';
import { sweepSigninCodes } from './auth-service.ts';
import { otpCodes } from './auth-tables.ts';

const time = manualClock();
const { app, db } = await createTestApp({ clock: time.clock });

const toPersian = (text: string) => text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);

async function requestCode(mobileNumber: string, clientAddress = newClientAddress()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/otp/signin',
    remoteAddress: clientAddress,
    payload: { mobile_number: mobileNumber },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

async function verify(mobileNumber: string, code: string, clientAddress = newClientAddress()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/users/otp/signin/verify',
    remoteAddress: clientAddress,
    payload: { mobile_number: mobileNumber, code },
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

async function me(authorization?: string) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/users/me',
    ...(authorization ? { headers: { authorization } } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('POST /api/users/otp/signin', () => {
  it('sends a 4-digit code by the outbox and answers its ttl', async () => {
    const mobileNumber = newMobileNumber();
    const { status, body } = await requestCode(mobileNumber);
    expect(status).toBe(200);
    expect(body).toEqual({ ttl: 120 });
    const outbox = (await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile_number=${mobileNumber}` })).json();
    expect(outbox.count).toBe(1);
    expect(outbox.results[0]).toEqual({
      mobile_number: mobileNumber,
      message: expect.stringContaining(outbox.results[0].code),
      code: expect.stringMatching(/^\d{4}$/),
      created_at: expect.any(String),
    });
  });

  it('accepts Persian digits and refuses other shapes with the spec message', async () => {
    const mobileNumber = newMobileNumber();
    expect((await requestCode(toPersian(mobileNumber))).status).toBe(200);
    expect(await lastCodeSent(app, mobileNumber)).toMatch(/^\d{4}$/);
    for (const bad of ['9123456789', '0812345678', '۰۹۱۲۳', 'abc']) {
      const { status, body } = await requestCode(bad);
      expect(status, bad).toBe(400);
      expect(body).toEqual({ mobile_number: ['شماره موبایل نادرست است.'] });
    }
  });

  it('says an empty or missing number is required, as the sign-in form does', async () => {
    expect(await requestCode('')).toMatchObject({ status: 400, body: { mobile_number: ['این فیلد الزامی است.'] } });
    const missing = await app.inject({ method: 'POST', url: '/api/users/otp/signin', payload: {} });
    expect(missing.json()).toEqual({ mobile_number: ['این فیلد الزامی است.'] });
  });

  it('ends the message with the WebOTP line for the host the request came to, without its port', async () => {
    const mobileNumber = newMobileNumber();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/users/otp/signin',
      headers: { host: 'shop.example:3000' },
      remoteAddress: newClientAddress(),
      payload: { mobile_number: mobileNumber },
    });
    expect(sent.statusCode).toBe(200);
    const [message] = (await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile_number=${mobileNumber}` })).json()
      .results;
    const lines = message.message.split('\n');
    expect(lines[0]).toBe(`کد ورود شما به فروشگاه: ${message.code}`);
    expect(lines.at(-1)).toBe(`@shop.example #${message.code}`);
    expect(lines.at(-1)).toMatch(/^@[a-z0-9.-]+ #\d{4}$/);
  });

  it("names PUBLIC_URL's host in the WebOTP line when it is set, whatever host the request shows", async () => {
    const behindProxy = await buildApp({
      config: { ...app.config, PUBLIC_URL: 'https://salamat.example/shop' },
      db,
      clock: time.clock,
    });
    try {
      const mobileNumber = newMobileNumber();
      const sent = await behindProxy.inject({
        method: 'POST',
        url: '/api/users/otp/signin',
        headers: { host: '10.0.0.5:3000' },
        remoteAddress: newClientAddress(),
        payload: { mobile_number: mobileNumber },
      });
      expect(sent.statusCode).toBe(200);
      const code = await lastCodeSent(behindProxy, mobileNumber);
      const [message] = (
        await behindProxy.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile_number=${mobileNumber}` })
      ).json().results;
      expect(message.message.split('\n').at(-1)).toBe(`@salamat.example #${code}`);
    } finally {
      await behindProxy.close();
    }
  });

  it('keeps only a salted hash of the code', async () => {
    const mobileNumber = newMobileNumber();
    await requestCode(mobileNumber);
    const code = await lastCodeSent(app, mobileNumber);
    const [row] = await db.select().from(otpCodes).where(eq(otpCodes.mobileNumber, mobileNumber));
    expect(row?.codeHash).toBeDefined();
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash.length).toBeGreaterThan(40);
  });

  it("deletes a code once a day old, not before: the periodic sweep's", async () => {
    const mobileNumber = newMobileNumber();
    await requestCode(mobileNumber);
    await expectSweptAfter(
      time,
      24 * 3600,
      (now) => sweepSigninCodes(db, now),
      async () => (await db.select().from(otpCodes).where(eq(otpCodes.mobileNumber, mobileNumber))).length,
    );
  });

  it('refuses a new code for the same number within the ttl, with the seconds to wait', async () => {
    const mobileNumber = newMobileNumber();
    expect((await requestCode(mobileNumber)).status).toBe(200);
    time.advance(30);
    const early = await requestCode(mobileNumber);
    expect(early.status).toBe(429);
    expect(early.headers['retry-after']).toBe('90');
    expect(early.body).toEqual({ detail: 'برای دریافت کد جدید لطفا ۹۰ ثانیه دیگر صبر کنید.', retry_after: 90 });
    time.advance(90);
    expect((await requestCode(mobileNumber)).status).toBe(200);
  });

  it('sends at most five codes an hour to a number', async () => {
    const mobileNumber = newMobileNumber();
    for (let sent = 0; sent < 5; sent++) {
      expect((await requestCode(mobileNumber)).status).toBe(200);
      time.advance(600);
    }
    // The first code went 50 minutes ago: it leaves the hour's window in 10 minutes.
    const refused = await requestCode(mobileNumber);
    expect(refused.status).toBe(429);
    expect(refused.body.retry_after).toBe(600);
    expect(refused.headers['retry-after']).toBe('600');
    expect(refused.body.detail).toBe('تعداد درخواست‌ها بیش از حد مجاز است. لطفا ۶۰۰ ثانیه دیگر دوباره تلاش کنید.');
    time.advance(600);
    expect((await requestCode(mobileNumber)).status).toBe(200);
  });

  it('sends at most twenty codes an hour from one client address, whatever the numbers', async () => {
    const clientAddress = newClientAddress();
    for (let sent = 0; sent < 20; sent++) expect((await requestCode(newMobileNumber(), clientAddress)).status).toBe(200);
    const refused = await requestCode(newMobileNumber(), clientAddress);
    expect(refused.status).toBe(429);
    expect(refused.body.retry_after).toBeGreaterThan(3000);
    expect(Number(refused.headers['retry-after'])).toBe(refused.body.retry_after);
    expect((await requestCode(newMobileNumber(), newClientAddress())).status).toBe(200);
    time.advance(3601);
    expect((await requestCode(newMobileNumber(), clientAddress)).status).toBe(200);
  });
});

describe('POST /api/users/otp/signin/verify', () => {
  it('answers a token for the right code and creates the customer on the first sign-in only', async () => {
    const mobileNumber = newMobileNumber();
    await requestCode(mobileNumber);
    const { status, body } = await verify(toPersian(mobileNumber), toPersian(await lastCodeSent(app, mobileNumber)));
    expect(status).toBe(200);
    const { token } = OtpVerifyResponseSchema.parse(body);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const first = ProfileSchema.parse((await me(`Token ${token}`)).body);
    expect(first.mobile_number).toBe(mobileNumber);
    expect(first.username).toBe(mobileNumber);
    expect(first.is_profile_completed).toBe(false);

    time.advance(121);
    const again = await signIn(app, mobileNumber);
    expect(again.token).not.toBe(token);
    expect((await me(again.auth.authorization)).body.id).toBe(first.id);
  });

  it('refuses a wrong code, voids the code after five wrong tries, and refuses the right one on the sixth', async () => {
    const mobileNumber = newMobileNumber();
    await requestCode(mobileNumber);
    const code = await lastCodeSent(app, mobileNumber);
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await verify(mobileNumber, wrongCodeFor(code));
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ code: ['کد وارد شده نادرست است، لطفا دوباره تلاش کنید.'] });
    }
    const fifth = await verify(mobileNumber, wrongCodeFor(code));
    expect(fifth.body).toEqual({ code: ['تعداد تلاش‌های نادرست از حد مجاز گذشت. لطفا کد جدید دریافت کنید.'] });
    const sixth = await verify(mobileNumber, code);
    expect(sixth.status).toBe(400);
    expect(sixth.body).toEqual({ code: ['تعداد تلاش‌های نادرست از حد مجاز گذشت. لطفا کد جدید دریافت کنید.'] });

    time.advance(120);
    await requestCode(mobileNumber);
    expect((await verify(mobileNumber, await lastCodeSent(app, mobileNumber))).status).toBe(200);
  });

  it('refuses an expired code and a code used once already', async () => {
    const late = newMobileNumber();
    await requestCode(late);
    const lateCode = await lastCodeSent(app, late);
    time.advance(120);
    const expired = await verify(late, lateCode);
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ code: ['کد منقضی شده است. لطفا کد جدید دریافت کنید.'] });

    const onTime = newMobileNumber();
    await requestCode(onTime);
    const code = await lastCodeSent(app, onTime);
    time.advance(119);
    expect((await verify(onTime, code)).status).toBe(200);
    expect((await verify(onTime, code)).body).toEqual({ code: ['کد منقضی شده است. لطفا کد جدید دریافت کنید.'] });
    expect((await verify(newMobileNumber(), '1234')).status).toBe(400);
  });

  it('only the newest code of a number signs in', async () => {
    const mobileNumber = newMobileNumber();
    await requestCode(mobileNumber);
    const older = await lastCodeSent(app, mobileNumber);
    time.advance(120);
    await requestCode(mobileNumber);
    const newer = await lastCodeSent(app, mobileNumber);
    if (older !== newer) expect((await verify(mobileNumber, older)).status).toBe(400);
    expect((await verify(mobileNumber, newer)).status).toBe(200);
  });

  it('checks the code shape in Persian', async () => {
    const { status, body } = await verify(newMobileNumber(), '12');
    expect(status).toBe(400);
    expect(body).toEqual({ code: ['کد باید ۴ رقم باشد.'] });
  });

  it('slows down many tries from one client address', async () => {
    const clientAddress = newClientAddress();
    const mobileNumber = newMobileNumber();
    for (let attempt = 0; attempt < 30; attempt++) expect((await verify(mobileNumber, '0000', clientAddress)).status).toBe(400);
    const refused = await verify(mobileNumber, '0000', clientAddress);
    expect(refused.status).toBe(429);
    expect(refused.body.retry_after).toBeGreaterThan(0);
    expect(refused.body.detail).toContain('ثانیه دیگر');
    expect(Number(refused.headers['retry-after'])).toBe(refused.body.retry_after);
  });
});

describe('the client address the per-address limits count', () => {
  const fromOneClient = (url: string, payload: object, forwardedFor: string, target = app) =>
    target.inject({ method: 'POST', url, remoteAddress: '192.0.2.77', headers: { 'x-forwarded-for': forwardedFor }, payload });

  it("is the connection's by default: a client sending X-Forwarded-For of its own choosing shares its limits", async () => {
    for (let sent = 0; sent < 20; sent++) {
      const answer = await fromOneClient('/api/users/otp/signin', { mobile_number: newMobileNumber() }, newClientAddress());
      expect(answer.statusCode).toBe(200);
    }
    const refused = await fromOneClient('/api/users/otp/signin', { mobile_number: newMobileNumber() }, newClientAddress());
    expect(refused.statusCode).toBe(429);

    const mobileNumber = newMobileNumber();
    for (let attempt = 0; attempt < 30; attempt++) {
      const answer = await fromOneClient(
        '/api/users/otp/signin/verify',
        { mobile_number: mobileNumber, code: '0000' },
        newClientAddress(),
      );
      expect(answer.statusCode).toBe(400);
    }
    const slowed = await fromOneClient(
      '/api/users/otp/signin/verify',
      { mobile_number: mobileNumber, code: '0000' },
      newClientAddress(),
    );
    expect(slowed.statusCode).toBe(429);
  });

  it('is the one the trusted proxy names, when TRUST_PROXY names the proxy', async () => {
    const behindProxy = await buildApp({ config: { ...app.config, TRUST_PROXY: ['192.0.2.0/24'] }, db, clock: time.clock });
    try {
      for (let sent = 0; sent < 25; sent++) {
        const answer = await fromOneClient(
          '/api/users/otp/signin',
          { mobile_number: newMobileNumber() },
          newClientAddress(),
          behindProxy,
        );
        expect(answer.statusCode).toBe(200);
      }
    } finally {
      await behindProxy.close();
    }
  });
});

describe('the Authorization header', () => {
  it('takes `Token` and `Bearer`, and answers 401 in Persian without a token or with a bad one', async () => {
    const { token } = await signIn(app);
    expect((await me(`Token ${token}`)).status).toBe(200);
    expect((await me(`Bearer ${token}`)).status).toBe(200);
    expect(await me()).toEqual({ status: 401, body: { detail: 'اطلاعات ورود ارسال نشده است.' } });
    for (const bad of [`Token ${token.slice(0, -2)}xx`, 'Token nonsense', `Basic ${token}`]) {
      expect(await me(bad), bad).toEqual({ status: 401, body: { detail: 'توکن نامعتبر است.' } });
    }
  });

  it('treats a bad token on a public call as a visitor', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/products/public?limit=1',
      headers: { authorization: 'Token not-a-real-token-at-all-0000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().results[0].is_favorite).toBe(false);
  });

  it('answers 401 before reading the body of a customer call', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/users/me/addresses',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/users/logout', () => {
  it('revokes the token of the request only', async () => {
    const mobileNumber = newMobileNumber();
    const phone = await signIn(app, mobileNumber);
    time.advance(120);
    const laptop = await signIn(app, mobileNumber);
    const out = await app.inject({ method: 'POST', url: '/api/users/logout', headers: phone.auth });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect(await me(phone.auth.authorization)).toEqual({ status: 401, body: { detail: 'توکن نامعتبر است.' } });
    expect((await me(laptop.auth.authorization)).status).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/users/logout', headers: phone.auth })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/users/logout' })).statusCode).toBe(401);
  });
});

describe('a restart', () => {
  it('keeps customers, tokens, their data and the code limits: all of it is in the database', async () => {
    const mobileNumber = newMobileNumber();
    const { auth } = await signIn(app, mobileNumber);
    const saved = await app.inject({ method: 'PATCH', url: '/api/users/me', headers: auth, payload: { first_name: 'سارا' } });
    expect(saved.statusCode).toBe(200);

    const restarted = await buildApp({ config: app.config, db, clock: time.clock });
    try {
      const profile = await restarted.inject({ method: 'GET', url: '/api/users/me', headers: auth });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().first_name).toBe('سارا');
      const resend = await restarted.inject({
        method: 'POST',
        url: '/api/users/otp/signin',
        remoteAddress: newClientAddress(),
        payload: { mobile_number: mobileNumber },
      });
      expect(resend.statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });
});

describe('API documents', () => {
  it('list the account calls', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/otp/signin',
        '/api/users/otp/signin/verify',
        '/api/users/logout',
        '/api/users/me',
        '/api/users/me/addresses',
        '/api/users/me/addresses/{id}',
        '/api/users/me/favorite_products',
        '/api/users/me/favorite_products/{id}',
        '/api/users/me/schedules',
        '/api/users/me/schedules/{id}',
        '/api/dev/sms-outbox',
      ]),
    );
    expect(document.paths['/api/users/me'].patch.requestBody.content).toHaveProperty('multipart/form-data');
  });
});
