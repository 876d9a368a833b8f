import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
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

export async function updateUser(db: Database, id: number, changes: UserChanges): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}
