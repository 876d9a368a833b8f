import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { sharedRateLimitStore, sweepRateLimitWindows } from './rate-limits-service.ts';
import { rateLimitHits } from './rate-limits-tables.ts';

const { db } = await createTestApp();
const Store = sharedRateLimitStore(db);
const storeOf = (method: string, url: string, options: object = {}) =>
  new Store({}).child({ routeInfo: { method, url }, ...options } as unknown as Parameters<FastifyRateLimitStore['child']>[0]);

/**
 * The database's clock passes the end of `key`'s window, as it would have a minute later: windows are counted by that
 * clock, which a test cannot move, so the window is moved instead.
 */
const windowEnds = (key: string) =>
  db.update(rateLimitHits).set({ windowEndsAt: sql`now() - interval '1 second'` }).where(eq(rateLimitHits.key, key));

const hit = (store: FastifyRateLimitStore, key: string, windowMs: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), windowMs, 10),
  );

describe('the rate limits kept in the database', () => {
  it('count a key within its window, say how long the window has left, and start again once it ends', async () => {
    const store = storeOf('POST', '/api/users/otp/signin/verify');
    const first = await hit(store, '198.51.100.7', 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await hit(store, '198.51.100.7', 60_000)).current).toBe(2);
    expect((await hit(store, '198.51.100.7', 60_000)).current).toBe(3);
    await windowEnds('POST /api/users/otp/signin/verify\n198.51.100.7');
    expect((await hit(store, '198.51.100.7', 60_000)).current).toBe(1);
  });

  it('count each route and each key apart', async () => {
    const signup = storeOf('POST', '/api/signup_links/:code');
    const picture = storeOf('PATCH', '/api/users/me');
    expect((await hit(signup, '203.0.113.9', 60_000)).current).toBe(1);
    expect((await hit(signup, '203.0.113.9', 60_000)).current).toBe(2);
    expect((await hit(picture, '203.0.113.9', 60_000)).current).toBe(1);
    expect((await hit(signup, '203.0.113.10', 60_000)).current).toBe(1);
  });

  it('are swept of the windows that have ended, and keep those still counting', async () => {
    const store = storeOf('POST', '/api/users/otp/signin');
    await hit(store, '198.51.100.20', 60_000);
    await hit(store, '198.51.100.21', 60_000);
    await windowEnds('POST /api/users/otp/signin\n198.51.100.20');
    await sweepRateLimitWindows(db);
    const keys = (await db.select({ key: rateLimitHits.key }).from(rateLimitHits)).map((row) => row.key);
    expect(keys).not.toContain('POST /api/users/otp/signin\n198.51.100.20');
    expect(keys).toContain('POST /api/users/otp/signin\n198.51.100.21');
    expect((await hit(store, '198.51.100.21', 60_000)).current).toBe(2);
  });

  it('refuse the options that would need other arithmetic, rather than ignore them', () => {
    expect(() => storeOf('POST', '/x', { continueExceeding: true })).toThrow(/no continueExceeding or exponentialBackoff/);
    expect(() => storeOf('POST', '/x', { exponentialBackoff: true })).toThrow(/no continueExceeding or exponentialBackoff/);
  });
});
