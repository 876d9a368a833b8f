import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { users } from './users-tables.ts';

export type UserRow = typeof users.$inferSelect;
export type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id' | 'mobileNumber' | 'createdAt'>>;

export async function findUser(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The customer with this number, created when it signs in for the first time (two first sign-ins at once agree). */
export async function findOrInsertUser(db: Database, mobileNumber: string): Promise<UserRow> {
  await db.insert(users).values({ mobileNumber }).onConflictDoNothing({ target: users.mobileNumber });
  const [row] = await db.select().from(users).where(eq(users.mobileNumber, mobileNumber));
  if (!row) throw new Error('user insert left no row');
  return row;
}

/**
 * Applies the changes; answers the row before and after them, or nothing when the customer is gone. The row is read
 * under its lock, so two changes at once each see the other's result as `before` (a replaced avatar is never missed).
 */
export async function updateUser(
  db: Database,
  id: number,
  changes: UserChanges,
): Promise<{ before: UserRow; after: UserRow } | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) return undefined;
    const [after] = await tx
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return after && { before, after };
  });
}

/**
 * The customer with this number, held until the transaction ends, or a new one made with `values`: `created` says
 * which. Two signups of one number at once agree, the second waiting for the first's row.
 */
export async function lockOrInsertUser(
  tx: Transaction,
  mobileNumber: string,
  values: UserChanges,
): Promise<{ row: UserRow; created: boolean }> {
  const [inserted] = await tx
    .insert(users)
    .values({ ...values, mobileNumber })
    .onConflictDoNothing({ target: users.mobileNumber })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [row] = await tx.select().from(users).where(eq(users.mobileNumber, mobileNumber)).for('update');
  if (!row) throw new Error('user insert left no row');
  return { row, created: false };
}

export async function fillUser(tx: Transaction, id: number, changes: UserChanges): Promise<void> {
  await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function findUsers(db: Database, ids: number[]): Promise<UserRow[]> {
  return ids.length ? db.select().from(users).where(inArray(users.id, ids)) : [];
}

/** Grants or takes the staff role of the account with this number, made if it has never signed in. */
export async function setStaffByNumber(db: Database, mobileNumber: string, isStaff: boolean): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ mobileNumber, isStaff })
    .onConflictDoUpdate({ target: users.mobileNumber, set: { isStaff } })
    .returning();
  if (!row) throw new Error('staff upsert returned no row');
  return row;
}
