import { and, desc, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { authTokens, otpCodes } from './auth-tables.ts';

type Db = Database | Transaction;

/** The number's newest code: the only one that can sign in, as a new code replaces the ones before. */
export async function findNewestCode(db: Db, mobileNumber: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.mobileNumber, mobileNumber))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

/**
 * What the sending limits read, in one statement: when the number's newest code went, and how many codes went to
 * the number, and from the address, since a moment, with the first of each.
 */
export async function codesSent(db: Db, mobileNumber: string, clientAddress: string, since: Date) {
  const toNumber = eq(otpCodes.mobileNumber, mobileNumber);
  const fromClient = eq(otpCodes.clientAddress, clientAddress);
  const recent = gt(otpCodes.createdAt, since);
  const counted = (who: SQL) => sql`count(*) filter (where ${who} and ${recent})`.mapWith(Number);
  const first = (who: SQL) =>
    sql<Date | null>`min(${otpCodes.createdAt}) filter (where ${who} and ${recent})`.mapWith(otpCodes.createdAt);
  const [row] = await db
    .select({
      newest: sql<Date | null>`max(${otpCodes.createdAt}) filter (where ${toNumber})`.mapWith(otpCodes.createdAt),
      toNumber: counted(toNumber),
      firstToNumber: first(toNumber),
      fromClient: counted(fromClient),
      firstFromClient: first(fromClient),
    })
    .from(otpCodes)
    .where(or(toNumber, fromClient));
  return {
    newest: row?.newest ?? null,
    toNumber: { count: row?.toNumber ?? 0, first: row?.firstToNumber ?? null },
    fromClient: { count: row?.fromClient ?? 0, first: row?.firstFromClient ?? null },
  };
}

export async function insertCode(db: Db, values: typeof otpCodes.$inferInsert) {
  const [row] = await db.insert(otpCodes).values(values).returning({ id: otpCodes.id });
  if (!row) throw new Error('code insert returned no row');
  return row;
}

export async function deleteCode(db: Db, id: number) {
  await db.delete(otpCodes).where(eq(otpCodes.id, id));
}

/** Codes older than any limit's window serve no rule any more. */
export async function deleteCodesBefore(db: Db, before: Date) {
  await db.delete(otpCodes).where(lt(otpCodes.createdAt, before));
}

/** Counts one try, unless the code has had its tries; answers the tries so far, or undefined when none are left. */
export async function countTry(db: Db, id: number, maxTries: number): Promise<number | undefined> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxTries)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts;
}

/** Closes a code that signed someone in; false when another request used it first. */
export async function closeCode(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ closedAt: at })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.closedAt)))
    .returning({ id: otpCodes.id });
  return rows.length > 0;
}

export async function insertToken(db: Db, values: { userId: number; tokenHash: string; createdAt: Date }) {
  await db.insert(authTokens).values(values);
}

export async function findToken(db: Db, tokenHash: string) {
  const [row] = await db.select({ userId: authTokens.userId }).from(authTokens).where(eq(authTokens.tokenHash, tokenHash));
  return row;
}

export async function deleteToken(db: Db, tokenHash: string) {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
}
