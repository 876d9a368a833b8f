import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storyGroups, storyItems } from './stories-tables.ts';

export async function findStoryGroupPage(db: Database, page: { limit: number; offset: number }) {
  const where = eq(storyGroups.isActive, true);
  const [groups, [total]] = await Promise.all([
    db
      .select()
      .from(storyGroups)
      .where(where)
      .orderBy(asc(storyGroups.sortOrder), asc(storyGroups.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(storyGroups).where(where),
  ]);
  const items = groups.length
    ? await db
        .select()
        .from(storyItems)
        .where(
          inArray(
            storyItems.groupId,
            groups.map((group) => group.id),
          ),
        )
        .orderBy(asc(storyItems.sortOrder), asc(storyItems.id))
    : [];
  return { groups, items, count: total?.count ?? 0 };
}
