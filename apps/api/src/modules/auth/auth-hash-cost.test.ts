import * as crypto from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { lastCodeSent, manualClock, newClientAddress, newMobileNumber } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';

// The code's hash is scrypt: counted here, still computed for real.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, scrypt: vi.fn(actual.scrypt) };
});
const hashes = vi.mocked(crypto.scrypt);

const time = manualClock();
const { app } = await createTestApp({
  clock: time.clock,
  env: { OTP_HOURLY_LIMIT_PER_NUMBER: '2', OTP_HOURLY_LIMIT_PER_CLIENT: '3' },
});

async function call(url: string, payload: object, clientAddress: string) {
  const response = await app.inject({ method: 'POST', url, remoteAddress: clientAddress, payload });
  return { status: response.statusCode, body: response.json() };
}
const requestCode = (mobileNumber: string, clientAddress = newClientAddress()) =>
  call('/api/users/otp/signin', { mobile_number: mobileNumber }, clientAddress);
const verify = (mobileNumber: string, code: string, clientAddress = newClientAddress()) =>
  call('/api/users/otp/signin/verify', { mobile_number: mobileNumber, code }, clientAddress);

/** How many hashes a call computed, and its answer. */
async function hashesOf(send: () => Promise<{ status: number; body: unknown }>) {
  const before = hashes.mock.calls.length;
  const answer = await send();
  return { ...answer, hashes: hashes.mock.calls.length - before };
}

beforeEach(() => {
  time.advance(3600);
});

describe('a sign-in code request refused by a limit', () => {
  it('computes no hash: not within the ttl, nor past the hourly limits of a number or of an address', async () => {
    const mobileNumber = newMobileNumber();
    expect(await hashesOf(() => requestCode(mobileNumber))).toMatchObject({ status: 200, hashes: 1 });
    const early = await hashesOf(() => requestCode(mobileNumber));
    expect(early).toMatchObject({ status: 429, hashes: 0 });
    expect(early.body).toEqual({ detail: 'برای دریافت کد جدید لطفا ۱۲۰ ثانیه دیگر صبر کنید.', retry_after: 120 });

    time.advance(120);
    expect((await requestCode(mobileNumber)).status).toBe(200);
    time.advance(120);
    const overNumber = await hashesOf(() => requestCode(mobileNumber));
    expect(overNumber).toMatchObject({ status: 429, hashes: 0 });
    expect(overNumber.body).toEqual({
      detail: 'تعداد درخواست‌ها بیش از حد مجاز است. لطفا ۳۳۶۰ ثانیه دیگر دوباره تلاش کنید.',
      retry_after: 3360,
    });

    const clientAddress = newClientAddress();
    for (let sent = 0; sent < 3; sent++) expect((await requestCode(newMobileNumber(), clientAddress)).status).toBe(200);
    expect(await hashesOf(() => requestCode(newMobileNumber(), clientAddress))).toMatchObject({ status: 429, hashes: 0 });
  });
});

describe('a code check refused before the comparison', () => {
  it('computes no hash without a live code, after the tries are spent, or past the per-address limit', async () => {
    expect(await hashesOf(() => verify(newMobileNumber(), '1234'))).toMatchObject({ status: 400, hashes: 0 });

    const mobileNumber = newMobileNumber();
    await requestCode(mobileNumber);
    const code = await lastCodeSent(app, mobileNumber);
    const wrong = code === '0000' ? '0001' : '0000';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await hashesOf(() => verify(mobileNumber, wrong))).toMatchObject({ status: 400, hashes: 1 });
    }
    const spent = await hashesOf(() => verify(mobileNumber, code));
    expect(spent).toMatchObject({ status: 400, hashes: 0 });
    expect(spent.body).toEqual({ code: ['تعداد تلاش‌های نادرست از حد مجاز گذشت. لطفا کد جدید دریافت کنید.'] });

    const clientAddress = newClientAddress();
    for (let attempt = 0; attempt < 30; attempt++) await verify(newMobileNumber(), '1234', clientAddress);
    expect(await hashesOf(() => verify(newMobileNumber(), '1234', clientAddress))).toMatchObject({ status: 429, hashes: 0 });
  });
});
