import { messages } from '@shop/contract/messages';
import { type Database, inTransaction } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/errors.ts';
import type { IdempotencyClaim, WriteAnswer } from '../../lib/idempotency.ts';
import * as queries from './idempotency-queries.ts';

/** How long a key is remembered: long enough for a phone that lost its answer to come back online and retry. */
export const KEY_LIFETIME_MS = 24 * 3600_000;

function replay<Body>(earlier: queries.IdempotencyKeyRow, claim: IdempotencyClaim): WriteAnswer<Body> {
  if (earlier.fingerprint !== claim.fingerprint) throw new HttpError(422, messages.idempotencyKeyReused);
  if (earlier.status === null) throw new Error('an idempotency key was read before its answer was written');
  return { status: earlier.status, body: earlier.body as Body, replayed: true };
}

/**
 * Runs a customer's write once per Idempotency-Key: the first request writes, inside a transaction that also keeps
 * its answer under the key; a retry, or a twin sent at the same moment, gets that answer without writing again. A
 * write that fails keeps nothing, so its retry runs afresh. Without a key the write simply runs.
 */
export async function writeOnce<Body>(
  { db, clock }: { db: Database; clock: Clock },
  userId: number,
  claim: IdempotencyClaim | undefined,
  write: (db: Database) => Promise<{ status: number; body: Body }>,
): Promise<WriteAnswer<Body>> {
  if (!claim) return { ...(await write(db)), replayed: false };
  const now = clock();
  const expiredBefore = new Date(now.getTime() - KEY_LIFETIME_MS);
  return inTransaction(db, async (tx) => {
    const row = { userId, key: claim.key, fingerprint: claim.fingerprint, createdAt: now };
    while (!(await queries.claimKey(tx, row, expiredBefore))) {
      const earlier = await queries.findKey(tx, userId, claim.key);
      if (earlier) return replay<Body>(earlier, claim);
      // The row that held the key was swept in between: the key is free again.
    }
    const answer = await write(tx);
    await queries.saveAnswer(tx, userId, claim.key, answer);
    return { ...answer, replayed: false };
  });
}

/** Forgets the keys past their lifetime: the periodic sweep's, as a write takes over an expired key itself. */
export function sweepIdempotencyKeys(db: Database, now: Date): Promise<void> {
  return queries.deleteKeysBefore(db, new Date(now.getTime() - KEY_LIFETIME_MS));
}
