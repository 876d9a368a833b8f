import { addressesRoutes } from '@shop/contract/addresses-routes';
import { PAGE_SIZE } from '@shop/contract/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-client.ts';
import { addressKeys } from './address-keys.ts';

// Apart from saving and deleting: checkout reads the addresses through this feature's index, and the writes'
// Idempotency-Key brings zod along.

/** The customer's saved addresses, newest first, 20 a page; `search` looks in names, numbers and the address. */
export function useAddresses(page: number, search: string) {
  const api = useApi();
  return useQuery({
    queryKey: addressKeys.page(page, search),
    queryFn: ({ signal }) =>
      api.call(addressesRoutes.list, {
        query: { limit: PAGE_SIZE.addresses, offset: (page - 1) * PAGE_SIZE.addresses, search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
