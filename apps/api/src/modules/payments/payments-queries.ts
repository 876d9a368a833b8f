import { and, desc, eq, gt, isNotNull, lt, or } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { type AttemptStatus, paymentAttempts } from './payments-tables.ts';

type Db = Database | Transaction;

export type { AttemptStatus };
export type AttemptRow = typeof paymentAttempts.$inferSelect;

export async function insertAttempt(
  db: Db,
  values: { orderId: number; gateway: string; amount: number; createdAt: Date },
): Promise<AttemptRow> {
  const [row] = await db
    .insert(paymentAttempts)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  if (!row) throw new Error('payment attempt insert returned no row');
  return row;
}

export async function updateAttempt(
  db: Db,
  id: number,
  changes: Partial<Pick<AttemptRow, 'authority' | 'nextStep' | 'status' | 'verifyingSince' | 'failure'>> & { updatedAt: Date },
): Promise<void> {
  await db.update(paymentAttempts).set(changes).where(eq(paymentAttempts.id, id));
}

export async function findAttempt(db: Db, id: number): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.id, id));
  return row;
}

export async function findAttemptByAuthority(db: Db, gateway: string, authority: string): Promise<AttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.gateway, gateway), eq(paymentAttempts.authority, authority)));
  return row;
}

/** The order's newest attempt still open at the gateway for this amount and sent to a page since `since`. */
export async function findOpenAttempt(db: Db, orderId: number, gateway: string, amount: number, since: Date) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.orderId, orderId),
        eq(paymentAttempts.gateway, gateway),
        eq(paymentAttempts.amount, amount),
        eq(paymentAttempts.status, 'started'),
        isNotNull(paymentAttempts.nextStep),
        gt(paymentAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return row;
}

/**
 * Makes one callback the attempt's verifier: `started` → `verifying` in one conditional update, which PostgreSQL's
 * row lock lets only one request win. A claim older than `staleBefore` (a verifier that died) is taken over.
 */
export async function claimAttempt(db: Db, id: number, now: Date, staleBefore: Date): Promise<boolean> {
  const rows = await db
    .update(paymentAttempts)
    .set({ status: 'verifying', verifyingSince: now, updatedAt: now })
    .where(
      and(
        eq(paymentAttempts.id, id),
        or(
          eq(paymentAttempts.status, 'started'),
          and(eq(paymentAttempts.status, 'verifying'), lt(paymentAttempts.verifyingSince, staleBefore)),
        ),
      ),
    )
    .returning({ id: paymentAttempts.id });
  return rows.length > 0;
}
