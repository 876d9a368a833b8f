import { catalogueRoutes } from '@shop/contract/catalogue-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, type CallInput, useApi } from '../../../lib/api-client.ts';

/** A listing's query, as the API reads it or as a link carries it. */
export type ProductQuery = NonNullable<CallInput<typeof catalogueRoutes.products>['query']>;

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
export const productsQueryOptions = (api: ApiClient, query: ProductQuery) =>
  queryOptions({
    queryKey: catalogueKeys.products(query),
    queryFn: ({ signal }) => api.call(catalogueRoutes.products, { query, signal }),
  });

export function useProducts(query: ProductQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...productsQueryOptions(useApi(), query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export function usePriceRange(query: ProductQuery) {
  const api = useApi();
  return useQuery({
    queryKey: catalogueKeys.priceRange(query),
    queryFn: ({ signal }) => api.call(catalogueRoutes.priceRange, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Also started by the router while the page's code loads, so the picture does not wait for both in turn. */
export const productQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: catalogueKeys.product(id),
    queryFn: ({ signal }) => api.call(catalogueRoutes.product, { params: { id }, signal }),
    // A product found missing stays missing: the page the server rendered so is not turned back into a skeleton
    // while it hydrates. Any other failure offers its own retry.
    retryOnMount: false,
  });

export function useProduct(id: number) {
  return useQuery(productQueryOptions(useApi(), id));
}

export function useVariations(id: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: catalogueKeys.variations(id),
    queryFn: ({ signal }) => api.call(catalogueRoutes.variations, { params: { id }, signal }),
    enabled,
  });
}

export function useRelatedProducts(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: catalogueKeys.related(id),
    queryFn: ({ signal }) => api.call(catalogueRoutes.related, { params: { id }, query: { limit: 10 }, signal }),
  });
}

export const categoriesQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => api.call(catalogueRoutes.categories, { query: { limit: 100 }, signal }),
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions(useApi()));
}

export const brandsQueryOptions = (api: ApiClient, query: { category?: number | undefined } = {}) =>
  queryOptions({
    queryKey: catalogueKeys.brands(query),
    queryFn: ({ signal }) => api.call(catalogueRoutes.brands, { query: { limit: 100, ...query }, signal }),
    staleTime: 10 * 60_000,
  });

export function useBrands(query: { category?: number | undefined } = {}) {
  return useQuery(brandsQueryOptions(useApi(), query));
}
