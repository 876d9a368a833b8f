import { type AnyColumn, and, asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { definedValues } from '../../lib/defined-values.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { articles } from './articles-tables.ts';

export type ArticleRow = typeof articles.$inferSelect;

export async function findArticlePage(db: Database, page: { limit: number; offset: number }) {
  const where = eq(articles.isPublished, true);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      // Newest first; sort_order orders the posts of one moment.
      .orderBy(desc(articles.publishedAt), asc(articles.sortOrder), desc(articles.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(articles).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

const adminOrder: Record<string, AnyColumn> = {
  published_at: articles.publishedAt,
  sort_order: articles.sortOrder,
  title: articles.title,
  id: articles.id,
};

export async function findArticlesForAdmin(
  db: Database,
  filters: { published?: boolean | undefined; search?: string | undefined },
  page: { limit: number; offset: number; ordering: { field: string; descending: boolean } },
) {
  const where = and(
    filters.published === undefined ? undefined : eq(articles.isPublished, filters.published),
    filters.search ? ilike(articles.title, `%${escapeLike(filters.search)}%`) : undefined,
  );
  const direction = page.ordering.descending ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(direction(adminOrder[page.ordering.field] ?? articles.id), direction(articles.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(articles).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findArticle(db: Database, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row;
}

/** The article as it is, locked until the change's transaction ends. */
export async function lockArticle(tx: Transaction, id: number) {
  const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  return row;
}

export async function insertArticle(tx: Transaction, values: typeof articles.$inferInsert) {
  const [row] = await tx.insert(articles).values(values).returning();
  if (!row) throw new Error('the article was not inserted');
  return row;
}

export async function updateArticle(tx: Transaction, id: number, values: Partial<typeof articles.$inferInsert>) {
  const set = definedValues(values);
  if (!Object.keys(set).length) return lockArticle(tx, id);
  const [row] = await tx.update(articles).set(set).where(eq(articles.id, id)).returning();
  return row;
}

export async function deleteArticle(tx: Transaction, id: number) {
  await tx.delete(articles).where(eq(articles.id, id));
}
