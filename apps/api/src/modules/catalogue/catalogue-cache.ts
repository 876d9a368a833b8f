import type { ProductFilters, ProductListQuery } from '@shop/contract/catalogue';
import { normalizeForSearch } from '@shop/contract/persian';
import type { Database } from '../../db/client.ts';
import { ReadCache } from '../../lib/read-cache.ts';

/**
 * The catalogue's reads that every visitor shares: listing pages, their counts, price ranges and the category tree,
 * forgotten at once by any catalogue write (docs/decisions/0004-catalogue-micro-cache.md). Prices and stock that
 * checkout charges are never read from it.
 */
export const catalogueReads = new ReadCache('catalogue');

export const catalogueKeys = {
  categoryTree: 'category-tree',
  productPage: (query: ProductListQuery) => `products:${JSON.stringify(query)}`,
  /** Every page of one filter shares its count, and so does every way of typing one search. */
  productCount: (filters: ProductFilters) =>
    `count:${JSON.stringify({ ...filters, search: normalizeForSearch(filters.search ?? '') })}`,
  priceRange: (filters: ProductFilters) => `price-range:${JSON.stringify(filters)}`,
};

/** Rendered storefront pages are catalogue reads too; storefront-pages.ts reads them through here for now. */
export function cachedRead<Value extends object>(
  db: Database,
  key: string,
  read: () => Promise<Value>,
  bytes?: (value: Value) => number,
): Promise<Value> {
  return catalogueReads.read(db, key, read, bytes);
}
