import { articlesRoutes } from '@shop/contract/articles-routes';
import { PAGE_SIZE } from '@shop/contract/constants';
import { storiesRoutes } from '@shop/contract/stories-routes';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, useApi } from '../../../lib/api-client.ts';
import { brandsQueryOptions, categoriesQueryOptions, productsQueryOptions } from '../../catalogue/index.ts';

const storyGroupsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['stories'],
    queryFn: ({ signal }) => api.call(storiesRoutes.list, { signal }),
    staleTime: 5 * 60_000,
  });

export function useStoryGroups() {
  return useQuery(storyGroupsQuery(useApi()));
}

const latestArticlesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['articles', { limit: PAGE_SIZE.articles }],
    // The teasers are an extra at the foot of the page: when the blog is down they quietly stay away, with no toast.
    queryFn: ({ signal }) => api.call(articlesRoutes.list, { query: { limit: PAGE_SIZE.articles }, signal, silent: true }),
    staleTime: 10 * 60_000,
  });

export function useLatestArticles() {
  return useQuery(latestArticlesQuery(useApi()));
}

/** The home page's newest products. */
export const newestProducts = { limit: PAGE_SIZE.homeProducts, ordering: '-updated_at' };

/**
 * Everything the home page shows, started by its route while the page's code loads: the server then renders the page
 * once, with its answers, instead of once to find its queries and again with them.
 */
export function prefetchHomePage(queryClient: QueryClient, api: ApiClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(storyGroupsQuery(api)),
    queryClient.prefetchQuery(categoriesQueryOptions(api)),
    queryClient.prefetchQuery(productsQueryOptions(api, newestProducts)),
    queryClient.prefetchQuery(brandsQueryOptions(api)),
    queryClient.prefetchQuery(latestArticlesQuery(api)),
  ]);
}
