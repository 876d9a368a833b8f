import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client.ts';

/**
 * Serialises transactions that check then write under one key (a customer's schedules, a number's sign-in codes):
 * the second waits for the first to commit, so two requests at once cannot both pass the check. Several keys are
 * taken in one statement, in the order given (the select list's, left to right): callers that lock the same keys
 * name them in one order, so that no two wait on each other.
 */
export async function lockKeys(tx: Transaction, ...keys: [string, ...string[]]): Promise<void> {
  const locks = keys.map((key) => sql`pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  await tx.execute(sql`select ${sql.join(locks, sql`, `)}`);
}
