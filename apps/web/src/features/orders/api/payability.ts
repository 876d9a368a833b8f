import { type Order, paymentState } from '@shop/contract/orders';

/**
 * Whether the customer can pay the order now: the server takes a payment for an unpaid order that is still new
 * (not failed, cancelled or sent). A card transfer waiting for the store's approval is not paid a second time; one the
 * store refused leaves the order to pay again.
 */
export type Payability = 'paid' | 'payable' | 'awaiting-approval' | 'closed';

export function payabilityOf(order: Pick<Order, 'is_paid' | 'status' | 'payments'>): Payability {
  if (order.is_paid) return 'paid';
  if (order.status !== 'new') return 'closed';
  return order.payments.some((payment) => paymentState(payment) === 'awaiting') ? 'awaiting-approval' : 'payable';
}
