import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';

/**
 * Serialises transactions that check then write under one key (a customer's schedules, a number's sign-in codes):
 * the second waits for the first to commit, so two requests at once cannot both pass the check.
 */
export async function lockKey(tx: Transaction, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
