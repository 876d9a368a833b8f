import { and, asc, count, eq, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import type { StoredImage } from '../../db/stored-image.ts';
import { products, variations } from './inventory-tables.ts';

type Db = Database | Transaction;

/** What a cart line or an order line reads of a simple product or a variable product (its variations aside). */
const purchasableProductColumns = {
  id: products.id,
  productId: products.id,
  variationId: sql<number | null>`null::integer`,
  name: products.name,
  type: products.type,
  image: products.featuredImage,
  regularPrice: products.regularPrice,
  salePrice: products.salePrice,
  price: products.price,
  discount: products.discount,
  stockType: products.stockType,
  stock: products.stock,
  inStock: products.inStock,
  quantityStep: products.quantityStep,
};

/** The same of a variation, named and pictured by its product unless it has a picture of its own. */
const purchasableVariationColumns = {
  id: variations.id,
  productId: variations.productId,
  variationId: sql<number | null>`${variations.id}`,
  name: products.name,
  type: products.type,
  image: sql<StoredImage | null>`coalesce(${variations.image}, ${products.featuredImage})`,
  regularPrice: variations.regularPrice,
  salePrice: variations.salePrice,
  price: variations.price,
  discount: variations.discount,
  stockType: variations.stockType,
  stock: variations.stock,
  inStock: variations.inStock,
  quantityStep: variations.quantityStep,
};

const purchasableProducts = (db: Db, ids: number[]) =>
  db
    .select(purchasableProductColumns)
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isPublished, true)));

const purchasableVariations = (db: Db, ids: number[]) =>
  db
    .select(purchasableVariationColumns)
    .from(variations)
    .innerJoin(products, eq(products.id, variations.productId))
    .where(and(inArray(variations.id, ids), eq(products.isPublished, true)));

export type PurchasableRow = Awaited<ReturnType<typeof purchasableProducts>>[number];

/** Published products and variations among the ids (one series of ids), in one round trip. */
export function findPurchasableRows(db: Db, ids: number[]): Promise<PurchasableRow[]> {
  if (!ids.length) return Promise.resolve([]);
  return purchasableProducts(db, ids).unionAll(purchasableVariations(db, ids));
}

/**
 * As findPurchasableRows, locking the rows in one order: the products' rows by id, then the variations' rows by id
 * (PostgreSQL locks no rows of a UNION, so they are two statements). FOR NO KEY UPDATE, the lock an UPDATE of stock
 * takes anyway: it leaves rows that merely reference a product (an order's or a cart's line, checked by its foreign
 * key) free to be written, where FOR UPDATE would make them wait, and a checkout holding one wait for the other.
 */
export async function lockPurchasableRows(tx: Transaction, productIds: number[], variationIds: number[]) {
  const own = productIds.length ? await purchasableProducts(tx, productIds).orderBy(asc(products.id)).for('no key update') : [];
  const chosen = variationIds.length
    ? await purchasableVariations(tx, variationIds).orderBy(asc(variations.id)).for('no key update', { of: variations })
    : [];
  return [...own, ...chosen];
}

/**
 * Adds each row's change (negative to take) to the limited stock of rows of one table, in one statement; answers
 * each changed row's id, new stock, and whether it was and is in stock (the row as the statement found it, joined).
 */
export function changeStock(db: Db, table: 'products' | 'variations', changes: Map<number, number>) {
  const target = table === 'products' ? products : variations;
  const before = alias(target, 'before');
  const byId = sql.join(
    [...changes].map(([id, change]) => sql`when ${id} then ${change}`),
    sql` `,
  );
  return db
    .update(target)
    .set({ stock: sql`${target.stock} + (case ${target.id} ${byId} end)::integer` })
    .from(before)
    .where(and(eq(before.id, target.id), inArray(target.id, [...changes.keys()]), eq(target.stockType, 'limited')))
    .returning({ id: target.id, stock: target.stock, inStock: target.inStock, wasInStock: before.inStock });
}

// The back office's dashboard: limited stocks running low.

const lowStock = (table: typeof products | typeof variations, threshold: number) =>
  and(eq(table.stockType, 'limited'), lte(sql`coalesce(${table.stock}, 0)`, threshold));

/**
 * Published simple products and variations whose limited stock is at or below `threshold`, the lowest `limit` of
 * each kind, and how many of each there are.
 */
export async function findLowStockRows(db: Database, threshold: number, limit: number) {
  const stock = (table: typeof products | typeof variations) => sql<number>`coalesce(${table.stock}, 0)`.mapWith(Number);
  const simple = and(eq(products.isPublished, true), eq(products.type, 'simple'), lowStock(products, threshold));
  const varied = and(eq(products.isPublished, true), lowStock(variations, threshold));
  const [simpleRows, variedRows, [simpleCount], [variedCount]] = await Promise.all([
    db
      .select({
        id: products.id,
        productId: products.id,
        variationId: sql<number | null>`null`,
        name: products.name,
        stock: stock(products),
      })
      .from(products)
      .where(simple)
      .orderBy(asc(stock(products)), asc(products.id))
      .limit(limit),
    db
      .select({
        id: variations.id,
        productId: variations.productId,
        variationId: variations.id,
        name: products.name,
        stock: stock(variations),
      })
      .from(variations)
      .innerJoin(products, eq(products.id, variations.productId))
      .where(varied)
      .orderBy(asc(stock(variations)), asc(variations.id))
      .limit(limit),
    db.select({ count: count() }).from(products).where(simple),
    db.select({ count: count() }).from(variations).innerJoin(products, eq(products.id, variations.productId)).where(varied),
  ]);
  return { rows: [...simpleRows, ...variedRows], count: (simpleCount?.count ?? 0) + (variedCount?.count ?? 0) };
}

// A variable product's listing, kept in step with its variations' stock.

/** The variable products among these whose rows no other transaction holds, locked; a held one is left to its holder. */
export async function lockFreeVariableProducts(tx: Transaction, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.type, 'variable')))
    .orderBy(asc(products.id))
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** The price and stock of every variation of these products. */
export function findVariationStocks(tx: Transaction, productIds: number[]) {
  return tx
    .select({
      productId: variations.productId,
      regularPrice: variations.regularPrice,
      salePrice: variations.salePrice,
      stockType: variations.stockType,
      stock: variations.stock,
      quantityStep: variations.quantityStep,
      inStock: variations.inStock,
    })
    .from(variations)
    .where(inArray(variations.productId, productIds));
}

export async function setProductStock(
  tx: Transaction,
  id: number,
  values: Pick<typeof products.$inferInsert, 'regularPrice' | 'salePrice' | 'stockType' | 'stock' | 'quantityStep'>,
) {
  await tx.update(products).set(values).where(eq(products.id, id));
}
