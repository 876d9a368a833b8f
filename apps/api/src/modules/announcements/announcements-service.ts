import type { Announcement } from '@shop/contract/shop';
import type { Database } from '../../db/client.ts';
import * as queries from './announcements-queries.ts';

export async function listAnnouncements(db: Database, page: { limit: number; offset: number }) {
  const found = await queries.findAnnouncementPage(db, page);
  const results: Announcement[] = found.rows.map((row) => ({
    id: row.id,
    message: row.message,
    background_color: row.backgroundColor,
    color: row.color,
    animation: row.animation,
    url: row.url,
  }));
  return { count: found.count, results };
}
