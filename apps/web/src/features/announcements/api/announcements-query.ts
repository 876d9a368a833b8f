import { announcementsRoutes } from '@shop/contract/announcements-routes';
import { PAGE_SIZE } from '@shop/contract/constants';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.ts';

export const announcementsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['announcements'],
    queryFn: ({ signal }) => api.call(announcementsRoutes.list, { query: { limit: PAGE_SIZE.announcements }, signal }),
  });
