import { PAGE_SIZE } from '@shop/contract/constants';
import { ORDER_STATUSES, type OrderListQuery, type OrderStatus } from '@shop/contract/orders';
import { toLatinDigits } from '@shop/contract/persian';

/** The orders table's state, kept in the address so that Back, a reload and a shared link show the same rows. */
export interface OrderListParams {
  page: number;
  search: string;
  status: OrderStatus | undefined;
  isPaid: boolean | undefined;
}

const SEARCH_MAX_LENGTH = 100;
const MAX_PAGE = 100_000;

const isStatus = (value: string | null): value is OrderStatus => ORDER_STATUSES.some((status) => status === value);

/** What cannot be read (an edited address, Persian digits in the page) is dropped rather than failing the page. */
export function readOrderListParams(url: URLSearchParams): OrderListParams {
  const page = Number(toLatinDigits(url.get('page') ?? ''));
  const status = url.get('status');
  const paid = url.get('is_paid');
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    search: (url.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    status: isStatus(status) ? status : undefined,
    isPaid: paid === 'true' ? true : paid === 'false' ? false : undefined,
  };
}

/** The address's query for the state; the first page and empty filters are left out, so the plain list has none. */
export function writeOrderListParams(params: OrderListParams): URLSearchParams {
  const url = new URLSearchParams();
  if (params.search) url.set('search', params.search);
  if (params.status) url.set('status', params.status);
  if (params.isPaid !== undefined) url.set('is_paid', String(params.isPaid));
  if (params.page > 1) url.set('page', String(params.page));
  return url;
}

/** The API's query for the state: 20 orders a page. */
export function orderListQuery(params: OrderListParams): OrderListQuery {
  return {
    search: params.search || undefined,
    status: params.status,
    is_paid: params.isPaid,
    limit: PAGE_SIZE.orders,
    offset: (params.page - 1) * PAGE_SIZE.orders,
  };
}
