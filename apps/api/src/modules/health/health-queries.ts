import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** The least a database can answer. */
export async function selectOne(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
