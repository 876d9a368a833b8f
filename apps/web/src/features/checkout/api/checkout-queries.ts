import type { CartUpdate } from '@shop/contract/cart';
import { cartRoutes } from '@shop/contract/cart-routes';
import { type CheckoutInput, checkoutMessages, type OrderPaymentInput } from '@shop/contract/checkout';
import { checkoutRoutes } from '@shop/contract/checkout-routes';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/contract/idempotency';
import { methodsRoutes } from '@shop/contract/methods-routes';
import { paymentsRoutes } from '@shop/contract/payments-routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, useApi } from '../../../lib/api-client.ts';
import { SubmissionKey } from '../../../lib/submission-key.ts';
import { toast } from '../../../lib/toast.ts';
import { cartKeys } from '../../cart/index.ts';
import { checkoutKeys } from './checkout-keys.ts';

/** The shop has a handful of each; one page holds them all. */
const METHODS_QUERY = { limit: 50 };

export function useShippingMethods() {
  const api = useApi();
  return useQuery({
    queryKey: checkoutKeys.shippingMethods,
    queryFn: ({ signal }) => api.call(methodsRoutes.shippingMethods, { query: METHODS_QUERY, signal }),
  });
}

/** The store's closure days from today on, as a set the delivery's calendar and the form's check leave out. */
export function useClosureDays() {
  const api = useApi();
  return useQuery({
    queryKey: checkoutKeys.closures,
    queryFn: ({ signal }) => api.call(methodsRoutes.closures, { query: { limit: 100 }, signal }),
    select: (page): ReadonlySet<string> => new Set(page.results.map((closure) => closure.date)),
  });
}

export function usePaymentMethods() {
  const api = useApi();
  return useQuery({
    queryKey: checkoutKeys.paymentMethods,
    queryFn: ({ signal }) => api.call(methodsRoutes.paymentMethods, { query: METHODS_QUERY, signal }),
  });
}

/**
 * Puts the chosen address and shipping method on the cart, whose answer carries the shipping cost for them: the sums
 * beside the form show it at once.
 */
export function useChooseDelivery() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    // Behind the cart's own changes, in the order they were made.
    scope: { id: 'cart' },
    mutationFn: (update: CartUpdate) => api.call(cartRoutes.update, { body: update }),
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.all, cart),
  });
}

interface PlaceOrder {
  order: CheckoutInput;
  /** A picture of a card transfer's receipt, sent with the order as a multipart form. */
  receipt: File | null;
}

/** A form's values as multipart fields with the receipt's picture beside them. */
function withReceipt(values: CheckoutInput | OrderPaymentInput, receipt: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) form.append(name, String(value));
  form.append('receipt', receipt);
  return form;
}

/**
 * Without an answer the transport has said why; an answer said no order was made or paid. A refusal that said why
 * itself (a line sold out, naming it) has been told by the transport, and is not followed by a second, vaguer toast.
 */
const tellPaymentError = (error: Error) => {
  if (error instanceof ApiError && error.status !== 0 && !error.nonFieldErrors.length) {
    toast(checkoutMessages.paymentError, 'error');
  }
};

/**
 * Checks the cart out. The submission's Idempotency-Key makes a repeat of it (a double tap, a retry after the answer
 * was lost) answer the order already made rather than make a second one; other values, or an order made, take a new
 * key.
 */
export function usePlaceOrder() {
  const api = useApi();
  const queryClient = useQueryClient();
  const [submission] = useState(() => new SubmissionKey());
  return useMutation({
    mutationFn: ({ order, receipt }: PlaceOrder) =>
      api.call(checkoutRoutes.placeOrder, {
        body: receipt ? withReceipt(order, receipt) : order,
        headers: {
          [IDEMPOTENCY_KEY_HEADER]: submission.for({
            order,
            receipt: receipt && [receipt.name, receipt.size, receipt.lastModified],
          }),
        },
      }),
    onSuccess: () => submission.settle(),
    onError: (error) => {
      tellPaymentError(error);
      // A line may have sold out meanwhile: the summary beside the form shows it so.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}

interface PayOrder {
  payment: OrderPaymentInput;
  receipt: File | null;
}

/**
 * Pays an order placed earlier, by its key. No Idempotency-Key: a gateway payment only opens the bank's page, and the
 * server records a card transfer sent twice (its tracking number) once. `onPaid` reads afresh what the payment made
 * stale (the order's page: the customer's own orders); a tracked order always is.
 */
export function usePayOrder(onPaid: () => unknown) {
  const api = useApi();
  return useMutation({
    mutationFn: ({ payment, receipt }: PayOrder) =>
      api.call(checkoutRoutes.payOrder, { body: receipt ? withReceipt(payment, receipt) : payment }),
    onSuccess: () => onPaid(),
    onError: tellPaymentError,
  });
}

/** How often the waiting page asks whether the bank's answer is in. */
const VERIFYING_POLL_MS = 3000;

/**
 * Where an order's payment stands, by its key: asked afresh on every visit, and again every few seconds while the
 * shop is still learning the bank's answer.
 */
export function usePaymentState(orderKey: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: checkoutKeys.paymentState(orderKey ?? ''),
    queryFn: ({ signal }) => api.call(paymentsRoutes.state, { params: { key: orderKey ?? '' }, signal }),
    enabled: orderKey !== null,
    refetchOnMount: 'always',
    retryOnMount: false,
    refetchInterval: (query) => (query.state.data?.state === 'verifying' ? VERIFYING_POLL_MS : false),
  });
}

/** Gives an unpaid order up and takes its lines back into the cart; the answer is the cart, shown at once. */
export function usePutBackInCart() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderKey: string) => api.call(checkoutRoutes.putBack, { body: { order_key: orderKey } }),
    onSuccess: (cart, orderKey) => {
      queryClient.setQueryData(cartKeys.all, cart);
      void queryClient.invalidateQueries({ queryKey: checkoutKeys.paymentState(orderKey) });
    },
    onError: tellPaymentError,
  });
}
