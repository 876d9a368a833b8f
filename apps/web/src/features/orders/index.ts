// What other features may use of orders: an order read by its tracking key (checkout's success page shows what was
// bought), the keys of the customer's orders, which a payment makes stale, and an order's status chip (the back office's
// customer page lists their orders).
export { orderKeys } from './api/order-keys.ts';
export { useTrackedOrder } from './api/order-queries.ts';
export { OrderStatusChip } from './components/order-status-chip.tsx';
