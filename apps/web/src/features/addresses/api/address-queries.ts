import type { AddressInput } from '@shop/contract/addresses';
import { addressesRoutes } from '@shop/contract/addresses-routes';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/contract/idempotency';
import { toasts } from '@shop/contract/toasts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../lib/api-client.ts';
import { SubmissionKey } from '../../../lib/submission-key.ts';
import { toast } from '../../../lib/toast.ts';
import { addressKeys } from './address-keys.ts';

/**
 * Saves a new address (`id` null) or changes one; the caller puts a 400's field errors on its form. A new address is
 * sent with an Idempotency-Key: sending the same form again after a lost answer saves it once.
 */
export function useSaveAddress() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [newAddress] = useState(() => new SubmissionKey());
  return useMutation({
    mutationFn: ({ id, address }: { id: number | null; address: AddressInput }) =>
      id === null
        ? api.call(addressesRoutes.create, { body: address, headers: { [IDEMPOTENCY_KEY_HEADER]: newAddress.for(address) } })
        : api.call(addressesRoutes.update, { params: { id }, body: address }),
    // The list is read again before the dialog closes, so the customer sees the address they saved.
    onSuccess: (_, { id }) => {
      if (id === null) newAddress.settle();
      toast(id === null ? toasts.addressAdded : toasts.addressEdited, 'success');
      return queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
    onError: (_, { id }) => toast(id === null ? toasts.addressAddFailed : toasts.addressEditFailed, 'error'),
  });
}

export function useDeleteAddress() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(addressesRoutes.delete, { params: { id } }),
    onSuccess: () => {
      toast(toasts.addressDeleted, 'success');
      return queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
    onError: () => toast(toasts.addressDeleteFailed, 'error'),
  });
}
