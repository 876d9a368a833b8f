import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
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
