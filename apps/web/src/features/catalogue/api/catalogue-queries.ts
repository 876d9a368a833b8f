import type { Brand, Category, PriceRange, ProductDetail, ProductSummary, Variation } from '@shop/contract/catalogue';
import type { Paginated } from '@shop/contract/query';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export type ProductQuery = Record<string, string | number | boolean | undefined>;

export function useProducts(query: ProductQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['products', query],
    queryFn: ({ signal }) => api.get<Paginated<ProductSummary>>('/api/products/public', { query, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function usePriceRange(query: ProductQuery) {
  return useQuery({
    queryKey: ['products', 'statistics', query],
    queryFn: ({ signal }) => api.get<PriceRange>('/api/products/public/statistics', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Also started by the router while the page's code loads, so the picture does not wait for both in turn. */
export const productQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['product', id],
    queryFn: ({ signal }) => api.get<ProductDetail>(`/api/products/public/${id}`, { signal }),
  });

export function useProduct(id: number) {
  return useQuery(productQueryOptions(id));
}

export function useVariations(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['product', id, 'variations'],
    queryFn: ({ signal }) => api.get<Variation[]>(`/api/products/public/${id}/variations`, { signal }),
    enabled,
  });
}

export function useRelatedProducts(id: number) {
  return useQuery({
    queryKey: ['product', id, 'related'],
    queryFn: ({ signal }) => api.get<ProductSummary[]>(`/api/products/public/${id}/related`, { query: { limit: 10 }, signal }),
  });
}

export function useCategories() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => api.get<Paginated<Category>>('/api/products/categories', { query: { limit: 100 }, signal }),
    staleTime: 10 * 60_000,
  });
}

export function useBrands(query: { category?: number | undefined } = {}) {
  return useQuery({
    queryKey: ['brands', query],
    queryFn: ({ signal }) => api.get<Paginated<Brand>>('/api/products/brands', { query: { limit: 100, ...query }, signal }),
    staleTime: 10 * 60_000,
  });
}
