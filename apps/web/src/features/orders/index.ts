// What other features may use of orders: an order read by its tracking key (checkout's success page shows what was
// bought), and the keys of the customer's orders, which a payment makes stale.
export { orderKeys } from './api/order-keys.ts';
export { useTrackedOrder } from './api/order-queries.ts';
