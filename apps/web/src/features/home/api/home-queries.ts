import type { Article } from '@shop/contract/articles';
import { PAGE_SIZE } from '@shop/contract/constants';
import type { Paginated } from '@shop/contract/query';
import type { StoryGroup } from '@shop/contract/shop';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { brandsQueryOptions, categoriesQueryOptions, productsQueryOptions } from '../../catalogue/index.ts';

const storyGroupsQuery = queryOptions({
  queryKey: ['stories'],
  queryFn: ({ signal }) => api.get<Paginated<StoryGroup>>('/api/shop/stories', { signal }),
  staleTime: 5 * 60_000,
});

export function useStoryGroups() {
  return useQuery(storyGroupsQuery);
}

const latestArticlesQuery = queryOptions({
  queryKey: ['articles', { limit: PAGE_SIZE.articles }],
  // The teasers are an extra at the foot of the page: when the blog is down they quietly stay away, with no toast.
  queryFn: ({ signal }) =>
    api.get<Paginated<Article>>('/api/blog/articles', { query: { limit: PAGE_SIZE.articles }, signal, silent: true }),
  staleTime: 10 * 60_000,
});

export function useLatestArticles() {
  return useQuery(latestArticlesQuery);
}

/** The home page's newest products. */
export const newestProducts = { limit: PAGE_SIZE.homeProducts, ordering: '-updated_at' };

/**
 * Everything the home page shows, started by its route while the page's code loads: the server then renders the page
 * once, with its answers, instead of once to find its queries and again with them.
 */
export function prefetchHomePage(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(storyGroupsQuery),
    queryClient.prefetchQuery(categoriesQueryOptions),
    queryClient.prefetchQuery(productsQueryOptions(newestProducts)),
    queryClient.prefetchQuery(brandsQueryOptions()),
    queryClient.prefetchQuery(latestArticlesQuery),
  ]);
}
