import { asc, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articles } from './articles-tables.ts';

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
