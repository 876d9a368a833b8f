import type { ProductFilters, ProductListQuery } from '@shop/contract/catalogue';
import { productGroup } from '../../plugins/caches.ts';

/**
 * The keys of the catalogue's reads that every visitor shares (`app.caches.catalogue`): listing pages with their
 * counts, price ranges and each product's page (docs/decisions/0004-catalogue-micro-cache.md). Prices and stock that
 * checkout charges are never read from them.
 */
export const catalogueKeys = {
  productPage: (query: ProductListQuery) => `products:${JSON.stringify(query)}`,
  priceRange: (filters: ProductFilters) => `price-range:${JSON.stringify(filters)}`,
  product: productGroup,
};
