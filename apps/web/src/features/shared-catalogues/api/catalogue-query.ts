import type { Catalogue } from '@shop/contract/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** A shareable catalogue by its key, as the visitor's link names it. */
export function useSharedCatalogue(key: string) {
  return useQuery({
    queryKey: ['shared-catalogues', key],
    queryFn: ({ signal }) => api.get<Catalogue>(`/api/products/catalogs/${encodeURIComponent(key)}`, { signal }),
    // A key found wrong stays wrong: the not-found page the server rendered is not turned back into a skeleton.
    retryOnMount: false,
  });
}
