import { type AnyColumn, and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { definedValues } from '../../lib/defined-values.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { announcements } from './announcements-tables.ts';

export type AnnouncementRow = typeof announcements.$inferSelect;

export async function findAnnouncementPage(db: Database, page: { limit: number; offset: number }) {
  const where = eq(announcements.isActive, true);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(asc(announcements.sortOrder), asc(announcements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(announcements).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

const adminOrder: Record<string, AnyColumn> = {
  sort_order: announcements.sortOrder,
  message: announcements.message,
  id: announcements.id,
};

export async function findAnnouncementsForAdmin(
  db: Database,
  filters: { active?: boolean | undefined; search?: string | undefined },
  page: { limit: number; offset: number; ordering: { field: string; descending: boolean } },
) {
  const where = and(
    filters.active === undefined ? undefined : eq(announcements.isActive, filters.active),
    filters.search ? ilike(announcements.message, `%${escapeLike(filters.search)}%`) : undefined,
  );
  const direction = page.ordering.descending ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(direction(adminOrder[page.ordering.field] ?? announcements.id), direction(announcements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(announcements).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findAnnouncement(db: Database, id: number) {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

/** The announcement as it is, locked until the change's transaction ends. */
export async function lockAnnouncement(tx: Transaction, id: number) {
  const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
  return row;
}

export async function insertAnnouncement(tx: Transaction, values: typeof announcements.$inferInsert) {
  const [row] = await tx.insert(announcements).values(values).returning();
  if (!row) throw new Error('the announcement was not inserted');
  return row;
}

export async function updateAnnouncement(tx: Transaction, id: number, values: Partial<typeof announcements.$inferInsert>) {
  const set = definedValues(values);
  if (!Object.keys(set).length) return lockAnnouncement(tx, id);
  const [row] = await tx.update(announcements).set(set).where(eq(announcements.id, id)).returning();
  return row;
}

export async function deleteAnnouncement(tx: Transaction, id: number) {
  await tx.delete(announcements).where(eq(announcements.id, id));
}
