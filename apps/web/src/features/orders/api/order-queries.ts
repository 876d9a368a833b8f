import { ordersRoutes } from '@shop/contract/orders-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-client.ts';
import { orderKeys } from './order-keys.ts';
import { type OrderListParams, orderListQuery } from './order-list-params.ts';

/** The customer's orders, newest first, a page of 20; the rows shown stay while the next page or search is read. */
export function useOrders(params: OrderListParams) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => api.call(ordersRoutes.list, { query: orderListQuery(params), signal }),
    placeholderData: keepPreviousData,
  });
}

/** One of the customer's orders; another customer's is not found. */
export function useOrder(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.order(id),
    queryFn: ({ signal }) => api.call(ordersRoutes.read, { params: { id }, signal }),
  });
}

/** The store's notes on an order, those that hold `search` when it is given. */
export function useOrderNotes(id: number, search: string) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.notes(id, search),
    queryFn: ({ signal }) => api.call(ordersRoutes.notes, { params: { id }, query: { search: search || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * An order by its tracking key. Read again whenever a page shows it, however fresh it seems: the server keeps a
 * rendered page for a few seconds, an order changes (is paid, is sent) without the page knowing, and a device whose
 * clock runs behind the server's would take the server's answer for fresh.
 */
export function useTrackedOrder(key: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: orderKeys.tracked(key ?? ''),
    queryFn: ({ signal }) => api.call(ordersRoutes.tracking, { params: { key: key ?? '' }, signal }),
    enabled: key !== null,
    refetchOnMount: 'always',
    // A key found wrong stays wrong: the not-found page the server rendered is not turned back into a skeleton.
    retryOnMount: false,
  });
}
