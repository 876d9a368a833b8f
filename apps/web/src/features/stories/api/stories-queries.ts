import { storiesRoutes } from '@shop/contract/stories-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, useApi } from '../../../lib/api-client.ts';

export const storyGroupsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['stories'],
    queryFn: ({ signal }) => api.call(storiesRoutes.list, { signal }),
    staleTime: 5 * 60_000,
  });

export function useStoryGroups() {
  return useQuery(storyGroupsQuery(useApi()));
}
