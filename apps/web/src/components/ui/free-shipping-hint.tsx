import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import Alert from '@mui/material/Alert';
import type { Cart } from '@shop/contract/cart';
import { freeShippingText } from '@shop/contract/methods';

/** How much more buys free shipping with the cart's method, or that it is free; nothing for a method without a threshold. */
export function FreeShippingHint({ cart }: { cart: Pick<Cart, 'free_shipping_remaining'> }) {
  if (cart.free_shipping_remaining === null) return null;
  return (
    <Alert
      severity={cart.free_shipping_remaining === 0 ? 'success' : 'info'}
      icon={<LocalShippingOutlinedIcon fontSize="inherit" />}
      role="status"
    >
      {freeShippingText(cart.free_shipping_remaining)}
    </Alert>
  );
}
