/**
 * The query keys of the cart, from one place. The cart is the signed-in customer's own: the app drops every key under
 * `all` when someone signs in or out.
 */
export const cartKeys = {
  all: ['cart'] as const,
};
