import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { OtpVerifyResponse } from '@shop/contract/auth';
import type { Paginated } from '@shop/contract/query';
import type { SmsOutboxMessage } from '@shop/contract/sms';

/** The code the outbox provider kept instead of sending an SMS (development only). */
export async function codeSentTo(request: APIRequestContext, mobileNumber: string): Promise<string> {
  const outbox = (await (
    await request.get(`/api/dev/sms-outbox?mobile_number=${mobileNumber}`)
  ).json()) as Paginated<SmsOutboxMessage>;
  // Order messages (a new status) sit in the outbox too, without a code.
  const newest = outbox.results.find((message) => message.code);
  if (!newest) throw new Error(`no code was sent to ${mobileNumber}`);
  return newest.code;
}

/**
 * Tokens already given, kept in a file of this run's (playwright.config.ts): Playwright starts a new worker after a
 * failed test, and a number gets one code per two minutes, so a journey after a failure must not have to sign in again.
 */
const tokenFile = path.join(process.env.E2E_RUN_DIR ?? tmpdir(), 'shop-e2e-tokens.json');

function savedTokens(): Record<string, string> {
  try {
    return JSON.parse(readFileSync(tokenFile, 'utf8')) as Record<string, string>;
  } catch {
    return {};
  }
}

const tokens = new Map<string, Promise<string>>();

/** A customer's token, signed in through the API once per number: a number gets one code per two minutes. */
export function tokenFor(request: APIRequestContext, mobileNumber: string): Promise<string> {
  let token = tokens.get(mobileNumber);
  if (!token) {
    token = (async () => {
      // A token from an earlier worker of this run still works; one from an earlier run (another database) does not.
      const saved = savedTokens()[mobileNumber];
      if (saved && (await request.get('/api/users/me', { headers: { authorization: `Token ${saved}` } })).ok()) return saved;
      await request.post('/api/users/otp/signin', { data: { mobile_number: mobileNumber } });
      const code = await codeSentTo(request, mobileNumber);
      const answer = await request.post('/api/users/otp/signin/verify', { data: { mobile_number: mobileNumber, code } });
      const fresh = ((await answer.json()) as OtpVerifyResponse).token;
      writeFileSync(tokenFile, JSON.stringify({ ...savedTokens(), [mobileNumber]: fresh }));
      return fresh;
    })();
    tokens.set(mobileNumber, token);
  }
  return token;
}
