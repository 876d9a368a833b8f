import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_CODE_LENGTH } from '@shop/contract/constants';
import { messages, messageWith } from '@shop/contract/messages';
import type { Database, Transaction } from '../../db/client.ts';
import { lockKeys } from '../../lib/advisory-lock.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError, InvalidError, TooManyRequestsError } from '../../lib/errors.ts';
import type { SignedInUser } from '../../plugins/auth.ts';
import type { SmsProvider } from '../sms/sms-service.ts';
import { findOrCreateUser } from '../users/users-service.ts';
import * as queries from './auth-queries.ts';

/** Wrong tries a code takes before it is void. */
export const MAX_CODE_TRIES = 5;
const HOUR_MS = 3600_000;

export interface OtpPolicy {
  ttlSeconds: number;
  hourlyLimitPerNumber: number;
  hourlyLimitPerClient: number;
}

export interface AuthDependencies {
  db: Database;
  sms: SmsProvider;
  clock: Clock;
  policy: OtpPolicy;
  /** The key codes are hashed with, kept out of the database (auth-code-key.ts). */
  codeKey: Buffer;
}

// A 4-digit code has 10,000 values: any hash anyone can compute gives it away to whoever reads the table, however
// slow. Keyed with a secret that is not in the database, the table alone gives nothing to try codes against, and a
// hash costs microseconds, where scrypt cost each sign-in ~80 ms of CPU (docs/decisions/0030).
const keyedHash = (key: Buffer, code: string, salt: Buffer) => createHmac('sha256', key).update(salt).update(code).digest();

function hashCode(key: Buffer, code: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('base64url')}.${keyedHash(key, code, salt).toString('base64url')}`;
}

function codeMatches(key: Buffer, code: string, stored: string): boolean {
  const [salt, hash] = stored.split('.');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = keyedHash(key, code, Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const newCode = () => String(randomInt(0, 10 ** OTP_CODE_LENGTH)).padStart(OTP_CODE_LENGTH, '0');

/** Tokens carry 256 random bits; only their SHA-256 is stored, which is enough for a secret that long. */
const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Latin digits, and last the origin-bound line `@host #code` (https://wicg.github.io/sms-one-time-codes/): Chrome on
 * Android hands the code to the shop's page through WebOTP and Safari offers it above the keyboard, each only on that
 * host, so a look-alike site gets nothing. The host has no port: the format names none.
 */
const codeText = (code: string, host: string) =>
  `کد ورود شما به فروشگاه: ${code}\nاین کد را در اختیار دیگران قرار ندهید.\n\n@${host} #${code}`;

const secondsUntil = (moment: number, now: number) => Math.max(1, Math.ceil((moment - now) / 1000));

/**
 * Why a new code for this number, from this address, is refused now, or nothing: one per ttl and a few an hour for a
 * number, more an hour for a client address. One read, so that a refused request costs one indexed query.
 */
async function sendingRefusal(
  db: Database | Transaction,
  policy: OtpPolicy,
  mobileNumber: string,
  clientAddress: string,
  now: number,
): Promise<TooManyRequestsError | undefined> {
  const sent = await queries.codesSent(db, mobileNumber, clientAddress, new Date(now - HOUR_MS));
  const resendAt = sent.newest ? sent.newest.getTime() + policy.ttlSeconds * 1000 : 0;
  if (resendAt > now) {
    const wait = secondsUntil(resendAt, now);
    return new TooManyRequestsError(wait, messageWith.codeResendWait(wait));
  }
  for (const window of [
    { used: sent.toNumber, limit: policy.hourlyLimitPerNumber },
    { used: sent.fromClient, limit: policy.hourlyLimitPerClient },
  ]) {
    if (window.used.count >= window.limit && window.used.first) {
      return new TooManyRequestsError(secondsUntil(window.used.first.getTime() + HOUR_MS, now));
    }
  }
  return undefined;
}

/**
 * Sends a new sign-in code, within the limits. The limits are read first, outside any transaction, so that a flood
 * of refused requests costs one indexed read each. The code's row is then written under locks on the number and the
 * address, after the limits are read again, so that two requests at once cannot both pass; if the provider fails,
 * the row goes and nothing counts.
 */
export async function sendSigninCode(
  { db, sms, clock, policy, codeKey }: AuthDependencies,
  mobileNumber: string,
  client: { address: string; shopHost: string },
): Promise<{ ttl: number }> {
  const clientAddress = client.address;
  const now = clock().getTime();
  const refused = await sendingRefusal(db, policy, mobileNumber, clientAddress, now);
  if (refused) throw refused;
  const code = newCode();
  const codeHash = hashCode(codeKey, code);

  const created = await db.transaction(async (tx) => {
    // Locked on the address as well as the number: requests from one address for different numbers, in any of the
    // processes, would otherwise all read the address's count before any wrote. Always address first, so no two wait
    // on each other.
    await lockKeys(tx, `otp-client:${clientAddress}`, `otp:${mobileNumber}`);
    const refusedMeanwhile = await sendingRefusal(tx, policy, mobileNumber, clientAddress, now);
    if (refusedMeanwhile) throw refusedMeanwhile;
    return queries.insertCode(tx, {
      mobileNumber,
      codeHash,
      clientAddress,
      createdAt: new Date(now),
      expiresAt: new Date(now + policy.ttlSeconds * 1000),
    });
  });

  try {
    await sms.sendCode({ mobileNumber, code, text: codeText(code, client.shopHost) });
  } catch (error) {
    await queries.deleteCode(db, created.id);
    throw new HttpError(503, messages.smsFailed, { cause: error });
  }
  return { ttl: policy.ttlSeconds };
}

/** Forgets codes a day old, long past any limit's hour: the periodic sweep's. */
export function sweepSigninCodes(db: Database, now: Date): Promise<void> {
  return queries.deleteCodesBefore(db, new Date(now.getTime() - 24 * HOUR_MS));
}

const codeRefused = (message: string) => new InvalidError({ code: [message] });

/**
 * Checks the code sent to the number and answers a new token; the customer is created on their first sign-in.
 * Every try counts before the comparison, so the sixth try of a code is refused even when it is right.
 */
export async function verifySigninCode(
  { db, clock, codeKey }: Pick<AuthDependencies, 'db' | 'clock' | 'codeKey'>,
  mobileNumber: string,
  code: string,
): Promise<{ token: string }> {
  const now = clock();
  const newest = await queries.findNewestCode(db, mobileNumber);
  if (!newest || newest.closedAt || newest.expiresAt <= now) throw codeRefused(messages.codeExpired);
  const tries = await queries.countTry(db, newest.id, MAX_CODE_TRIES);
  if (tries === undefined) throw codeRefused(messages.codeTriesExhausted);
  if (!codeMatches(codeKey, code, newest.codeHash)) {
    throw codeRefused(tries >= MAX_CODE_TRIES ? messages.codeTriesExhausted : messages.codeWrong);
  }
  if (!(await queries.closeCode(db, newest.id, now))) throw codeRefused(messages.codeExpired);

  const user = await findOrCreateUser(db, mobileNumber);
  const token = newToken();
  await queries.insertToken(db, { userId: user.id, tokenHash: hashToken(token), createdAt: now });
  return { token };
}

/** The customer a token belongs to, or null for an unknown or revoked token. */
export async function userOfToken(db: Database, token: string): Promise<SignedInUser | null> {
  const tokenHash = hashToken(token);
  // Read at every request, never kept: a token signed out or revoked is refused by every process at its next request.
  const found = await queries.findToken(db, tokenHash);
  return found ? { id: found.userId, tokenHash } : null;
}

/** Logout: this token stops working, in every process; the customer's other devices stay signed in. */
export async function revokeToken(db: Database, user: SignedInUser): Promise<void> {
  await queries.deleteToken(db, user.tokenHash);
}
