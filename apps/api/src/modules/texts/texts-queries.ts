import { and, asc, count, desc, eq, ilike, lt, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { textMessages, textSettings, textTemplates } from './texts-tables.ts';

export type TextMessageRow = typeof textMessages.$inferSelect;
export type TextState = TextMessageRow['state'];

const SETTINGS_ROW = 1;

/** Queues texts in the caller's transaction; an event already queued is left as it is (its key is taken). */
export async function insertTexts(tx: Transaction, rows: (typeof textMessages.$inferInsert)[]): Promise<void> {
  if (!rows.length) return;
  await tx.insert(textMessages).values(rows).onConflictDoNothing({ target: textMessages.eventKey });
}

const earlier = alias(textMessages, 'earlier');

/**
 * Takes the oldest text that is due and whose number waits for no older text, so that each phone gets its texts in
 * the order they were queued: locked rows are skipped, so that two workers never take the same text, and its next
 * attempt is pushed to `leaseUntil`, so that a worker that dies holding it leaves it to another after that.
 */
export async function claimDueText(tx: Transaction, now: Date, leaseUntil: Date): Promise<TextMessageRow | undefined> {
  const [due] = await tx
    .select({ id: textMessages.id })
    .from(textMessages)
    .where(
      and(
        eq(textMessages.state, 'pending'),
        lte(textMessages.nextAttemptAt, now),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.mobileNumber, textMessages.mobileNumber),
                eq(earlier.state, 'pending'),
                lt(earlier.id, textMessages.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(textMessages.id))
    .limit(1)
    .for('update', { of: textMessages, skipLocked: true });
  if (!due) return undefined;
  const [claimed] = await tx
    .update(textMessages)
    .set({ nextAttemptAt: leaseUntil, attempts: sql`${textMessages.attempts} + 1` })
    .where(eq(textMessages.id, due.id))
    .returning();
  return claimed;
}

export async function updateText(
  db: Database,
  id: number,
  values: Partial<Pick<TextMessageRow, 'state' | 'lastError' | 'nextAttemptAt' | 'sentAt'>>,
): Promise<void> {
  await db.update(textMessages).set(values).where(eq(textMessages.id, id));
}

export async function findTextsPage(
  db: Database,
  filter: { state: TextState | undefined; number: string | undefined },
  page: { limit: number; offset: number; ascending: boolean },
) {
  const where = and(
    filter.state === undefined ? undefined : eq(textMessages.state, filter.state),
    filter.number === undefined ? undefined : ilike(textMessages.mobileNumber, `%${filter.number}%`),
  );
  const order = page.ascending ? asc(textMessages.id) : desc(textMessages.id);
  const [rows, [total]] = await Promise.all([
    db.select().from(textMessages).where(where).orderBy(order).limit(page.limit).offset(page.offset),
    db.select({ count: count() }).from(textMessages).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export function findTemplates(db: Database) {
  return db.select().from(textTemplates);
}

export async function findTemplate(db: Database, kind: string) {
  const [row] = await db.select().from(textTemplates).where(eq(textTemplates.kind, kind));
  return row;
}

export async function saveTemplate(tx: Transaction, kind: string, body: string, updatedAt: Date) {
  const [row] = await tx
    .insert(textTemplates)
    .values({ kind, body, updatedAt })
    .onConflictDoUpdate({ target: textTemplates.kind, set: { body, updatedAt } })
    .returning();
  if (!row) throw new Error('the text template was not saved');
  return row;
}

export async function deleteTemplate(tx: Transaction, kind: string) {
  const [row] = await tx.delete(textTemplates).where(eq(textTemplates.kind, kind)).returning();
  return row;
}

export async function findStaffNumbers(db: Database): Promise<string[]> {
  const [row] = await db.select().from(textSettings).where(eq(textSettings.id, SETTINGS_ROW));
  return row?.staffMobileNumbers ?? [];
}

export async function saveStaffNumbers(tx: Transaction, numbers: string[]): Promise<void> {
  await tx
    .insert(textSettings)
    .values({ id: SETTINGS_ROW, staffMobileNumbers: numbers })
    .onConflictDoUpdate({ target: textSettings.id, set: { staffMobileNumbers: numbers } });
}
