import type { StaffRole } from '@shop/contract/staff';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { escapeLike } from '../../lib/escape-like.ts';
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
 * Applies the changes; answers the row after them, with the row before them when they replace the avatar, or nothing
 * when the customer is gone. A new avatar's row is read under its lock first, so two changes at once each see the
 * other's result as `before` (a replaced avatar is never missed); any other change is one statement.
 */
export async function updateUser(
  db: Database,
  id: number,
  changes: UserChanges,
): Promise<{ before?: UserRow; after: UserRow } | undefined> {
  const update = async (runner: Database) => {
    const [after] = await runner
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return after;
  };
  if (changes.avatar === undefined) {
    const after = await update(db);
    return after && { after };
  }
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) return undefined;
    const after = await update(tx);
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

/** Gives the account with this number a staff role, made if it has never signed in. */
export async function setStaffByNumber(db: Database, mobileNumber: string, staffRole: StaffRole): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ mobileNumber, staffRole })
    .onConflictDoUpdate({ target: users.mobileNumber, set: { staffRole } })
    .returning();
  if (!row) throw new Error('staff upsert returned no row');
  return row;
}

export interface CustomerFilters {
  /** Words of a name, folded as normalizeForSearch folds them; every one must be in the first or last name. */
  words?: string[];
  /** Latin digits somewhere in the mobile number. */
  digits?: string;
  isStaff?: boolean;
  /** Only these customers (`include`), or all but these. */
  ids?: { include: boolean; ids: number[] };
}

/**
 * A name as the search compares it: Arabic letters folded to their Persian forms and non-joiners dropped, as
 * normalizeForSearch writes the search, so that «علی‌رضا» typed on an Arabic keyboard or without the joiner is found.
 */
const ARABIC_FORMS = 'يىئكةۀأإآٱؤ\u200c';
const PERSIAN_FORMS = 'یییکههااااو';
const searchableName = sql`translate(lower(${users.firstName} || ' ' || ${users.lastName}), ${ARABIC_FORMS}, ${PERSIAN_FORMS})`;

export async function findCustomerPage(
  db: Database,
  filters: CustomerFilters,
  page: { limit: number; offset: number; orderBy: 'created_at' | 'last_name'; descending: boolean },
): Promise<{ rows: UserRow[]; count: number }> {
  const conditions: (SQL | undefined)[] = [];
  if (filters.words?.length) {
    conditions.push(...filters.words.map((word) => sql`${searchableName} like ${`%${escapeLike(word)}%`}`));
  }
  if (filters.digits) conditions.push(ilike(users.mobileNumber, `%${escapeLike(filters.digits)}%`));
  if (filters.isStaff !== undefined) conditions.push(filters.isStaff ? isNotNull(users.staffRole) : isNull(users.staffRole));
  if (filters.ids) {
    const { include, ids } = filters.ids;
    if (include) conditions.push(ids.length ? inArray(users.id, ids) : sql`false`);
    else if (ids.length) conditions.push(notInArray(users.id, ids));
  }
  const where = and(...conditions);
  const direction = page.descending ? desc : asc;
  const order =
    page.orderBy === 'last_name'
      ? [direction(users.lastName), direction(users.firstName), direction(users.id)]
      : [direction(users.createdAt), direction(users.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(users).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** Every member of staff, held until the transaction ends, always in the same order so that two holders never deadlock. */
export function lockStaff(tx: Transaction): Promise<UserRow[]> {
  return tx.select().from(users).where(isNotNull(users.staffRole)).orderBy(asc(users.id)).for('update');
}

export async function lockUser(tx: Transaction, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function setStaffRole(tx: Transaction, id: number, staffRole: StaffRole | null, now: Date): Promise<UserRow> {
  const [row] = await tx.update(users).set({ staffRole, updatedAt: now }).where(eq(users.id, id)).returning();
  if (!row) throw new Error('staff update returned no row');
  return row;
}
