import type { Article } from '@shop/contract/articles';
import { PAGE_SIZE } from '@shop/contract/constants';
import type { Paginated } from '@shop/contract/query';
import type { StoryGroup } from '@shop/contract/shop';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useStoryGroups() {
  return useQuery({
    queryKey: ['stories'],
    queryFn: ({ signal }) => api.get<Paginated<StoryGroup>>('/api/shop/stories', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useLatestArticles() {
  return useQuery({
    queryKey: ['articles', { limit: PAGE_SIZE.articles }],
    // The teasers are an extra at the foot of the page: when the blog is down they quietly stay away, with no toast.
    queryFn: ({ signal }) =>
      api.get<Paginated<Article>>('/api/blog/articles', { query: { limit: PAGE_SIZE.articles }, signal, silent: true }),
    staleTime: 10 * 60_000,
  });
}
