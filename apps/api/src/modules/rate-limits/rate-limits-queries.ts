import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitHits } from './rate-limits-tables.ts';

/**
 * Counts one request under `key` and answers the requests in its window and the milliseconds left of it; a window
 * that has ended starts again at this request. One statement, so that processes counting at once never lose a hit.
 * The database's clock is the one every process shares.
 */
export async function countHit(db: Database, key: string, windowMs: number): Promise<{ hits: number; msLeft: number }> {
  const windowEnd = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const ended = sql`${rateLimitHits.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, windowEndsAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
        windowEndsAt: sql`case when ${ended} then excluded.window_ends_at else ${rateLimitHits.windowEndsAt} end`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      msLeft: sql<number>`ceil(extract(epoch from ${rateLimitHits.windowEndsAt} - now()) * 1000)`.mapWith(Number),
    });
  if (!row) throw new Error('counting a rate-limited request returned no row');
  return row;
}

/** Windows that have ended count nothing any more. */
export async function deleteEndedWindows(db: Database): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, sql`now()`));
}
