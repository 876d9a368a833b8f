import { normalizeForSearch } from '@shop/contract/persian';
import { and, count, desc, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { addresses } from './addresses-tables.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const own = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

export async function findAddressPage(
  db: Database,
  userId: number,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const words = normalizeForSearch(search ?? '')
    .split(' ')
    .filter(Boolean);
  const where = and(eq(addresses.userId, userId), ...words.map((word) => like(addresses.searchText, `%${escapeLike(word)}%`)));
  const [rows, [total]] = await Promise.all([
    db.select().from(addresses).where(where).orderBy(desc(addresses.id)).limit(page.limit).offset(page.offset),
    db.select({ count: count() }).from(addresses).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findAddress(db: Database, userId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.select().from(addresses).where(own(userId, id));
  return row;
}

export async function insertAddress(db: Database, userId: number, values: AddressValues): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  if (!row) throw new Error('address insert returned no row');
  return row;
}

export async function updateAddress(db: Database, userId: number, id: number, values: AddressValues) {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(own(userId, id))
    .returning();
  return row;
}

export async function deleteAddress(db: Database, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(addresses).where(own(userId, id)).returning({ id: addresses.id });
  return rows.length > 0;
}
