import { and, asc, count, desc, eq, ilike, notInArray, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { sharedCatalogueItems, sharedCatalogues } from './shared-catalogues-tables.ts';

export type SharedCatalogueRow = typeof sharedCatalogues.$inferSelect;

export async function findSharedCataloguePage(
  db: Database,
  words: string[],
  page: { limit: number; offset: number; orderBy: 'updated_at' | 'name'; descending: boolean },
) {
  const where = and(...words.map((word): SQL => ilike(sharedCatalogues.name, `%${escapeLike(word)}%`)));
  const direction = page.descending ? desc : asc;
  const order = page.orderBy === 'name' ? direction(sharedCatalogues.name) : direction(sharedCatalogues.updatedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ catalogue: sharedCatalogues, itemsCount: count(sharedCatalogueItems.id) })
      .from(sharedCatalogues)
      .leftJoin(sharedCatalogueItems, eq(sharedCatalogueItems.catalogueId, sharedCatalogues.id))
      .where(where)
      .groupBy(sharedCatalogues.id)
      .orderBy(order, direction(sharedCatalogues.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(sharedCatalogues).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findSharedCatalogue(db: Database, id: number): Promise<SharedCatalogueRow | undefined> {
  const [row] = await db.select().from(sharedCatalogues).where(eq(sharedCatalogues.id, id));
  return row;
}

export async function findSharedCatalogueByKey(db: Database, key: string): Promise<SharedCatalogueRow | undefined> {
  const [row] = await db.select().from(sharedCatalogues).where(eq(sharedCatalogues.key, key));
  return row;
}

/** The catalogue's row, held until the transaction ends: two changes of one catalogue are made one after the other. */
export async function lockSharedCatalogue(tx: Transaction, id: number): Promise<SharedCatalogueRow | undefined> {
  const [row] = await tx.select().from(sharedCatalogues).where(eq(sharedCatalogues.id, id)).for('update');
  return row;
}

export function findItems(db: Database, catalogueId: number) {
  return db
    .select({ id: sharedCatalogueItems.id, productId: sharedCatalogueItems.productId, notes: sharedCatalogueItems.notes })
    .from(sharedCatalogueItems)
    .where(eq(sharedCatalogueItems.catalogueId, catalogueId))
    .orderBy(asc(sharedCatalogueItems.sortOrder), asc(sharedCatalogueItems.id));
}

export async function updateSharedCatalogue(
  tx: Transaction,
  id: number,
  values: Partial<Pick<typeof sharedCatalogues.$inferInsert, 'name' | 'publicNotes' | 'updatedAt'>>,
): Promise<void> {
  await tx.update(sharedCatalogues).set(values).where(eq(sharedCatalogues.id, id));
}

/**
 * Makes the catalogue's items these, in this order. An item whose product stays keeps its row and id, which visitors'
 * carts hold (docs/decisions/0021): editing a note or the order does not empty them.
 */
export async function replaceItems(
  tx: Transaction,
  catalogueId: number,
  items: { productId: number; notes: string }[],
): Promise<void> {
  const current = await tx
    .select({ id: sharedCatalogueItems.id, productId: sharedCatalogueItems.productId })
    .from(sharedCatalogueItems)
    .where(eq(sharedCatalogueItems.catalogueId, catalogueId))
    .orderBy(asc(sharedCatalogueItems.id));
  const kept = new Map<number, number>();
  for (const row of current) if (!kept.has(row.productId)) kept.set(row.productId, row.id);
  const keptIds = items.flatMap((item) => {
    const itemId = kept.get(item.productId);
    return itemId === undefined ? [] : [itemId];
  });
  await tx
    .delete(sharedCatalogueItems)
    .where(
      and(
        eq(sharedCatalogueItems.catalogueId, catalogueId),
        keptIds.length ? notInArray(sharedCatalogueItems.id, keptIds) : undefined,
      ),
    );
  for (const [sortOrder, item] of items.entries()) {
    const itemId = kept.get(item.productId);
    if (itemId === undefined) {
      await tx.insert(sharedCatalogueItems).values({ catalogueId, productId: item.productId, notes: item.notes, sortOrder });
    } else {
      await tx.update(sharedCatalogueItems).set({ notes: item.notes, sortOrder }).where(eq(sharedCatalogueItems.id, itemId));
    }
  }
}

export async function insertSharedCatalogue(
  tx: Transaction,
  catalogue: typeof sharedCatalogues.$inferInsert,
  items: Omit<typeof sharedCatalogueItems.$inferInsert, 'catalogueId'>[],
): Promise<void> {
  const [row] = await tx.insert(sharedCatalogues).values(catalogue).returning({ id: sharedCatalogues.id });
  if (!row) throw new Error('the catalogue was not inserted');
  if (items.length) await tx.insert(sharedCatalogueItems).values(items.map((item) => ({ ...item, catalogueId: row.id })));
}

export async function deleteSharedCatalogue(tx: Transaction, id: number): Promise<void> {
  await tx.delete(sharedCatalogues).where(eq(sharedCatalogues.id, id));
}
