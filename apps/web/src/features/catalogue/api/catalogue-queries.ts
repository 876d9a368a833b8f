import type {
  Brand,
  Category,
  PriceRange,
  ProductDetail,
  ProductList,
  ProductSummary,
  Variation,
} from '@shop/contract/catalogue';
import type { Paginated } from '@shop/contract/query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ProductQuery = Record<string, string | number | boolean | undefined>;

/** The catalogue's query keys, from one place: its pages read them, and favourites and sign-ins refresh them. */
export const catalogueKeys = {
  products: (query: ProductQuery) => ['products', query] as const,
  priceRange: (query: ProductQuery) => ['products', 'statistics', query] as const,
  /** Every product's own answer, with its variations and similar goods. */
  allProducts: ['product'] as const,
  product: (id: number) => ['product', id] as const,
  variations: (id: number) => ['product', id, 'variations'] as const,
  related: (id: number) => ['product', id, 'related'] as const,
  categories: ['categories'] as const,
  brands: (query: { category?: number | undefined }) => ['brands', query] as const,
};

/** A page of products; also started by the routes' loaders, so that the server renders their pages once. */
export const productsQueryOptions = (query: ProductQuery) =>
  queryOptions({
    queryKey: catalogueKeys.products(query),
    queryFn: ({ signal }) => api.get<ProductList>('/api/products/public', { query, signal }),
  });

export function useProducts(query: ProductQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(query), placeholderData: keepPreviousData, enabled: options.enabled ?? true });
}

export function usePriceRange(query: ProductQuery) {
  return useQuery({
    queryKey: catalogueKeys.priceRange(query),
    queryFn: ({ signal }) => api.get<PriceRange>('/api/products/public/statistics', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Also started by the router while the page's code loads, so the picture does not wait for both in turn. */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }) => api.get<ProductDetail>(`/api/products/public/${id}`, { signal }),
    // A product found missing stays missing: the page the server rendered so is not turned back into a skeleton
    // while it hydrates. Any other failure offers its own retry.
    retryOnMount: false,
  });

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}

export function useVariations(id: number, enabled: boolean) {
  return useQuery({
    queryKey: catalogueKeys.variations(id),
    queryFn: ({ signal }) => api.get<Variation[]>(`/api/products/public/${id}/variations`, { signal }),
    enabled,
  });
}

export function useRelatedProducts(id: number) {
  return useQuery({
    queryKey: catalogueKeys.related(id),
    queryFn: ({ signal }) => api.get<ProductSummary[]>(`/api/products/public/${id}/related`, { query: { limit: 10 }, signal }),
  });
}

export const categoriesQueryOptions = queryOptions({
  queryKey: catalogueKeys.categories,
  queryFn: ({ signal }) => api.get<Paginated<Category>>('/api/products/categories', { query: { limit: 100 }, signal }),
  staleTime: 10 * 60_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}

export const brandsQueryOptions = (query: { category?: number | undefined } = {}) =>
  queryOptions({
    queryKey: catalogueKeys.brands(query),
    queryFn: ({ signal }) => api.get<Paginated<Brand>>('/api/products/brands', { query: { limit: 100, ...query }, signal }),
    staleTime: 10 * 60_000,
  });

export function useBrands(query: { category?: number | undefined } = {}) {
  return useQuery(brandsQueryOptions(query));
}
