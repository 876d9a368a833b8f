import type { Address } from '@shop/contract/address';
import { PAGE_SIZE } from '@shop/contract/constants';
import type { Paginated } from '@shop/contract/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from './account-keys.ts';

// Apart from saving and deleting: checkout reads the addresses through the profile's index, which the product page
// imports too, and the writes' Idempotency-Key brings zod along.

/** The customer's saved addresses, newest first, 20 a page; `search` looks in names, numbers and the address. */
export function useAddresses(page: number, search: string) {
  return useQuery({
    queryKey: accountKeys.addressesPage(page, search),
    queryFn: ({ signal }) =>
      api.get<Paginated<Address>>('/api/users/me/addresses', {
        query: { limit: PAGE_SIZE.addresses, offset: (page - 1) * PAGE_SIZE.addresses, search },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
