import { articlesRoutes } from '@shop/contract/articles-routes';
import { PAGE_SIZE } from '@shop/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, useApi } from '../../../lib/api-client.ts';

export const latestArticlesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['articles', { limit: PAGE_SIZE.articles }],
    // The teasers are an extra at the foot of the page: when the blog is down they quietly stay away, with no toast.
    queryFn: ({ signal }) => api.call(articlesRoutes.list, { query: { limit: PAGE_SIZE.articles }, signal, silent: true }),
    staleTime: 10 * 60_000,
  });

export function useLatestArticles() {
  return useQuery(latestArticlesQuery(useApi()));
}
