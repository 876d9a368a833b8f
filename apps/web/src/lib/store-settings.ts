import type { GeneralSettings } from '@shop/contract/settings';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The store's contacts, read once and shared by the chrome and every page. */
export function useGeneralSettings() {
  return useQuery({
    queryKey: ['settings', 'general'],
    queryFn: ({ signal }) => api.get<GeneralSettings>('/api/settings/general', { signal }),
    staleTime: 10 * 60_000,
  });
}
