import { accountKeys } from '../../users/index.ts';
import type { OrderListParams } from './order-list-params.ts';

/**
 * The query keys of orders, from one place. The customer's own start with the account's key, so that a sign-out
 * drops them with the rest of their data; an order read by its tracking key is anyone's who holds the key.
 */
export const orderKeys = {
  mine: [...accountKeys.all, 'orders'] as const,
  list: (params: OrderListParams) => [...accountKeys.all, 'orders', 'list', params] as const,
  order: (id: number) => [...accountKeys.all, 'orders', id] as const,
  notes: (id: number, search: string) => [...accountKeys.all, 'orders', id, 'notes', search] as const,
  tracked: (key: string) => ['orders', 'tracking', key] as const,
};
