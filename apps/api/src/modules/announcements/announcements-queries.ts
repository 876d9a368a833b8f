import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { announcements } from './announcements-tables.ts';

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
