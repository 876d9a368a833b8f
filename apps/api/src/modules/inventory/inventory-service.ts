import type { StockType } from '@shop/contract/catalogue';
import { changed, type Database, type Transaction } from '../../db/client.ts';
import type { StoredImage } from '../../db/stored-image.ts';
import { priceOf, shownStock, variationLabels } from '../catalogue/catalogue-service.ts';
import * as queries from './inventory-queries.ts';

// Stock: what a customer can buy and how many are left, held while a checkout takes it, taken, and given back.

/** A product's or a variation's price and stock as written: by staff, by a sheet, by the seed. */
export interface NewStock {
  regularPrice: number;
  salePrice?: number | null;
  stockType: StockType;
  stock?: number | null;
  quantityStep?: number;
}

/** The stock columns as stored: a count only for a limited stock (none given is none left). */
export const stockValues = (stock: NewStock) => ({
  regularPrice: stock.regularPrice,
  salePrice: stock.salePrice ?? null,
  stockType: stock.stockType,
  stock: stock.stockType === 'limited' ? (stock.stock ?? 0) : null,
  quantityStep: stock.quantityStep ?? 1,
});

const paid = (stock: NewStock) => stock.salePrice ?? stock.regularPrice;
const cheapest = (list: NewStock[]) => list.reduce((best, next) => (paid(next) < paid(best) ? next : best));

/** A variation's price and stock as stored, with the database's `in_stock` (catalogue-tables.ts), the one rule of it. */
export interface StoredStock extends NewStock {
  inStock: boolean;
}

/**
 * A variable product's own price and stock, which listings filter, sort and show and which the product's page shows
 * until a variation is chosen: its cheapest variation that can be bought now (else one priced by phone, else any),
 * in stock while a variation is, «call» when only phoning can buy one. The product's own row is never sold. Without
 * variations it has nothing to sell: out of stock, at no price.
 */
export function variableListing(variations: StoredStock[]): NewStock {
  const buyable = variations.filter((variation) => variation.inStock && variation.stockType !== 'call');
  const byPhone = variations.filter((variation) => variation.stockType === 'call');
  const pool = buyable.length ? buyable : byPhone.length ? byPhone : variations;
  const shown = pool.length ? cheapest(pool) : undefined;
  return {
    regularPrice: shown?.regularPrice ?? 0,
    salePrice: shown?.salePrice ?? null,
    stockType: buyable.length ? 'unlimited' : byPhone.length ? 'call' : 'out_of_stock',
    stock: null,
    quantityStep: shown?.quantityStep ?? 1,
  };
}

/** A variable product's own price and stock before its variations are written and its listing read from them. */
export const unlistedVariable = stockValues(variableListing([]));

/**
 * Writes each variable product's listing from its variations as they are stored now (variableListing); the caller
 * holds the products' rows. Until then, a variable product's row holds `unlistedVariable`.
 */
export async function writeVariableListings(tx: Transaction, productIds: number[]): Promise<void> {
  if (!productIds.length) return;
  const byProduct = new Map<number, StoredStock[]>();
  for (const { productId, ...stock } of await queries.findVariationStocks(tx, productIds)) {
    byProduct.set(productId, [...(byProduct.get(productId) ?? []), stock]);
  }
  for (const id of productIds) await queries.setProductStock(tx, id, stockValues(variableListing(byProduct.get(id) ?? [])));
}

/**
 * Something a customer can put in the cart, priced from the catalogue: a simple product, or one variation of a
 * variable product. `needsVariation`: the id is a variable product's own, which is bought only as one of its variations.
 */
export interface Purchasable {
  /** The id a cart line names: the product's, or its variation's (they share one series of ids). */
  id: number;
  productId: number;
  variationId: number | null;
  needsVariation: boolean;
  name: string;
  /** The variation's chosen values, e.g. «رنگ: سفید، سایز: بزرگ». */
  variationLabel: string | null;
  image: StoredImage | null;
  regularPrice: number;
  salePrice: number | null;
  /** What the customer pays for one: the sale price when there is one. */
  price: number;
  discount: number;
  stockType: StockType;
  /** How many are left when the stock is limited; null otherwise. */
  stock: number | null;
  inStock: boolean;
  quantityStep: number;
}

/**
 * Why a quantity of an item cannot be ordered now, or nothing: `unavailable` when it is not sold online any more (by
 * phone only, or out of stock, which a limited stock of less than one step is), `short` when fewer are left than asked.
 */
export function shortageOf(item: Purchasable, quantity: number): 'unavailable' | 'short' | undefined {
  if (item.stockType === 'call' || !item.inStock) return 'unavailable';
  if (item.stock !== null && quantity > item.stock) return 'short';
  return undefined;
}

/**
 * A line's money, whole Toman, from the item's price as the catalogue shows it (priceOf): `unit_price` the regular
 * price, `unit_discount` what the sale price takes off it.
 */
export function linePrice(item: Purchasable, quantity: number) {
  const { regular_price, discount, price } = priceOf(item);
  return {
    unit_price: regular_price,
    unit_discount: discount,
    subtotal: regular_price * quantity,
    discount: discount * quantity,
    total: price * quantity,
  };
}

async function purchasablesOf(db: Database | Transaction, rows: queries.PurchasableRow[]): Promise<Map<number, Purchasable>> {
  const labels = await variationLabels(db, rows);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        needsVariation: row.variationId === null && row.type === 'variable',
        variationLabel: row.variationId === null ? null : (labels.get(row.variationId) ?? null),
        stock: shownStock(row.stockType, row.stock),
      },
    ]),
  );
}

/** The purchasables among the ids, by id; ids of no published product or variation are left out. */
export async function findPurchasables(db: Database | Transaction, ids: number[]): Promise<Map<number, Purchasable>> {
  return purchasablesOf(db, await queries.findPurchasableRows(db, [...new Set(ids)]));
}

/**
 * The purchasables of cart lines, holding their stock rows until the transaction ends: products' rows by id, then
 * variations' rows by id. Every writer of stock takes its rows in this one order, so two checkouts never wait on each
 * other in a circle.
 */
export async function lockPurchasables(
  tx: Transaction,
  lines: { productId: number; variationId: number | null }[],
): Promise<Map<number, Purchasable>> {
  const productIds = lines.flatMap((line) => (line.variationId === null ? [line.productId] : []));
  const variationIds = lines.flatMap((line) => (line.variationId === null ? [] : [line.variationId]));
  return purchasablesOf(tx, await queries.lockPurchasableRows(tx, [...new Set(productIds)], [...new Set(variationIds)]));
}

/** A quantity of a product or variation whose limited stock moves. */
export interface StockLine {
  productId: number;
  variationId: number | null;
  quantity: number;
}

/**
 * Moves limited stock by each line's quantity (`sign` -1 takes, +1 gives back): one statement per table, on rows the
 * caller has locked in lockPurchasables' order. Listings are cached for a few seconds; they are forgotten when
 * something sells out or comes back (its `in_stock` turns), so that «in stock» is never long wrong, and a product's
 * page whenever its stock moves. The transaction must have been begun by `inTransaction`.
 */
async function moveStock(tx: Transaction, lines: StockLine[], sign: 1 | -1): Promise<void> {
  const changes = { products: new Map<number, number>(), variations: new Map<number, number>() };
  const productOf = new Map<number, number>();
  for (const line of lines) {
    const [table, id] =
      line.variationId === null ? (['products', line.productId] as const) : (['variations', line.variationId] as const);
    changes[table].set(id, (changes[table].get(id) ?? 0) + sign * line.quantity);
    if (line.variationId !== null) productOf.set(line.variationId, line.productId);
  }
  let flipped = false;
  const variableProducts = new Set<number>();
  for (const table of ['products', 'variations'] as const) {
    if (!changes[table].size) continue;
    for (const changed of await queries.changeStock(tx, table, changes[table])) {
      if (changed.inStock === changed.wasInStock) continue;
      flipped = true;
      const product = table === 'variations' ? productOf.get(changed.id) : undefined;
      if (product !== undefined) variableProducts.add(product);
    }
  }
  await refreshVariableListings(tx, [...variableProducts]);
  await changed(tx, flipped ? { catalogue: true } : { products: [...new Set(lines.map((line) => line.productId))] });
}

/**
 * A variable product whose variation sold out or came back shows its listing price and stock anew (variableListing),
 * so that listings neither offer a product none of whose variations can be bought nor hide one that can. Its row is
 * taken only if nobody holds it: a member of staff saving that product meanwhile writes the listing anyway, and
 * waiting for them here, with the variations' rows held, could deadlock.
 */
async function refreshVariableListings(tx: Transaction, productIds: number[]): Promise<void> {
  await writeVariableListings(tx, await queries.lockFreeVariableProducts(tx, productIds));
}

/** Takes sold quantities from limited stock; the caller has locked the rows and checked that they hold enough. */
export function takeStock(tx: Transaction, lines: StockLine[]): Promise<void> {
  return moveStock(tx, lines, -1);
}

/** Gives quantities back to limited stock (an order that failed or was cancelled). */
export function returnStock(tx: Transaction, lines: StockLine[]): Promise<void> {
  return moveStock(tx, lines, 1);
}

// The back office's dashboard (the orders module shows it): limited stocks running low.

/** A product or variation whose limited stock is low: the id a cart line names, its product, name and stock. */
export interface LowStockLine {
  id: number;
  productId: number;
  name: string;
  variationLabel: string | null;
  stock: number;
}

/**
 * The published products and variations whose limited stock is at or below `threshold`, lowest first (`limit` of
 * them), and how many there are in all. Read afresh, never from the catalogue's cache: staff restock from it.
 */
export async function findLowStock(
  db: Database,
  threshold: number,
  limit: number,
): Promise<{ count: number; items: LowStockLine[] }> {
  const { rows, count } = await queries.findLowStockRows(db, threshold, limit);
  const lowest = rows.sort((a, b) => a.stock - b.stock || a.id - b.id).slice(0, limit);
  const labels = await variationLabels(db, lowest);
  return {
    count,
    items: lowest.map((row) => ({
      id: row.id,
      productId: row.productId,
      name: row.name,
      variationLabel: row.variationId === null ? null : (labels.get(row.variationId) ?? null),
      stock: row.stock,
    })),
  };
}
