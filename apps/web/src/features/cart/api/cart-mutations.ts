import { type Cart, type CartItemCreate, cartMessages, NOT_ENOUGH_STOCK } from '@shop/contract/cart';
import { cartRoutes } from '@shop/contract/cart-routes';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/contract/idempotency';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, useApi } from '../../../lib/api-client.ts';
import { SubmissionKey } from '../../../lib/submission-key.ts';
import { toast } from '../../../lib/toast.ts';
import { cartKeys } from './cart-keys.ts';

/** Whether the server refused a quantity for want of stock, in the spec's own sentence, on any field or none. */
export const isNotEnoughStock = (error: unknown): boolean =>
  error instanceof ApiError &&
  error.status === 400 &&
  Object.values(error.body ?? {}).some((messages) => Array.isArray(messages) && messages.includes(NOT_ENOUGH_STOCK));

/**
 * What the cart says of that refusal: the server's Persian sentence beside the spec's, saying how many are left, or
 * the spec's «موجودی کافی نیست» alone.
 */
export function insufficientStockMessage(error: unknown): string {
  const said = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
  return said.find((message) => message !== NOT_ENOUGH_STOCK) ?? cartMessages.insufficientStock;
}

/** The transport tells every failure but that one, which the cart says in Persian. */
const stockSaidHere = { silent: isNotEnoughStock };

/**
 * One queue for every change of the cart: a customer tapping + three times sends three quantities that must arrive in
 * the order they were tapped.
 */
const scope = { id: 'cart' };

function useCartChange<Variables>(change: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return {
    scope,
    mutationFn: change,
    // Totals, discounts and shipping are the server's to compute: the cart is read again after every change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  };
}

/**
 * Adds a product or a variation to the cart; the same one again adds to its line. The dialog tells the outcome. The
 * submission's Idempotency-Key makes a retry whose first answer was lost add nothing more; once answered, the same
 * item added again is another addition.
 */
export function useAddToCart() {
  const api = useApi();
  const [submission] = useState(() => new SubmissionKey());
  return useMutation({
    ...useCartChange((item: CartItemCreate) =>
      api.call(cartRoutes.addItem, {
        body: item,
        ...stockSaidHere,
        headers: { [IDEMPOTENCY_KEY_HEADER]: submission.for(item) },
      }),
    ),
    onSuccess: () => submission.settle(),
  });
}

interface QuantityChange {
  id: number;
  quantity: number;
}

/**
 * Changes a line's quantity at once on screen, and saves it; refused (not enough stock), the line shows its quantity
 * from before again.
 */
export function useChangeQuantity() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    ...useCartChange(({ id, quantity }: QuantityChange) =>
      api.call(cartRoutes.updateItem, { params: { id }, body: { quantity }, ...stockSaidHere }),
    ),
    onMutate: async ({ id, quantity }) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      const before = queryClient.getQueryData<Cart>(cartKeys.all);
      queryClient.setQueryData<Cart>(
        cartKeys.all,
        (cart) => cart && { ...cart, items: cart.items.map((item) => (item.id === id ? { ...item, quantity } : item)) },
      );
      return { before };
    },
    onError: (error, _, context) => {
      if (context?.before) queryClient.setQueryData(cartKeys.all, context.before);
      toast(isNotEnoughStock(error) ? insufficientStockMessage(error) : cartMessages.cartUpdateFailed, 'error');
    },
    onSuccess: () => toast(cartMessages.cartUpdated, 'success'),
  });
}

/** Saves a line's notes; the form that sent them puts a refusal on its field. */
export function useChangeNotes() {
  const api = useApi();
  return useMutation({
    ...useCartChange(({ id, notes }: { id: number; notes: string }) =>
      api.call(cartRoutes.updateItem, { params: { id }, body: { notes } }),
    ),
    onSuccess: () => toast(cartMessages.cartUpdated, 'success'),
    onError: () => toast(cartMessages.cartUpdateFailed, 'error'),
  });
}

export function useRemoveCartItem() {
  const api = useApi();
  return useMutation({
    ...useCartChange((id: number) => api.call(cartRoutes.removeItem, { params: { id } })),
    onSuccess: () => toast(cartMessages.itemRemoved, 'success'),
    onError: () => toast(cartMessages.itemRemoveFailed, 'error'),
  });
}

export function useClearCart() {
  const api = useApi();
  return useMutation({
    ...useCartChange(() => api.call(cartRoutes.clear)),
    onSuccess: () => toast(cartMessages.cartCleared, 'success'),
    onError: () => toast(cartMessages.cartClearFailed, 'error'),
  });
}
