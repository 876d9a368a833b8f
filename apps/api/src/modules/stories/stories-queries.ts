import { type AnyColumn, and, asc, count, desc, eq, getTableColumns, ilike, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { definedValues } from '../../lib/defined-values.ts';
import { escapeLike } from '../../lib/escape-like.ts';
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

// The back office's reads and writes.

export type StoryGroupRow = typeof storyGroups.$inferSelect;
export type StoryItemRow = typeof storyItems.$inferSelect;
type Executor = Database | Transaction;
type ListPage = { limit: number; offset: number; ordering: { field: string; descending: boolean } };

// Named in full: drizzle writes a lone table's columns unqualified, and inside the subquery "id" would be the story's.
const itemsCount = sql<number>`(select count(*)::int from "story_items" where "story_items"."group_id" = "story_groups"."id")`;
const groupColumns = { ...getTableColumns(storyGroups), itemsCount };

const groupOrder: Record<string, AnyColumn> = { sort_order: storyGroups.sortOrder, name: storyGroups.name, id: storyGroups.id };
const itemOrder: Record<string, AnyColumn> = { sort_order: storyItems.sortOrder, title: storyItems.title, id: storyItems.id };

const orderBy = (columns: Record<string, AnyColumn>, id: AnyColumn, { field, descending }: ListPage['ordering']) => {
  const column = columns[field] ?? id;
  const direction = descending ? desc : asc;
  return [direction(column), direction(id)];
};

const containing = (column: AnyColumn, search: string | undefined) =>
  search ? ilike(column, `%${escapeLike(search)}%`) : undefined;

export async function findStoryGroupsForAdmin(
  db: Database,
  filters: { active?: boolean | undefined; search?: string | undefined },
  page: ListPage,
) {
  const where = and(
    filters.active === undefined ? undefined : eq(storyGroups.isActive, filters.active),
    containing(storyGroups.name, filters.search),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(groupColumns)
      .from(storyGroups)
      .where(where)
      .orderBy(...orderBy(groupOrder, storyGroups.id, page.ordering))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(storyGroups).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findStoryGroup(db: Executor, id: number) {
  const [row] = await db.select(groupColumns).from(storyGroups).where(eq(storyGroups.id, id));
  return row;
}

/** The group as it is, locked until the change's transaction ends: two changes at once apply one after the other. */
export async function lockStoryGroup(tx: Transaction, id: number) {
  const [locked] = await tx.select({ id: storyGroups.id }).from(storyGroups).where(eq(storyGroups.id, id)).for('update');
  return locked && findStoryGroup(tx, id);
}

export async function insertStoryGroup(tx: Transaction, values: typeof storyGroups.$inferInsert) {
  const [row] = await tx.insert(storyGroups).values(values).returning({ id: storyGroups.id });
  if (!row) throw new Error('the story group was not inserted');
  return row.id;
}

export async function updateStoryGroup(tx: Transaction, id: number, values: Partial<typeof storyGroups.$inferInsert>) {
  const set = definedValues(values);
  if (Object.keys(set).length) await tx.update(storyGroups).set(set).where(eq(storyGroups.id, id));
}

/** Its stories go with it. */
export async function deleteStoryGroup(tx: Transaction, id: number) {
  await tx.delete(storyGroups).where(eq(storyGroups.id, id));
}

export async function findStoryItemsForAdmin(
  db: Database,
  filters: { group?: number | undefined; search?: string | undefined },
  page: ListPage,
) {
  const where = and(
    filters.group === undefined ? undefined : eq(storyItems.groupId, filters.group),
    containing(storyItems.title, filters.search),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(storyItems)
      .where(where)
      .orderBy(...orderBy(itemOrder, storyItems.id, page.ordering))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(storyItems).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findStoryItem(db: Executor, id: number) {
  const [row] = await db.select().from(storyItems).where(eq(storyItems.id, id));
  return row;
}

export async function lockStoryItem(tx: Transaction, id: number) {
  const [row] = await tx.select().from(storyItems).where(eq(storyItems.id, id)).for('update');
  return row;
}

export async function insertStoryItem(tx: Transaction, values: typeof storyItems.$inferInsert) {
  const [row] = await tx.insert(storyItems).values(values).returning({ id: storyItems.id });
  if (!row) throw new Error('the story was not inserted');
  return row.id;
}

export async function updateStoryItem(tx: Transaction, id: number, values: Partial<typeof storyItems.$inferInsert>) {
  const set = definedValues(values);
  if (Object.keys(set).length) await tx.update(storyItems).set(set).where(eq(storyItems.id, id));
}

export async function deleteStoryItem(tx: Transaction, id: number) {
  await tx.delete(storyItems).where(eq(storyItems.id, id));
}
