import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
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

/**
 * The order's newest attempt still open at the gateway for this amount and sent to a page since `since`, that no
 * callback came back from: a page the customer left unpaid is not offered again.
 */
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
        isNull(paymentAttempts.failure),
        isNotNull(paymentAttempts.nextStep),
        gt(paymentAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return row;
}

/** An attempt anyone may claim: open, unsettled, or claimed by a verifier that died (its claim older than `staleBefore`). */
const claimable = (staleBefore: Date) =>
  or(
    inArray(paymentAttempts.status, ['started', 'unsettled']),
    and(eq(paymentAttempts.status, 'verifying'), lt(paymentAttempts.verifyingSince, staleBefore)),
  );

/**
 * Makes one callback (or the reconciler) the attempt's verifier: → `verifying` in one conditional update, which
 * PostgreSQL's row lock lets only one request win. Answers the claimed row, or nothing when another holds it.
 */
export async function claimAttempt(db: Db, id: number, now: Date, staleBefore: Date): Promise<AttemptRow | undefined> {
  const [row] = await db
    .update(paymentAttempts)
    .set({ status: 'verifying', verifyingSince: now, updatedAt: now })
    .where(and(eq(paymentAttempts.id, id), claimable(staleBefore)))
    .returning();
  return row;
}

/**
 * The attempts whose fate the shop must learn from the gateway itself: open ones whose bank session ended (the
 * customer never came back, or came back unpaid), unsettled ones, and claims of verifiers that died; oldest first.
 */
export function findAttemptsToReconcile(db: Db, sessionStartedBefore: Date, staleBefore: Date, limit: number) {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      or(
        and(eq(paymentAttempts.status, 'started'), lt(paymentAttempts.createdAt, sessionStartedBefore)),
        eq(paymentAttempts.status, 'unsettled'),
        and(eq(paymentAttempts.status, 'verifying'), lt(paymentAttempts.verifyingSince, staleBefore)),
      ),
    )
    .orderBy(asc(paymentAttempts.id))
    .limit(limit);
}

/** Attempts not yet settled: whatever the bank did with them is still to be learnt. */
const OPEN_STATUSES = ['started', 'verifying', 'unsettled'] as const;

/** The orders, of these, with an attempt not yet settled. */
export async function ordersWithOpenAttempts(db: Db, orderIds: number[]): Promise<number[]> {
  if (!orderIds.length) return [];
  const rows = await db
    .selectDistinct({ orderId: paymentAttempts.orderId })
    .from(paymentAttempts)
    .where(and(inArray(paymentAttempts.orderId, orderIds), inArray(paymentAttempts.status, OPEN_STATUSES)));
  return rows.map((row) => row.orderId);
}

/** Whether the shop is still learning from the bank what became of one of the order's payments. */
export async function isBeingVerified(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.status, ['verifying', 'unsettled'])))
    .limit(1);
  return row !== undefined;
}
