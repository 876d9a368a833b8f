// What other features and the app may use of the cart: its read and its key, and the code of its dialogs, loaded
// when first wanted. The header imports this file, and whatever it names is in every page's first script: only the
// small read, and loaders rather than components (which would bring their forms and the cart's schemas with zod).
export { cartKeys } from './api/cart-keys.ts';
export { cartLabel, cartQueryOptions, cartSums, unavailableLines, useCart, useCartCount } from './api/cart-query.ts';
export type { AddToCartDialogProps } from './components/add-to-cart-dialog.tsx';

export const loadAddToCartDialog = async () => (await import('./components/add-to-cart-dialog.tsx')).AddToCartDialog;
export const loadCartModal = async () => (await import('./components/cart-modal.tsx')).CartModal;
