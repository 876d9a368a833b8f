import { checkoutMessages, tehranDate } from '@shop/contract/checkout';
import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { OrderPaymentStateSchema } from '@shop/contract/payments';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualClock, quickCustomers } from '../../test/accounts.ts';
import { sweeper } from '../../test/payments.ts';
import { callBack, caller, checkoutByPost, pressAtSandbox, stockOf, testAddresses, testMethods } from '../../test/shop.ts';
import { limitedProduct } from '../../test/shop-data.ts';
import { createTestApp } from '../../test/test-app.ts';
import { textsSentTo } from '../../test/texts.ts';
import { auditEntries } from '../audit/audit-tables.ts';
import { isAwaitingStore } from '../orders/orders-queries.ts';
import { orderPayments, orders } from '../orders/orders-tables.ts';
import { paymentAttempts } from './payments-tables.ts';

const time = manualClock(Date.parse('2026-10-27T07:00:00Z'));
const { app, db } = await createTestApp({ clock: time.clock, env: { UNPAID_ORDER_MINUTES: '30' } });
const call = caller(app);
const sweep = sweeper(app);
const methods = await testMethods(app);
const addressesOf = await testAddresses(app, db);
const checkOutByPost = checkoutByPost(app, methods);

/** A customer who checked out two of a product of its own, limited to five, with the payment method. */
async function checkOut(paymentMethod: number, extra: Record<string, string> = {}) {
  const [customer] = await quickCustomers(db, 1);
  if (!customer) throw new Error('no customer');
  const product = await limitedProduct(db, 'فشارسنج بازویی', 5);
  const addresses = await addressesOf(customer.auth);
  expect((await call('POST', '/api/shop/cart/items', customer.auth, { product, quantity: 2 })).status).toBe(201);
  const placed = await checkOutByPost(time.clock(), customer.auth, addresses.tehran, paymentMethod, extra);
  const [order] = await db
    .select()
    .from(orders)
    .orderBy(orders.id)
    .limit(1)
    .offset((await db.$count(orders)) - 1);
  if (!order) throw new Error('no order');
  return { customer, product, order, nextStep: String(placed.next_step ?? '') };
}

const paymentState = async (key: string) =>
  OrderPaymentStateSchema.parse((await call('GET', `/api/shop/orders/${key}/payment`)).body);
const payByKey = (fields: Record<string, string | number>) => call('POST', '/api/shop/orders/checkout', {}, fields);
const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentsOf = (orderId: number) => db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId));
const attemptsOf = (orderId: number) => db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
/** The callback a forger (or a bank that answers early) sends: the authority of the bank page's address and NOK. */
const nokCallback = (nextStep: string) =>
  `/api/shop/payments/callback?Authority=${new URL(nextStep).pathname.split('/').at(-1)}&Status=NOK`;

describe('a payment that did not go through', () => {
  it('lands on the failed page with the order, reserved until its bound, and is paid again in one step', async () => {
    const { order, product, nextStep } = await checkOut(methods.online.id);
    expect(await callBack(app, await pressAtSandbox(app, nextStep, 'cancel'))).toBe(`/checkout/failed?order_key=${order.key}`);
    expect(await paymentState(order.key)).toEqual({
      order_id: order.id,
      state: 'unpaid',
      reserved_until: new Date(order.createdAt.getTime() + 30 * 60_000).toISOString(),
      amount_outstanding: order.total,
      payment_method: methods.online.id,
    });
    expect(await stockOf(db, product)).toBe(3);

    time.advance(5 * 60);
    const again = await payByKey({ order_key: order.key, payment_method: methods.online.id });
    expect(again.status).toBe(200);
    expect(again.body.next_step).not.toBe(nextStep);
    expect(await callBack(app, await pressAtSandbox(app, again.body.next_step, 'pay'))).toBe(
      `/checkout/success?order_key=${order.key}`,
    );
    const [payment] = await paymentsOf(order.id);
    expect(payment?.transactionId).toMatch(/^\d{10}$/);
    expect(await paymentState(order.key)).toMatchObject({ state: 'paid' });
  });

  it('texts the buyer the way to pay again, once however often the bank sends them back', async () => {
    const { customer, order, nextStep } = await checkOut(methods.online.id);
    const callback = await pressAtSandbox(app, nextStep, 'cancel');
    await callBack(app, callback);
    await callBack(app, callback);
    const sent = await textsSentTo(app, db, time.clock, customer.mobileNumber);
    const texts = sent.filter((text) => text.includes(`/checkout/failed?order_key=${order.key}`));
    expect(texts).toHaveLength(1);
    expect(texts[0]).toContain('پرداخت مجدد');
  });

  it('is put back in the cart: the order fails, its stock comes back and its lines are in the cart, once', async () => {
    const { customer, order, product, nextStep } = await checkOut(methods.online.id);
    await callBack(app, await pressAtSandbox(app, nextStep, 'cancel'));
    const [stranger] = await quickCustomers(db, 1);
    expect((await call('POST', '/api/shop/orders/put_back', stranger?.auth, { order_key: order.key })).status).toBe(404);
    expect((await call('POST', '/api/shop/orders/put_back', {}, { order_key: order.key })).status).toBe(401);

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/api/shop/orders/put_back', customer.auth, { order_key: order.key })),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body.items).toEqual([expect.objectContaining({ product, quantity: 2 })]);
    }
    expect(await stockOf(db, product)).toBe(5);
    expect((await orderRow(order.id))?.status).toBe('failed');
    expect(await paymentState(order.key)).toMatchObject({ state: 'closed', reserved_until: null });
    expect(await payByKey({ order_key: order.key, payment_method: methods.online.id })).toMatchObject({
      status: 400,
      body: { [NON_FIELD_ERRORS]: [checkoutMessages.orderNotPayable] },
    });
  });
});

describe('a callback that says NOK, or comes early', () => {
  it('does not end the payment: paid at the bank afterwards, it is recorded', async () => {
    const { order, nextStep } = await checkOut(methods.online.id);
    // Forged with the authority of the bank page's address while the customer is still paying.
    expect(await callBack(app, nokCallback(nextStep))).toBe(`/checkout/failed?order_key=${order.key}`);
    expect((await attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(['started']);
    expect(await callBack(app, await pressAtSandbox(app, nextStep, 'pay'))).toBe(`/checkout/success?order_key=${order.key}`);
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect((await orderRow(order.id))?.isPaid).toBe(true);
  });

  it('leaves an attempt nobody came back from to the reconciler, which ends it once its session is over', async () => {
    const { order, product, nextStep } = await checkOut(methods.online.id);
    await callBack(app, nokCallback(nextStep));
    time.advance(31 * 60);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect((await attemptsOf(order.id)).map((attempt) => attempt.status)).toEqual(['failed']);
    expect((await orderRow(order.id))?.status).toBe('failed');
    expect(await stockOf(db, product)).toBe(5);
  });
});

describe('the reconciler', () => {
  it('records a payment whose customer closed the tab before the callback, before the sweep could fail it', async () => {
    const { order, product, nextStep } = await checkOut(methods.online.id);
    await pressAtSandbox(app, nextStep, 'pay');
    time.advance(31 * 60);
    await sweep();
    expect(await orderRow(order.id)).toMatchObject({ isPaid: true, status: 'processing' });
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await stockOf(db, product)).toBe(3);
  });

  it('records a payment verified at the bank by a verifier that died before writing it (the bank then says 101)', async () => {
    const { order, product, nextStep } = await checkOut(methods.online.id);
    const gateway = app.paymentGateway;
    const verify = gateway.verify.bind(gateway);
    gateway.verify = async (verification) => {
      await verify(verification);
      throw new Error('the process died between the verification and the write');
    };
    const callback = await pressAtSandbox(app, nextStep, 'pay');
    try {
      expect((await app.inject({ method: 'GET', url: callback })).statusCode).toBe(500);
    } finally {
      gateway.verify = verify;
    }
    // A reload while the dead verifier's claim is fresh waits, then shows the waiting page, never «failed».
    expect(await paymentState(order.key)).toMatchObject({ state: 'verifying' });
    time.advance(3 * 60);
    await sweep();
    expect(await orderRow(order.id)).toMatchObject({ isPaid: true, status: 'processing' });
    expect(await paymentsOf(order.id)).toHaveLength(1);
    expect(await stockOf(db, product)).toBe(3);
    expect(await callBack(app, callback)).toBe(`/checkout/success?order_key=${order.key}`);
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('keeps the order of a payment the gateway cannot answer for, and shows the waiting page', async () => {
    const { order, product, nextStep } = await checkOut(methods.online.id);
    const gateway = app.paymentGateway;
    const verify = gateway.verify.bind(gateway);
    gateway.verify = async () => ({ status: 'failed', reason: 'gateway', message: '', detail: 'no answer' });
    try {
      expect(await callBack(app, await pressAtSandbox(app, nextStep, 'pay'))).toBe(`/checkout/pending?order_key=${order.key}`);
      expect(await paymentState(order.key)).toMatchObject({ state: 'verifying' });
      time.advance(31 * 60);
      await sweep();
      expect((await orderRow(order.id))?.status).toBe('new');
      expect(await stockOf(db, product)).toBe(3);
    } finally {
      gateway.verify = verify;
    }
    time.advance(60);
    await sweep();
    expect(await orderRow(order.id)).toMatchObject({ isPaid: true, status: 'processing' });
  });
});

describe('a verified payment for an order closed meanwhile', () => {
  it('is recorded once and put in the store’s journal, never dropped', async () => {
    const { customer, order, product, nextStep } = await checkOut(methods.online.id);
    const callback = await pressAtSandbox(app, nextStep, 'pay');
    // The customer gave the order up in another tab while the bank took the money.
    expect((await call('POST', '/api/shop/orders/put_back', customer.auth, { order_key: order.key })).status).toBe(200);
    await Promise.all([callBack(app, callback), callBack(app, callback)]);
    const payments = await paymentsOf(order.id);
    expect(payments).toEqual([expect.objectContaining({ approved: true, amount: order.total })]);
    // Its money is there (moneyOf): a failed order holding it waits for the store to send it back or revive the order.
    expect(await orderRow(order.id)).toMatchObject({ status: 'failed', isPaid: true });
    expect(await isAwaitingStore(db, order.id)).toBe(true);
    expect(await stockOf(db, product)).toBe(5);
    const journal = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'order'), eq(auditEntries.entityId, String(order.id))));
    expect(journal).toEqual([
      expect.objectContaining({
        action: 'late_payment',
        staffId: null,
        after: { amount: order.total, transaction_id: payments[0]?.transactionId },
      }),
    ]);
  });
});

describe('an order key', () => {
  it('never holds an online order past its bound, however often it is paid again', async () => {
    const { order } = await checkOut(methods.online.id);
    const bound = new Date(order.createdAt.getTime() + 30 * 60_000);
    for (const minutes of [10, 10, 9]) {
      time.advance(minutes * 60);
      expect((await payByKey({ order_key: order.key, payment_method: methods.online.id })).status).toBe(200);
      expect((await orderRow(order.id))?.reservedUntil).toEqual(bound);
    }
    time.advance(2 * 60);
    expect(await payByKey({ order_key: order.key, payment_method: methods.online.id })).toMatchObject({
      status: 400,
      body: { payment_method: [checkoutMessages.onlinePaymentExpired] },
    });
  });

  it('does not turn a reservation off by switching an order paid on delivery to the gateway', async () => {
    const { order } = await checkOut(methods.cashOnDelivery.id);
    expect((await orderRow(order.id))?.reservedUntil).toBeNull();
    expect((await payByKey({ order_key: order.key, payment_method: methods.online.id })).status).toBe(200);
    expect((await orderRow(order.id))?.reservedUntil).toEqual(new Date(order.createdAt.getTime() + 30 * 60_000));
    const late = await checkOut(methods.cashOnDelivery.id);
    time.advance(31 * 60);
    expect(await payByKey({ order_key: late.order.key, payment_method: methods.online.id })).toMatchObject({
      status: 400,
      body: { payment_method: [checkoutMessages.onlinePaymentExpired] },
    });
    expect((await orderRow(late.order.id))?.paymentMethodKind).toBe('cash_on_delivery');
  });

  it('records three card transfers waiting for review at most', async () => {
    const { order } = await checkOut(methods.cashOnDelivery.id);
    const transfer = (tracking: number) => ({
      order_key: order.key,
      payment_method: methods.cardToCard.id,
      tracking_number: String(tracking),
      card_last_four: '1234',
      paid_date: tehranDate(time.clock()),
    });
    for (const tracking of [111111, 222222, 333333]) expect((await payByKey(transfer(tracking))).status).toBe(200);
    expect(await payByKey(transfer(444444))).toMatchObject({
      status: 400,
      body: { [NON_FIELD_ERRORS]: [checkoutMessages.tooManyTransfers] },
    });
    expect(await paymentsOf(order.id)).toHaveLength(3);
  });
});
