import { PAGE_SIZE } from '@shop/contract/constants';
import { listingQueryKeys, paths } from '@shop/contract/paths';
import { toLatinDigits } from '@shop/contract/persian';
import { PRODUCT_ORDERINGS, type ProductOrdering } from '@shop/contract/product-ordering';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type To, useLocation, useSearchParams } from 'react-router';
import type { ApiClient } from '../../../lib/api-client.ts';
import { categoriesQueryOptions, type ProductQuery, productsQueryOptions } from './catalogue-queries.ts';

/** The listing's state, named as the API names its query parameters, so the URL and the calls read alike. */
export interface ListingParams {
  search: string | undefined;
  category: number | undefined;
  brand: number[];
  has_discount: boolean;
  in_stock: boolean;
  price__gt: number | undefined;
  price__lt: number | undefined;
  id: number[];
  ordering: ProductOrdering | undefined;
  page: number;
}

const EMPTY: ListingParams = {
  search: undefined,
  category: undefined,
  brand: [],
  has_discount: false,
  in_stock: false,
  price__gt: undefined,
  price__lt: undefined,
  id: [],
  ordering: undefined,
  page: 1,
};

const MAX_ID = 2_147_483_647;
const SEARCH_MAX_LENGTH = 100;

/** Shared links may carry Persian digits or junk; what cannot be read is dropped instead of failing the page. */
function wholeNumber(value: string | null, min: number): number | undefined {
  const text = value === null ? '' : toLatinDigits(value.trim());
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const number = Number(text);
  return number >= min && number <= MAX_ID ? number : undefined;
}

function idList(value: string | null): number[] {
  const ids = (value ?? '').split(',').map((part) => wholeNumber(part, 1));
  return [...new Set(ids.filter((id) => id !== undefined))];
}

const isTrue = (value: string | null) => ['true', '1', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());

const isOrdering = (value: string | null): value is ProductOrdering => PRODUCT_ORDERINGS.some((ordering) => ordering === value);

export function readListingParams(url: URLSearchParams): ListingParams {
  const search = url.get('search')?.trim().slice(0, SEARCH_MAX_LENGTH);
  const ordering = url.get('ordering');
  return {
    search: search || undefined,
    category: wholeNumber(url.get('category'), 1),
    brand: idList(url.get('brand')),
    has_discount: isTrue(url.get('has_discount')),
    in_stock: isTrue(url.get('in_stock')),
    price__gt: wholeNumber(url.get('price__gt'), 0),
    price__lt: wholeNumber(url.get('price__lt'), 0),
    id: idList(url.get('id')),
    ordering: isOrdering(ordering) ? ordering : undefined,
    page: wholeNumber(url.get('page') ?? url.get('limit'), 1) ?? 1,
  };
}

/** Parameters that are not the listing's (a campaign tag, say) survive every change. */
function writeListingParams(current: URLSearchParams, params: ListingParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of listingQueryKeys) next.delete(key);
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') next.set(key, String(value));
  };
  set('search', params.search);
  set('category', params.category);
  set('brand', params.brand.join(','));
  set('has_discount', params.has_discount ? 'true' : undefined);
  set('in_stock', params.in_stock ? 'true' : undefined);
  set('price__gt', params.price__gt);
  set('price__lt', params.price__lt);
  set('ordering', params.ordering);
  set('id', params.id.join(','));
  set('page', params.page > 1 ? params.page : undefined);
  return next;
}

/** The filters that narrow the goods, as the API takes them; the price statistics leave out the price bounds. */
function filterQuery(params: ListingParams): ProductQuery {
  return {
    search: params.search,
    category: params.category,
    brand: params.brand.join(',') || undefined,
    has_discount: params.has_discount || undefined,
    in_stock: params.in_stock || undefined,
    id: params.id.join(',') || undefined,
  };
}

/** `after`: where the page before ended, when the customer came from it (see useListingParams). */
export function productListQuery(params: ListingParams, after?: string): ProductQuery {
  return {
    ...filterQuery(params),
    price__gt: params.price__gt,
    price__lt: params.price__lt,
    ordering: params.ordering,
    limit: PAGE_SIZE.listingProducts,
    offset: (params.page - 1) * PAGE_SIZE.listingProducts,
    after,
  };
}

/**
 * What the listing shows at `url` on every screen: its products and the categories its picker and breadcrumb name.
 * A page opened by its URL has no `after`.
 */
export function prefetchListingPage(queryClient: QueryClient, api: ApiClient, url: URL): Promise<unknown> {
  const params = readListingParams(url.searchParams);
  return Promise.all([
    queryClient.prefetchQuery(productsQueryOptions(api, productListQuery(params))),
    queryClient.prefetchQuery(categoriesQueryOptions(api)),
  ]);
}

/** What a link to the next page carries beside its URL: where this page ended, as the API's `next` link names it. */
interface NextPageState {
  listingPage: number;
  after: string;
}

const isNextPageState = (state: unknown): state is NextPageState =>
  typeof state === 'object' && state !== null && 'listingPage' in state && 'after' in state && typeof state.after === 'string';

export const priceStatisticsQuery = filterQuery;

/** Whether anything the reset button clears is set. */
export function hasListingFilters(params: ListingParams): boolean {
  return (
    params.search !== undefined ||
    params.category !== undefined ||
    params.brand.length > 0 ||
    params.has_discount ||
    params.in_stock ||
    params.price__gt !== undefined ||
    params.price__lt !== undefined ||
    params.id.length > 0 ||
    params.ordering !== undefined
  );
}

export type ListingChange = Partial<ListingParams>;

/** `replace`: the change takes the current history entry rather than adding one (filters changed inside a drawer). */
export interface ListingChangeOptions {
  replace?: boolean;
}

/**
 * The listing's state lives in the URL only, so a filtered page can be shared and reloaded.
 * A change of filters starts again from the first page; the page stays where it is on screen.
 */
export function useListingParams() {
  const [url, setUrl] = useSearchParams();
  const params = useMemo(() => readListingParams(url), [url]);

  const update = useCallback(
    (change: ListingChange, { replace = false }: ListingChangeOptions = {}) =>
      setUrl((current) => writeListingParams(current, { ...readListingParams(current), page: 1, ...change }), {
        preventScrollReset: true,
        replace,
      }),
    [setUrl],
  );

  const reset = useCallback(
    ({ replace = false }: ListingChangeOptions = {}) =>
      setUrl((current) => writeListingParams(current, EMPTY), { preventScrollReset: true, replace }),
    [setUrl],
  );

  /** A link to this listing with `change` applied, for anchors that should open in a new tab too. */
  const hrefFor = useCallback(
    (change: ListingChange): To => ({ search: writeListingParams(url, { ...params, page: 1, ...change }).toString() }),
    [url, params],
  );

  // The next page, reached from this one, starts after this page's last product (the history entry keeps where), so
  // goods added meanwhile neither repeat nor skip one; a page opened by its number or its URL goes by position.
  const { state } = useLocation();
  const after = isNextPageState(state) && state.listingPage === params.page ? state.after : undefined;
  const stateForPage = useCallback(
    (page: number, next: string | null): NextPageState | undefined => {
      const nextAfter = next === null ? null : new URL(next).searchParams.get('after');
      return page === params.page + 1 && nextAfter ? { listingPage: page, after: nextAfter } : undefined;
    },
    [params.page],
  );

  return { params, update, reset, hrefFor, after, stateForPage };
}

/** The listing's search while the listing is shown, and '' elsewhere: what the header's search box holds. */
export function useListingSearch(): string {
  const { pathname, search } = useLocation();
  return pathname === paths.products ? (readListingParams(new URLSearchParams(search)).search ?? '') : '';
}
