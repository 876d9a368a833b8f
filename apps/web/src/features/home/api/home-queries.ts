import { PAGE_SIZE } from '@shop/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';
import { latestArticlesQuery } from '../../articles/index.ts';
import { brandsQueryOptions, categoriesQueryOptions, productsQueryOptions } from '../../catalogue/index.ts';
import { storyGroupsQuery } from '../../stories/index.ts';

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
