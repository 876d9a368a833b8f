import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { definedValues } from '../../lib/defined-values.ts';
import { storeSettings } from './settings-tables.ts';

export type StoreSettingsRow = typeof storeSettings.$inferSelect;
export type StoreSettingsValues = Omit<typeof storeSettings.$inferInsert, 'id'>;

const SETTINGS_ROW = 1;

export async function findStoreSettings(db: Database) {
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, SETTINGS_ROW));
  return row;
}

/** The settings as they are, locked until the change's transaction ends; nothing in a shop not yet set up. */
export async function lockStoreSettings(tx: Transaction): Promise<StoreSettingsRow | undefined> {
  const [row] = await tx.select().from(storeSettings).where(eq(storeSettings.id, SETTINGS_ROW)).for('update');
  return row;
}

/** Writes the settings' one row: changes the fields given, or makes the row in a shop not yet set up. */
export async function saveStoreSettings(tx: Transaction, values: Partial<StoreSettingsValues> & { storeTitle: string }) {
  const set = definedValues(values);
  const [row] = await tx
    .insert(storeSettings)
    .values({ ...set, storeTitle: values.storeTitle, id: SETTINGS_ROW })
    .onConflictDoUpdate({ target: storeSettings.id, set })
    .returning();
  if (!row) throw new Error('the settings were not saved');
  return row;
}
