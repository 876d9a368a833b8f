import { sharedCataloguesRoutes } from '@shop/contract/shared-catalogues-routes';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-client.ts';

/** A shareable catalogue by its key, as the visitor's link names it. */
export function useSharedCatalogue(key: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['shared-catalogues', key],
    queryFn: ({ signal }) => api.call(sharedCataloguesRoutes.read, { params: { key }, signal }),
    // A key found wrong stays wrong: the not-found page the server rendered is not turned back into a skeleton.
    retryOnMount: false,
  });
}
