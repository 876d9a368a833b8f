import { describe, expect, it } from 'vitest';
import { orderListQuery, readOrderListParams, writeOrderListParams } from './order-list-params.ts';

const read = (query: string) => readOrderListParams(new URLSearchParams(query));

describe('the orders list in the address', () => {
  it('reads a page, a search, a status and a payment, and writes them back the same', () => {
    const params = read('search=فشارسنج&status=new&is_paid=false&page=3');
    expect(params).toEqual({ page: 3, search: 'فشارسنج', status: 'new', isPaid: false });
    expect(read(writeOrderListParams(params).toString())).toEqual(params);
  });

  it('leaves the first page and empty filters out, so the plain list has a plain address', () => {
    expect(writeOrderListParams({ page: 1, search: '', status: undefined, isPaid: undefined }).toString()).toBe('');
  });

  it('drops what it cannot read rather than fail the page', () => {
    expect(read('page=-2&status=shipped&is_paid=maybe')).toEqual({ page: 1, search: '', status: undefined, isPaid: undefined });
    expect(read('page=۲').page).toBe(2);
    expect(read(`search=${'ک'.repeat(150)}`).search).toHaveLength(100);
  });

  it('asks the API for 20 orders a page, from the page asked for', () => {
    expect(orderListQuery({ page: 3, search: 'كيف', status: undefined, isPaid: true })).toEqual({
      search: 'كيف',
      status: undefined,
      is_paid: true,
      limit: 20,
      offset: 40,
    });
  });
});
