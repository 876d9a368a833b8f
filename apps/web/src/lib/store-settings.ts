import { pageTexts } from '@shop/contract/page-meta';
import { settingsRoutes } from '@shop/contract/settings-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, useApi } from './api-client.ts';

export const generalSettingsQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['settings', 'general'],
    queryFn: ({ signal }) => api.call(settingsRoutes.general, { signal }),
    staleTime: 10 * 60_000,
  });

/** The store's contacts, read once and shared by the chrome and every page. */
export function useGeneralSettings() {
  return useQuery(generalSettingsQuery(useApi()));
}

/** The store's name, or the shop's generic one until the settings arrive (or a shop not set up yet has none). */
export function useStoreTitle(): string {
  return useGeneralSettings().data?.store_title || pageTexts.storeTitle;
}
