import type { Article } from '@shop/contract/articles';
import type { Database } from '../../db/client.ts';
import { toImage } from '../media/media-service.ts';
import * as queries from './articles-queries.ts';

export async function listArticles(db: Database, page: { limit: number; offset: number }) {
  const found = await queries.findArticlePage(db, page);
  const results: Article[] = found.rows.map((row) => ({
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    image_data: toImage(row.image),
    url: row.url,
    published_at: row.publishedAt.toISOString(),
  }));
  return { count: found.count, results };
}
