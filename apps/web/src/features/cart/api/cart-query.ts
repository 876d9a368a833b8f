import type { Cart } from '@shop/contract/cart';
import { cartRoutes } from '@shop/contract/cart-routes';
import { formatNumber } from '@shop/contract/persian';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiClient, useApi } from '../../../lib/api-client.ts';
import { useSignedIn } from '../../../lib/auth-token.ts';
import { cartKeys } from './cart-keys.ts';

// Only the type of the contract's cart: this file is in every page's first script (the header's badge), and its schemas
// would bring zod along.
export const cartQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: cartKeys.all,
    queryFn: ({ signal }) => api.call(cartRoutes.read, { signal }),
  });

/** The signed-in customer's cart, priced by the server; nothing is asked for a visitor. */
export function useCart() {
  const signedIn = useSignedIn();
  return useQuery({ ...cartQueryOptions(useApi()), enabled: signedIn === true });
}

const countOf = (cart: Cart) => cart.count;

/** The cart's number of lines for the badges; 0 for a visitor and until the cart has been read once the page is live. */
export function useCartCount(): number {
  const signedIn = useSignedIn();
  const count = useQuery({ ...cartQueryOptions(useApi()), enabled: signedIn === true, select: countOf }).data;
  // While a part of the page hydrates it says what the server said, 0, even when a part live before it has read the
  // cart already: the header hydrates after the bottom bar.
  return signedIn === true ? (count ?? 0) : 0;
}

/** «سبد خرید، ۲ کالا»: the cart's name with the count its badge shows, so that what is seen is what a voice command says. */
export const cartLabel = (count: number) => `سبد خرید، ${formatNumber(count)} کالا`;

/** Lines that sold out or fell short since they were added: checkout refuses them until removed or reduced. */
export const unavailableLines = (cart: Cart) => cart.items.filter((item) => !item.is_available);

/** The cart's sums as `OrderSums` shows them; shipping is unknown until checkout chooses a method. */
export const cartSums = (cart: Cart) => ({
  subtotal: cart.subtotal,
  discount: cart.discount,
  shippingCost: cart.shipping_method === null ? null : cart.shipping_cost,
  total: cart.total,
});
