import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { storeSettings } from './settings-tables.ts';

export async function findStoreSettings(db: Database) {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  return row;
}
