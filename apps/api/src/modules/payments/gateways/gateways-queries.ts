import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { paymentRedirects, type SandboxPaymentStatus, sandboxPayments } from './gateways-tables.ts';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

export async function insertSandboxPayment(db: Database, payment: typeof sandboxPayments.$inferInsert) {
  await db.insert(sandboxPayments).values(payment);
}

export async function findSandboxPayment(db: Database, authority: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.authority, authority));
  return row;
}

/**
 * Moves a payment on only from the status it is expected to be in; answers the row when this call moved it, so that
 * of two concurrent presses or verifications exactly one wins.
 */
export async function moveSandboxPayment(
  db: Database,
  authority: string,
  from: SandboxPaymentStatus,
  change: { status: SandboxPaymentStatus; updatedAt: Date; referenceId?: string; cardPan?: string },
): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db
    .update(sandboxPayments)
    .set(change)
    .where(and(eq(sandboxPayments.authority, authority), eq(sandboxPayments.status, from)))
    .returning();
  return row;
}

export async function insertPaymentRedirect(db: Database, redirect: typeof paymentRedirects.$inferInsert) {
  await db.insert(paymentRedirects).values(redirect);
}

export async function findLivePaymentRedirect(db: Database, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(paymentRedirects)
    .where(and(eq(paymentRedirects.token, token), gt(paymentRedirects.expiresAt, now)));
  return row;
}

export async function deleteExpiredPaymentRedirects(db: Database, now: Date) {
  await db.delete(paymentRedirects).where(lt(paymentRedirects.expiresAt, now));
}
