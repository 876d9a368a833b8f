/** The query keys of checkout's reads, from one place. */
export const checkoutKeys = {
  shippingMethods: ['shipping-methods'] as const,
  closures: ['closures'] as const,
  paymentMethods: ['payment-methods'] as const,
  paymentState: (orderKey: string) => ['order-payment', orderKey] as const,
};
