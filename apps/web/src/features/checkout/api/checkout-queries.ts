import type { Cart, CartUpdate } from '@shop/contract/cart';
import { type CheckoutInput, type CheckoutResult, checkoutMessages } from '@shop/contract/checkout';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/contract/idempotency';
import type { Order } from '@shop/contract/order';
import type { Paginated } from '@shop/contract/query';
import type { PaymentMethod, ShippingMethod } from '@shop/contract/shop';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../../lib/api-client.ts';
import { SubmissionKey } from '../../../lib/submission-key.ts';
import { toast } from '../../../lib/toast.ts';
import { cartKeys } from '../../cart/index.ts';
import { checkoutKeys } from './checkout-keys.ts';

/** The shop has a handful of each; one page holds them all. */
const METHODS_QUERY = { limit: 50 };

export function useShippingMethods() {
  return useQuery({
    queryKey: checkoutKeys.shippingMethods,
    queryFn: ({ signal }) =>
      api.get<Paginated<ShippingMethod>>('/api/shop/shipping_methods/public', { query: METHODS_QUERY, signal }),
  });
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: checkoutKeys.paymentMethods,
    queryFn: ({ signal }) =>
      api.get<Paginated<PaymentMethod>>('/api/shop/payment_methods/public', { query: METHODS_QUERY, signal }),
  });
}

/**
 * Puts the chosen address and shipping method on the cart, whose answer carries the shipping cost for them: the sums
 * beside the form show it at once.
 */
export function useChooseDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    // Behind the cart's own changes, in the order they were made.
    scope: { id: 'cart' },
    mutationFn: (update: CartUpdate) => api.patch<Cart>('/api/shop/cart', update),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.all, cart),
  });
}

interface PlaceOrder {
  order: CheckoutInput;
  /** A picture of a card transfer's receipt, sent with the order as a multipart form. */
  receipt: File | null;
}

/** The order as a multipart form, the way a receipt's picture can go with it. */
function asForm(order: CheckoutInput, receipt: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(order)) if (value !== undefined) form.append(name, String(value));
  form.append('receipt', receipt);
  return form;
}

/**
 * Checks the cart out. The submission's Idempotency-Key makes a repeat of it (a double tap, a retry after the answer
 * was lost) answer the order already made rather than make a second one; other values, or an order made, take a new
 * key.
 */
export function usePlaceOrder() {
  const [submission] = useState(() => new SubmissionKey());
  return useMutation({
    mutationFn: ({ order, receipt }: PlaceOrder) =>
      api.post<CheckoutResult>('/api/shop/cart/checkout', receipt ? asForm(order, receipt) : order, {
        headers: {
          [IDEMPOTENCY_KEY_HEADER]: submission.for({
            order,
            receipt: receipt && [receipt.name, receipt.size, receipt.lastModified],
          }),
        },
      }),
    onSuccess: () => submission.settle(),
    onError: (error) => {
      // Without an answer the transport has said why; an answer said no order was made.
      if (error instanceof ApiError && error.status !== 0) toast(checkoutMessages.paymentError, 'error');
    },
  });
}

/** An order by its tracking key, as the success page shows what was bought. */
export function useTrackedOrder(key: string | null) {
  return useQuery({
    queryKey: checkoutKeys.trackedOrder(key ?? ''),
    queryFn: ({ signal }) => api.get<Order>(`/api/shop/orders/${encodeURIComponent(key ?? '')}/tracking`, { signal }),
    enabled: key !== null,
  });
}
