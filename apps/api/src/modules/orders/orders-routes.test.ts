import { checkoutMessages, tehranDate } from '@shop/contract/checkout';
import { OrderSchema } from '@shop/contract/orders';
import { describe, expect, it } from 'vitest';
import { manualClock, quickCustomers } from '../../test/accounts.ts';
import { sweeper } from '../../test/payments.ts';
import {
  callBack,
  caller,
  checkoutByPost,
  pressAtSandbox,
  stockOf,
  testAddresses,
  testMethods,
  testProducts,
} from '../../test/shop.ts';
import { createTestApp } from '../../test/test-app.ts';

const time = manualClock(Date.parse('2026-10-27T07:00:00Z'));
const { app, db } = await createTestApp({ clock: time.clock, env: { UNPAID_ORDER_MINUTES: '30' } });
const sweep = sweeper(app);
const call = caller(app);
const shop = await testProducts(db);
const methods = await testMethods(app);
const addressesOf = await testAddresses(app, db);
const checkOutByPost = checkoutByPost(app, methods);

/** A customer who checked out `quantity` of the limited monitor with the given payment method. */
async function placeOrder(paymentMethod: number, quantity = 1, extra: Record<string, string> = {}) {
  const [customer] = await quickCustomers(db, 1);
  if (!customer) throw new Error('no customer');
  const addresses = await addressesOf(customer.auth);
  expect((await call('POST', '/api/shop/cart/items', customer.auth, { product: shop.monitor, quantity })).status).toBe(201);
  const placed = await checkOutByPost(time.clock(), customer.auth, addresses.tehran, paymentMethod, extra);
  return placed;
}

const orderKeyOf = (landing: string) => new URL(landing, 'http://shop').searchParams.get('order_key') ?? '';
const tracking = async (key: string) => OrderSchema.parse((await call('GET', `/api/shop/orders/${key}/tracking`)).body);
const payLater = (fields: Record<string, string | number>) => call('POST', '/api/shop/orders/checkout', {}, fields);

describe('GET /api/shop/orders/{key}/tracking', () => {
  it('answers 404 for a key that names no order', async () => {
    expect(await call('GET', '/api/shop/orders/not-a-key/tracking')).toMatchObject({
      status: 404,
      body: { detail: checkoutMessages.orderNotFound },
    });
    expect((await call('GET', `/api/shop/orders/${'x'.repeat(65)}/tracking`)).status).toBe(404);
  });
});

describe('a payment that did not go through', () => {
  it('lands on the failed page, leaves the order unpaid, and can be paid later', async () => {
    const placed = await placeOrder(methods.online.id);
    const landing = await callBack(app, await pressAtSandbox(app, placed.next_step ?? '', 'cancel'));
    // The failed page names the order by its key, to pay again from there.
    const [order] = await db.query.orders.findMany({ orderBy: (orders, { desc }) => [desc(orders.id)], limit: 1 });
    const key = order?.key ?? '';
    expect(landing).toBe(`/checkout/failed?order_key=${key}`);
    expect(await tracking(key)).toMatchObject({ status: 'new', is_paid: false, payments: [] });

    const again = await payLater({ order_key: key, payment_method: methods.online.id });
    expect(again.status).toBe(200);
    expect(again.body.next_step).not.toBe(placed.next_step);
    expect(orderKeyOf(await callBack(app, await pressAtSandbox(app, again.body.next_step, 'pay')))).toBe(key);
    expect(await tracking(key)).toMatchObject({ status: 'processing', is_paid: true });
  });

  it('paid later by card transfer or on delivery instead', async () => {
    const first = await placeOrder(methods.online.id);
    const key = orderKeyOf(await callBack(app, await pressAtSandbox(app, first.next_step ?? '', 'pay')));
    expect(key).not.toBe('');
    const unpaid = await placeOrder(methods.online.id);
    await callBack(app, await pressAtSandbox(app, unpaid.next_step ?? '', 'cancel'));
    const [order] = await db.query.orders.findMany({ orderBy: (orders, { desc }) => [desc(orders.id)], limit: 1 });
    const unpaidKey = order?.key ?? '';

    expect(await payLater({ order_key: unpaidKey, payment_method: methods.cardToCard.id })).toMatchObject({
      status: 400,
      body: { tracking_number: [checkoutMessages.trackingNumberRequired] },
    });
    const transfer = { tracking_number: '987654', card_last_four: '1111', paid_date: tehranDate(time.clock()) };
    expect(await payLater({ order_key: unpaidKey, payment_method: methods.cardToCard.id, ...transfer })).toEqual(
      expect.objectContaining({ status: 200, body: { order_key: unpaidKey } }),
    );
    const waiting = await tracking(unpaidKey);
    expect(waiting).toMatchObject({ status: 'new', is_paid: false, payment_method_data: { kind: 'card_to_card' } });
    expect(waiting.payments).toEqual([expect.objectContaining({ transaction_id: '987654', approved: false })]);
    // It waits for the store now: the sweep leaves it and its stock alone.
    time.advance(60 * 60);
    expect(await sweep()).toBe(0);
    expect((await tracking(unpaidKey)).status).toBe('new');

    expect(await payLater({ order_key: 'no-such-order', payment_method: methods.online.id })).toMatchObject({
      status: 404,
      body: { detail: checkoutMessages.orderNotFound },
    });
    expect(await payLater({ order_key: unpaidKey, payment_method: 999_999 })).toMatchObject({
      status: 400,
      body: { payment_method: [checkoutMessages.paymentMethodUnavailable] },
    });
  });
});

describe('the unpaid-order sweep', () => {
  it('fails an online order past its reservation and gives its stock back, once', async () => {
    await sweep();
    const before = await stockOf(db, shop.monitor);
    const placed = await placeOrder(methods.online.id, 2);
    expect(await stockOf(db, shop.monitor)).toBe((before ?? 0) - 2);
    const [order] = await db.query.orders.findMany({ orderBy: (orders, { desc }) => [desc(orders.id)], limit: 1 });
    const key = order?.key ?? '';

    time.advance(29 * 60);
    expect(await sweep()).toBe(0);
    time.advance(2 * 60);
    expect(await sweep()).toBe(1);
    expect(await stockOf(db, shop.monitor)).toBe(before);
    expect((await tracking(key)).status).toBe('failed');
    expect(await sweep()).toBe(0);
    expect(await stockOf(db, shop.monitor)).toBe(before);

    // Its bank page comes back after its session ended and the gateway said unpaid: nothing is verified or recorded,
    // and the order cannot be paid any more.
    expect(await callBack(app, await pressAtSandbox(app, placed.next_step ?? '', 'pay'))).toBe(
      `/checkout/failed?order_key=${key}`,
    );
    expect((await tracking(key)).payments).toEqual([]);
    expect(await payLater({ order_key: key, payment_method: methods.online.id })).toMatchObject({
      status: 400,
      body: { non_field_errors: [checkoutMessages.orderNotPayable] },
    });
  });

  it('leaves orders paid on delivery alone', async () => {
    const placed = await placeOrder(methods.cashOnDelivery.id);
    time.advance(24 * 60 * 60);
    await sweep();
    expect((await tracking(placed.order_key ?? '')).status).toBe('new');
  });
});
