/** The query keys of checkout's reads, from one place. */
export const checkoutKeys = {
  shippingMethods: ['shipping-methods'] as const,
  paymentMethods: ['payment-methods'] as const,
  /** An order read by its tracking key: public, so not among the customer's own keys. */
  trackedOrder: (key: string) => ['orders', 'tracking', key] as const,
};
