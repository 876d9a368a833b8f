import type { ProductFilters, ProductListQuery } from '@shop/contract/catalogue';
import { ReadCache } from '../../lib/read-cache.ts';

/**
 * The catalogue's reads that every visitor shares: listing pages with their counts, price ranges, the category tree
 * and each product's page, forgotten at once by any catalogue write (docs/decisions/0004-catalogue-micro-cache.md); a
 * product's page alone when only its stock moved. Prices and stock that checkout charges are never read from it.
 */
export const catalogueReads = new ReadCache('catalogue');

export const catalogueKeys = {
  categoryTree: 'category-tree',
  productPage: (query: ProductListQuery) => `products:${JSON.stringify(query)}`,
  priceRange: (filters: ProductFilters) => `price-range:${JSON.stringify(filters)}`,
  product: (id: number) => `product:${id}`,
};
