import type { Order } from '@shop/contract/orders';
import { OrderSums } from '../../../components/ui/order-sums.tsx';

/** The order's sums, as the server computed them at checkout. */
export function OrderSummary({ order }: { order: Order }) {
  return (
    <OrderSums
      subtotal={order.items_subtotal}
      discount={order.items_discount}
      shippingCost={order.shipping_cost}
      total={order.total}
    />
  );
}
