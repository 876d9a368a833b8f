import { and, asc, count, desc, eq, ilike, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { catalogueItems, catalogues, products } from './catalogue-tables.ts';

// The back office's shared catalogues. catalogue-queries.ts reads a catalogue for its public page and inserts a new
// one; what only the back office does is here.

export type SharedCatalogueRow = typeof catalogues.$inferSelect;

export async function findSharedCataloguePage(
  db: Database,
  words: string[],
  page: { limit: number; offset: number; orderBy: 'updated_at' | 'name'; descending: boolean },
) {
  const where = and(...words.map((word): SQL => ilike(catalogues.name, `%${escapeLike(word)}%`)));
  const direction = page.descending ? desc : asc;
  const order = page.orderBy === 'name' ? direction(catalogues.name) : direction(catalogues.updatedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ catalogue: catalogues, itemsCount: count(catalogueItems.id) })
      .from(catalogues)
      .leftJoin(catalogueItems, eq(catalogueItems.catalogueId, catalogues.id))
      .where(where)
      .groupBy(catalogues.id)
      .orderBy(order, direction(catalogues.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(catalogues).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findSharedCatalogue(db: Database, id: number): Promise<SharedCatalogueRow | undefined> {
  const [row] = await db.select().from(catalogues).where(eq(catalogues.id, id));
  return row;
}

export async function findSharedCatalogueByKey(db: Database, key: string): Promise<SharedCatalogueRow | undefined> {
  const [row] = await db.select().from(catalogues).where(eq(catalogues.key, key));
  return row;
}

/** The catalogue's row, held until the transaction ends: two changes of one catalogue are made one after the other. */
export async function lockSharedCatalogue(tx: Transaction, id: number): Promise<SharedCatalogueRow | undefined> {
  const [row] = await tx.select().from(catalogues).where(eq(catalogues.id, id)).for('update');
  return row;
}

export function findItems(db: Database, catalogueId: number) {
  return db
    .select({ id: catalogueItems.id, productId: catalogueItems.productId, notes: catalogueItems.notes })
    .from(catalogueItems)
    .where(eq(catalogueItems.catalogueId, catalogueId))
    .orderBy(asc(catalogueItems.sortOrder), asc(catalogueItems.id));
}

/** Which of these products exist, published or not. */
export async function findExistingProductIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  return new Set(rows.map((row) => row.id));
}

export async function updateSharedCatalogue(
  tx: Transaction,
  id: number,
  values: Partial<Pick<typeof catalogues.$inferInsert, 'name' | 'publicNotes' | 'updatedAt'>>,
): Promise<void> {
  await tx.update(catalogues).set(values).where(eq(catalogues.id, id));
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
    .select({ id: catalogueItems.id, productId: catalogueItems.productId })
    .from(catalogueItems)
    .where(eq(catalogueItems.catalogueId, catalogueId))
    .orderBy(asc(catalogueItems.id));
  const kept = new Map<number, number>();
  for (const row of current) if (!kept.has(row.productId)) kept.set(row.productId, row.id);
  const keptIds = items.flatMap((item) => {
    const itemId = kept.get(item.productId);
    return itemId === undefined ? [] : [itemId];
  });
  await tx
    .delete(catalogueItems)
    .where(and(eq(catalogueItems.catalogueId, catalogueId), keptIds.length ? notInArray(catalogueItems.id, keptIds) : undefined));
  for (const [sortOrder, item] of items.entries()) {
    const itemId = kept.get(item.productId);
    if (itemId === undefined) {
      await tx.insert(catalogueItems).values({ catalogueId, productId: item.productId, notes: item.notes, sortOrder });
    } else {
      await tx.update(catalogueItems).set({ notes: item.notes, sortOrder }).where(eq(catalogueItems.id, itemId));
    }
  }
}

export async function deleteSharedCatalogue(tx: Transaction, id: number): Promise<void> {
  await tx.delete(catalogues).where(eq(catalogues.id, id));
}
