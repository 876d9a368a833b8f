import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotencyKeys } from './idempotency-tables.ts';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Takes the key for this request; false when a row holds it already. A row another transaction is writing makes
 * this wait until that transaction ends (PostgreSQL's unique index does), so a twin never writes alongside it. A row
 * older than `expiredBefore` no longer holds its key: it is taken over, as if it had been swept.
 */
export async function claimKey(
  db: Database,
  values: { userId: number; key: string; fingerprint: string; createdAt: Date },
  expiredBefore: Date,
): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values(values)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { fingerprint: values.fingerprint, createdAt: values.createdAt, status: null, body: null },
      setWhere: lt(idempotencyKeys.createdAt, expiredBefore),
    })
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findKey(db: Database, userId: number, key: string): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function saveAnswer(db: Database, userId: number, key: string, answer: { status: number; body: unknown }) {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function deleteKeysBefore(db: Database, before: Date) {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
