// What other features may use of orders: an order's status chip (the back office's customer page lists their orders).
export { OrderStatusChip } from './components/order-status-chip.tsx';
