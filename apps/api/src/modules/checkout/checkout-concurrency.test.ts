import { checkoutMessageWith } from '@shop/contract/checkout';
import { messages } from '@shop/contract/messages';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualClock, quickCustomers } from '../../test/accounts.ts';
import { sweeper } from '../../test/payments.ts';
import { callBack, caller, checkoutBody, pressAtSandbox, stockOf, testAddresses, testMethods } from '../../test/shop.ts';
import { limitedProduct as newLimitedProduct } from '../../test/shop-data.ts';
import { createTestApp } from '../../test/test-app.ts';
import { orderItems, orderPayments, orders } from '../orders/orders-tables.ts';

// On PostgreSQL these requests run at once on separate connections; on PGlite they interleave on its one connection.
const time = manualClock(Date.parse('2026-10-27T07:00:00Z'));
const { app, db } = await createTestApp({ clock: time.clock });
const sweep = sweeper(app);
const call = caller(app);
const methods = await testMethods(app);
const addressesOf = await testAddresses(app, db);

const limitedProduct = (name: string, stock: number) => newLimitedProduct(db, name, stock);

/** Customers with an address each and `product` in their cart. */
async function shoppers(howMany: number, product: number) {
  const customers = await quickCustomers(db, howMany);
  return Promise.all(
    customers.map(async (customer) => {
      const addresses = await addressesOf(customer.auth);
      expect((await call('POST', '/api/shop/cart/items', customer.auth, { product, quantity: 1 })).status).toBe(201);
      return { ...customer, address: addresses.tehran };
    }),
  );
}

const checkout = (customer: { auth: Record<string, string>; address: number }, paymentMethod: number) =>
  call(
    'POST',
    '/api/shop/cart/checkout',
    customer.auth,
    checkoutBody(time.clock(), { address: customer.address, shipping_method: methods.post.id, payment_method: paymentMethod }),
  );

const ordersOf = async (product: number) =>
  (await db.select({ count: count() }).from(orderItems).where(eq(orderItems.itemId, product)))[0]?.count;

describe('checkouts at the same moment', () => {
  it('sell the last ten units to ten of fifty customers, and refuse the others clearly', async () => {
    const product = await limitedProduct('پالس اکسیمتر', 10);
    const customers = await shoppers(50, product);
    const answers = await Promise.all(customers.map((customer) => checkout(customer, methods.cashOnDelivery.id)));
    const placed = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 400);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const answer of refused) {
      expect(answer.body).toEqual({ non_field_errors: [checkoutMessageWith.unavailable('پالس اکسیمتر')] });
    }
    expect(new Set(placed.map((answer) => answer.body.order_key)).size).toBe(10);
    expect(await stockOf(db, product)).toBe(0);
    expect(await ordersOf(product)).toBe(10);
  });

  it('place one order for the same cart sent twice', async () => {
    const product = await limitedProduct('دماسنج', 5);
    const [customer] = await shoppers(1, product);
    if (!customer) throw new Error('no customer');
    const answers = await Promise.all([
      checkout(customer, methods.cashOnDelivery.id),
      checkout(customer, methods.cashOnDelivery.id),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body).toEqual({ non_field_errors: [messages.noItemToOrder] });
    expect(await stockOf(db, product)).toBe(4);
    expect(await ordersOf(product)).toBe(1);
  });

  it('answer both copies of a checkout sent twice with one Idempotency-Key with the one order', async () => {
    const product = await limitedProduct('فشارسنج مچی', 5);
    const [customer] = await shoppers(1, product);
    if (!customer) throw new Error('no customer');
    const keyed = { ...customer, auth: { ...customer.auth, 'idempotency-key': 'double-click' } };
    const answers = await Promise.all([checkout(keyed, methods.cashOnDelivery.id), checkout(keyed, methods.cashOnDelivery.id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers[0]?.body).toEqual(answers[1]?.body);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await stockOf(db, product)).toBe(4);
    expect(await ordersOf(product)).toBe(1);
  });
});

describe('a bank calling back five times at once', () => {
  it('records one payment and one status change', async () => {
    const product = await limitedProduct('نبولایزر', 3);
    const [customer] = await shoppers(1, product);
    if (!customer) throw new Error('no customer');
    const placed = await checkout(customer, methods.online.id);
    const callback = await pressAtSandbox(app, placed.body.next_step, 'pay');
    const landings = await Promise.all(Array.from({ length: 5 }, () => callBack(app, callback)));
    expect(new Set(landings).size).toBe(1);
    expect(landings[0]).toMatch(/^\/checkout\/success\?order_key=[\w-]{24}$/);
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.key, landings[0]?.split('=')[1] ?? ''));
    expect(order).toMatchObject({ status: 'processing', isPaid: true });
    const payments = await db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order?.id ?? 0));
    expect(payments).toHaveLength(1);
  });
});

describe('two sweepers at once', () => {
  it('give an expired order’s stock back exactly once', async () => {
    const product = await limitedProduct('چراغ معاینه', 4);
    const customers = await shoppers(3, product);
    for (const customer of customers) expect((await checkout(customer, methods.online.id)).status).toBe(200);
    expect(await stockOf(db, product)).toBe(1);
    time.advance(31 * 60);
    const swept = await Promise.all([sweep(), sweep()]);
    // A sweeper leaves an order the other is still asking the gateway about; the next minute's round takes it.
    const next = await sweep();
    expect(swept[0] + swept[1] + next).toBe(3);
    expect(await stockOf(db, product)).toBe(4);
    expect(await sweep()).toBe(0);
    expect(await stockOf(db, product)).toBe(4);
  });
});
