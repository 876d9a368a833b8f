import { and, asc, count, desc, eq, gt, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { signupLinks } from './signup-links-tables.ts';

export type SignupLinkRow = typeof signupLinks.$inferSelect;
export type SignupLinkValues = Omit<typeof signupLinks.$inferInsert, 'id' | 'uses' | 'lastUsedAt' | 'createdAt'>;

export async function insertSignupLink(db: Database, values: SignupLinkValues): Promise<SignupLinkRow> {
  const [row] = await db.insert(signupLinks).values(values).returning();
  if (!row) throw new Error('signup link insert returned no row');
  return row;
}

export async function findSignupLink(db: Database, code: string): Promise<SignupLinkRow | undefined> {
  const [row] = await db.select().from(signupLinks).where(eq(signupLinks.code, code));
  return row;
}

/** The link's row, held until the transaction ends: submissions of one link are counted one at a time. */
export async function lockSignupLink(tx: Transaction, code: string): Promise<SignupLinkRow | undefined> {
  const [row] = await tx.select().from(signupLinks).where(eq(signupLinks.code, code)).for('update');
  return row;
}

export async function countUse(tx: Transaction, id: number, now: Date): Promise<void> {
  await tx
    .update(signupLinks)
    .set({ uses: sql`${signupLinks.uses} + 1`, lastUsedAt: now })
    .where(eq(signupLinks.id, id));
}

// The back office's list and changes of the links.

const searchable = sql`${signupLinks.firstName} || ' ' || ${signupLinks.lastName} || ' ' || ${signupLinks.mobileNumber} || ' ' || ${signupLinks.code}`;

export interface SignupLinkFilters {
  /** Every word must be in the names, the mobile number or the code. */
  words: string[];
  /** Links that still take a form at `now`, or those used up or expired. */
  usable?: { usable: boolean; now: Date };
}

export async function findSignupLinkPage(
  db: Database,
  filters: SignupLinkFilters,
  page: { limit: number; offset: number; orderBy: 'created_at' | 'expires_at' | 'uses'; descending: boolean },
) {
  const conditions: (SQL | undefined)[] = filters.words.map((word) => ilike(searchable, `%${escapeLike(word)}%`));
  if (filters.usable) {
    const { usable, now } = filters.usable;
    conditions.push(
      usable
        ? and(lt(signupLinks.uses, signupLinks.maxUses), gt(signupLinks.expiresAt, now))
        : or(sql`${signupLinks.uses} >= ${signupLinks.maxUses}`, lte(signupLinks.expiresAt, now)),
    );
  }
  const where = and(...conditions);
  const direction = page.descending ? desc : asc;
  const column = { created_at: signupLinks.createdAt, expires_at: signupLinks.expiresAt, uses: signupLinks.uses }[page.orderBy];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(signupLinks)
      .where(where)
      .orderBy(direction(column), direction(signupLinks.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(signupLinks).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findSignupLinkById(db: Database, id: number): Promise<SignupLinkRow | undefined> {
  const [row] = await db.select().from(signupLinks).where(eq(signupLinks.id, id));
  return row;
}

/** Held until the transaction ends: a change waits for a form being counted, and the other way round. */
export async function lockSignupLinkById(tx: Transaction, id: number): Promise<SignupLinkRow | undefined> {
  const [row] = await tx.select().from(signupLinks).where(eq(signupLinks.id, id)).for('update');
  return row;
}

export async function updateSignupLink(tx: Transaction, id: number, values: Partial<SignupLinkValues>): Promise<SignupLinkRow> {
  const [row] = await tx.update(signupLinks).set(values).where(eq(signupLinks.id, id)).returning();
  if (!row) throw new Error('signup link update returned no row');
  return row;
}

export async function deleteSignupLink(tx: Transaction, id: number): Promise<void> {
  await tx.delete(signupLinks).where(eq(signupLinks.id, id));
}
