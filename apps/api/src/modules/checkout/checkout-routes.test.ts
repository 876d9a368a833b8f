import { existsSync } from 'node:fs';
import path from 'node:path';
import { addDays, checkoutMessages, tehranDate } from '@shop/contract/checkout';
import { messages } from '@shop/contract/messages';
import { ORDER_TOTAL_MAX, OrderSchema, orderTooLarge } from '@shop/contract/orders';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formData, manualClock, quickCustomers } from '../../test/accounts.ts';
import {
  callBack,
  caller,
  checkoutBody,
  type Headers,
  pressAtSandbox,
  stockOf,
  testAddresses,
  testMethods,
  testProducts,
} from '../../test/shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { products } from '../catalogue/catalogue-tables.ts';
import { shippingMethods } from '../methods/methods-tables.ts';
import { orderPayments, orders } from '../orders/orders-tables.ts';

// A Tuesday morning in Tehran: tomorrow is Wednesday, and Friday is three days ahead.
const time = manualClock(Date.parse('2026-10-27T07:00:00Z'));
const { app, db } = await createTestApp({ clock: time.clock });
const mediaDir = app.config.mediaDir;
const call = caller(app);
const shop = await testProducts(db);
const methods = await testMethods(app);
const addressesOf = await testAddresses(app, db);

/** A named customer with both addresses and the given lines in the cart. */
async function shopper(
  lines: [product: number, quantity: number][] = [[shop.gauze, 2]],
  name = { first: 'سارا', last: 'محمدی' },
) {
  const [customer] = await quickCustomers(db, 1, name);
  if (!customer) throw new Error('no customer');
  const addresses = await addressesOf(customer.auth);
  for (const [product, quantity] of lines) {
    expect((await call('POST', '/api/shop/cart/items', customer.auth, { product, quantity })).status).toBe(201);
  }
  return { ...customer, addresses };
}

const checkout = (auth: Headers, fields: Record<string, string | number>) =>
  call('POST', '/api/shop/cart/checkout', auth, checkoutBody(time.clock(), fields));

const tracking = async (key: string) => {
  const response = await call('GET', `/api/shop/orders/${key}/tracking`);
  expect(response.status).toBe(200);
  return OrderSchema.parse(response.body);
};

describe('POST /api/shop/cart/checkout refuses', () => {
  it('a visitor, and an empty cart with the spec’s «no item to order»', async () => {
    expect((await call('POST', '/api/shop/cart/checkout', {}, {})).status).toBe(401);
    const { auth, addresses } = await shopper([]);
    expect(
      await checkout(auth, {
        address: addresses.tehran,
        shipping_method: methods.post.id,
        payment_method: methods.cashOnDelivery.id,
      }),
    ).toMatchObject({ status: 400, body: { non_field_errors: [messages.noItemToOrder] } });
  });

  it('a customer without a name', async () => {
    const { auth, addresses } = await shopper(undefined, { first: '', last: '' });
    expect(
      await checkout(auth, {
        address: addresses.tehran,
        shipping_method: methods.post.id,
        payment_method: methods.cashOnDelivery.id,
      }),
    ).toMatchObject({ status: 400, body: { non_field_errors: [checkoutMessages.profileIncomplete] } });
  });

  it('another customer’s address, a method that is inactive or does not deliver there, and a missing payment method', async () => {
    const { auth } = await shopper();
    const other = await shopper();
    expect(
      await checkout(auth, { address: other.addresses.tehran, shipping_method: methods.post.id, payment_method: 999_999 }),
    ).toMatchObject({
      status: 400,
      body: { address: [messages.addressNotFound], payment_method: [checkoutMessages.paymentMethodUnavailable] },
    });
    const own = other.addresses;
    expect(
      await checkout(other.auth, {
        address: own.isfahan,
        shipping_method: methods.courier.id,
        payment_method: methods.cashOnDelivery.id,
      }),
    ).toMatchObject({ status: 400, body: { shipping_method: [checkoutMessages.shippingMethodUnavailable] } });
    const [retired] = await db
      .insert(shippingMethods)
      .values({ name: 'باربری', cost: 10_000, isActive: false })
      .returning({ id: shippingMethods.id });
    expect(
      await checkout(other.auth, {
        address: own.tehran,
        shipping_method: retired?.id ?? 0,
        payment_method: methods.cashOnDelivery.id,
      }),
    ).toMatchObject({ status: 400, body: { shipping_method: [checkoutMessages.shippingMethodUnavailable] } });
  });

  it('a delivery slot outside what is offered', async () => {
    const { auth, addresses } = await shopper();
    const today = tehranDate(time.clock());
    const base = { address: addresses.tehran, shipping_method: methods.courier.id, payment_method: methods.cashOnDelivery.id };
    const refused = async (fields: Record<string, string | number>, field: string, message: string) =>
      expect(await checkout(auth, { ...base, ...fields })).toMatchObject({ status: 400, body: { [field]: [message] } });
    await refused({ delivery_date: today }, 'delivery_date', checkoutMessages.deliveryDateOutOfRange);
    await refused({ delivery_date: addDays(today, 15) }, 'delivery_date', checkoutMessages.deliveryDateOutOfRange);
    await refused({ delivery_date: addDays(today, 3) }, 'delivery_date', checkoutMessages.deliveryOnFriday);
    await refused({ delivery_date: 'فردا' }, 'delivery_date', checkoutMessages.deliveryDateRequired);
    await refused({ delivery_time: '10:00' }, 'delivery_time', checkoutMessages.deliveryWindowNotOffered);
    await refused({ delivery_time: '08:30' }, 'delivery_time', checkoutMessages.deliveryTimeOutOfHours);
    await refused(
      { delivery_time: '18:00', shipping_method: methods.post.id },
      'delivery_time',
      checkoutMessages.deliveryTimeOutOfHours,
    );
    expect((await call('GET', '/api/shop/cart', auth)).body.count).toBe(1);
  });

  it('a card transfer without its details', async () => {
    const { auth, addresses } = await shopper();
    const base = { address: addresses.tehran, shipping_method: methods.post.id, payment_method: methods.cardToCard.id };
    expect(await checkout(auth, base)).toMatchObject({
      status: 400,
      body: {
        tracking_number: [checkoutMessages.trackingNumberRequired],
        card_last_four: [checkoutMessages.cardLastFourInvalid],
        paid_date: [checkoutMessages.paidDateRequired],
      },
    });
    const tomorrow = addDays(tehranDate(time.clock()), 1);
    expect(await checkout(auth, { ...base, tracking_number: '123', card_last_four: '12', paid_date: tomorrow })).toMatchObject({
      status: 400,
      body: {
        tracking_number: [checkoutMessages.trackingNumberInvalid],
        card_last_four: [checkoutMessages.cardLastFourInvalid],
      },
    });
    expect(
      await checkout(auth, { ...base, tracking_number: '123456', card_last_four: '1234', paid_date: tomorrow }),
    ).toMatchObject({ status: 400, body: { paid_date: [checkoutMessages.paidDateInvalid] } });
  });

  it('lines that are no longer to be had, naming them, and changes nothing', async () => {
    const { auth, addresses } = await shopper([
      [shop.monitor, 3],
      [shop.blackWheelchair, 2],
    ]);
    const body = { address: addresses.tehran, shipping_method: methods.post.id, payment_method: methods.cashOnDelivery.id };
    await db.update(products).set({ stock: 2 }).where(eq(products.id, shop.monitor));
    expect(await checkout(auth, body)).toMatchObject({
      status: 400,
      body: {
        non_field_errors: ['موجودی «فشارسنج دیجیتال» کافی نیست؛ تنها ۲ عدد باقی مانده است. تعداد آن را در سبد خرید کم کنید.'],
      },
    });
    // Sold out meanwhile: nothing to reduce, the line is to be removed.
    await db.update(products).set({ stock: 0 }).where(eq(products.id, shop.monitor));
    expect(await checkout(auth, body)).toMatchObject({
      status: 400,
      body: { non_field_errors: ['«فشارسنج دیجیتال» دیگر قابل سفارش نیست؛ آن را از سبد خرید حذف کنید.'] },
    });
    await db.update(products).set({ stockType: 'call' }).where(eq(products.id, shop.monitor));
    expect(await checkout(auth, body)).toMatchObject({
      status: 400,
      body: { non_field_errors: ['«فشارسنج دیجیتال» دیگر قابل سفارش نیست؛ آن را از سبد خرید حذف کنید.'] },
    });
    await db.update(products).set({ stockType: 'limited', stock: 5 }).where(eq(products.id, shop.monitor));
    expect(await stockOf(db, shop.blackWheelchair)).toBe(2);
    expect((await checkout(auth, body)).status).toBe(200);
    expect(await stockOf(db, shop.monitor)).toBe(2);
    expect(await stockOf(db, shop.blackWheelchair)).toBe(0);
  });

  it('a line of packs whose stock fell below one pack, as sold out, naming it', async () => {
    const { auth, addresses } = await shopper([[shop.gloves, 10]]);
    await db.update(products).set({ stock: 5 }).where(eq(products.id, shop.gloves));
    expect(
      await checkout(auth, {
        address: addresses.tehran,
        shipping_method: methods.post.id,
        payment_method: methods.cashOnDelivery.id,
      }),
    ).toMatchObject({
      status: 400,
      body: { non_field_errors: ['«دستکش لاتکس» دیگر قابل سفارش نیست؛ آن را از سبد خرید حذف کنید.'] },
    });
    expect(await stockOf(db, shop.gloves)).toBe(5);
    await db.update(products).set({ stock: 35 }).where(eq(products.id, shop.gloves));
  });
});

describe('POST /api/shop/cart/checkout online refuses an amount no bank can be asked for', () => {
  it('a total of nothing: a Persian 400 on the payment method, and the cart stays as it was', async () => {
    const { auth, addresses } = await shopper([[shop.gauze, 2]]);
    const [before] = await db.select().from(products).where(eq(products.id, shop.gauze));
    await db.update(products).set({ regularPrice: 0, salePrice: null }).where(eq(products.id, shop.gauze));
    try {
      const body = { address: addresses.tehran, shipping_method: methods.pickup.id, payment_method: methods.online.id };
      expect(await checkout(auth, body)).toMatchObject({
        status: 400,
        body: { payment_method: [checkoutMessages.notPayableOnline] },
      });
      const cart = await call('GET', '/api/shop/cart', auth);
      expect(cart.body.items).toMatchObject([{ product: shop.gauze, quantity: 2 }]);
      // Paid on delivery, nothing to pay is paid at once, and waits for the store as any new order does.
      const payOnDelivery = { ...body, payment_method: methods.cashOnDelivery.id };
      const placed = await checkout(auth, payOnDelivery);
      expect(placed.status).toBe(200);
      expect(await tracking(placed.body.order_key)).toMatchObject({
        status: 'new',
        total: 0,
        is_paid: true,
        payment_status: 'paid',
        amount_outstanding: 0,
      });
    } finally {
      await db
        .update(products)
        .set({ regularPrice: before?.regularPrice, salePrice: before?.salePrice })
        .where(eq(products.id, shop.gauze));
    }
  });
});

describe('POST /api/shop/cart/checkout refuses a total past the stated maximum', () => {
  it('in Persian, before anything is written, however it is paid', async () => {
    const { id, auth, addresses } = await shopper([[shop.gauze, 2]]);
    const [before] = await db.select().from(products).where(eq(products.id, shop.gauze));
    await db.update(products).set({ regularPrice: ORDER_TOTAL_MAX, salePrice: null }).where(eq(products.id, shop.gauze));
    try {
      for (const payment of [methods.cashOnDelivery.id, methods.online.id]) {
        const body = { address: addresses.tehran, shipping_method: methods.pickup.id, payment_method: payment };
        expect(await checkout(auth, body)).toMatchObject({ status: 400, body: { non_field_errors: [orderTooLarge] } });
      }
      expect(await db.select().from(orders).where(eq(orders.userId, id))).toHaveLength(0);
      expect((await call('GET', '/api/shop/cart', auth)).body.items).toMatchObject([{ product: shop.gauze, quantity: 2 }]);
    } finally {
      await db
        .update(products)
        .set({ regularPrice: before?.regularPrice, salePrice: before?.salePrice })
        .where(eq(products.id, shop.gauze));
    }
  });
});

describe('POST /api/shop/cart/checkout places the order', () => {
  it('paid on delivery: answers the order key, takes the stock, empties the cart and keeps a snapshot', async () => {
    const { auth, addresses } = await shopper([
      [shop.gauze, 2],
      [shop.monitor, 1],
      [shop.blueWheelchair, 1],
    ]);
    await call('PATCH', `/api/shop/cart/items/${(await call('GET', '/api/shop/cart', auth)).body.items[0].id}`, auth, {
      notes: 'بسته‌بندی جدا',
    });
    const monitorStock = await stockOf(db, shop.monitor);
    const placed = await checkout(auth, {
      address: addresses.tehran,
      shipping_method: methods.courier.id,
      payment_method: methods.cashOnDelivery.id,
      delivery_time: '12:00',
      notes: 'زنگ واحد ۳',
    });
    expect(placed.status).toBe(200);
    expect(Object.keys(placed.body)).toEqual(['order_key']);
    const key: string = placed.body.order_key;
    expect(key).toMatch(/^[\w-]{24}$/);
    expect(await stockOf(db, shop.monitor)).toBe((monitorStock ?? 0) - 1);
    expect((await call('GET', '/api/shop/cart', auth)).body).toMatchObject({ count: 0, address: addresses.tehran });

    // Later changes to the catalogue leave the order as it was sold.
    await db.update(products).set({ name: 'گاز', regularPrice: 1, salePrice: null }).where(eq(products.id, shop.gauze));
    const order = await tracking(key);
    await db
      .update(products)
      .set({ name: 'گاز استریل', regularPrice: 100_000, salePrice: 80_000 })
      .where(eq(products.id, shop.gauze));
    expect(order).toMatchObject({
      key,
      status: 'new',
      full_name: 'زهرا کریمی',
      mobile_number: '09123456789',
      state_data: { name: 'تهران' },
      city_data: { name: 'شهریار' },
      postal_code: '1234567890',
      items_subtotal: 2 * 100_000 + 2_000_000 + 12_500_000,
      items_discount: 2 * 20_000,
      shipping_cost: 120_000,
      total: 2 * 80_000 + 2_000_000 + 12_500_000 + 120_000,
      amount_paid: 0,
      amount_outstanding: 2 * 80_000 + 2_000_000 + 12_500_000 + 120_000,
      is_paid: false,
      shipping_method_data: { name: 'پیک فروشگاه' },
      payment_method_data: { name: 'پرداخت در محل', kind: 'cash_on_delivery' },
      delivery_window: { start: '12:00', end: '15:00' },
      payments: [],
      notes: 'زنگ واحد ۳',
      order_notes: [],
      web_client_url: `http://localhost/order_tracking?key=${key}`,
    });
    expect(order.delivery_date).toBe(addDays(tehranDate(time.clock()), 1));
    expect(order.items).toEqual([
      {
        id: expect.any(Number),
        product: shop.gauze,
        product_data: { name: 'گاز استریل', variation_label: null, featured_image: null },
        unit_price: 100_000,
        quantity: 2,
        discount_value: 40_000,
        total: 160_000,
        notes: 'بسته‌بندی جدا',
      },
      expect.objectContaining({ product: shop.monitor, unit_price: 2_000_000, quantity: 1, total: 2_000_000 }),
      expect.objectContaining({
        product: shop.blueWheelchair,
        product_data: expect.objectContaining({ name: 'ویلچر', variation_label: 'رنگ: آبی' }),
      }),
    ]);
  });

  it('by card transfer: records the transfer unapproved, for the store, once however often it is sent', async () => {
    const { auth, addresses } = await shopper();
    const today = tehranDate(time.clock());
    const placed = await checkout(auth, {
      address: addresses.isfahan,
      shipping_method: methods.post.id,
      payment_method: methods.cardToCard.id,
      tracking_number: '۱۲۳۴۵۶۷۸',
      card_last_four: '4321',
      paid_date: today,
    });
    expect(placed.status).toBe(200);
    const order = await tracking(placed.body.order_key);
    expect(order).toMatchObject({
      status: 'new',
      is_paid: false,
      amount_paid: 0,
      delivery_promise: 'estimate',
      delivery_window: null,
    });
    expect(order.payments).toEqual([
      {
        id: expect.any(Number),
        amount: order.total,
        transaction_id: '12345678',
        payment_method_data: { name: 'کارت به کارت', kind: 'card_to_card' },
        card_pan: '****4321',
        notes: 'تاریخ واریز: ۱۴۰۵-۰۸-۰۵',
        approved: false,
        is_refund: false,
        refusal_reason: null,
        settled_at: null,
        created_at: time.clock().toISOString(),
        updated_at: time.clock().toISOString(),
      },
    ]);
    const again = await call(
      'POST',
      '/api/shop/orders/checkout',
      {},
      {
        order_key: placed.body.order_key,
        payment_method: methods.cardToCard.id,
        tracking_number: '12345678',
        card_last_four: '4321',
        paid_date: today,
      },
    );
    expect(again).toMatchObject({ status: 200, body: { order_key: placed.body.order_key } });
    expect((await tracking(placed.body.order_key)).payments).toHaveLength(1);
  });

  it('online: answers the bank’s page; paying there marks the order paid and processing, once', async () => {
    const { auth, addresses } = await shopper([[shop.monitor, 1]]);
    const placed = await checkout(auth, {
      address: addresses.tehran,
      shipping_method: methods.pickup.id,
      payment_method: methods.online.id,
    });
    expect(placed.status).toBe(200);
    expect(Object.keys(placed.body)).toEqual(['next_step']);
    expect(placed.body.next_step).toMatch(/^http:\/\/localhost(:80)?\/api\/shop\/payments\/sandbox\/[\w-]+$/);
    const callback = await pressAtSandbox(app, placed.body.next_step, 'pay');
    const landing = await callBack(app, callback);
    const key = new URL(landing, 'http://x').searchParams.get('order_key') ?? '';
    expect(landing).toBe(`/checkout/success?order_key=${key}`);
    const order = await tracking(key);
    expect(order).toMatchObject({ status: 'processing', is_paid: true, amount_paid: 2_000_000, amount_outstanding: 0 });
    expect(order.payments).toEqual([
      expect.objectContaining({
        amount: 2_000_000,
        transaction_id: expect.stringMatching(/^\d{10}$/),
        payment_method_data: { name: 'پرداخت آنلاین', kind: 'gateway' },
        card_pan: expect.stringMatching(/^603799\*{6}\d{4}$/),
        approved: true,
      }),
    ]);
    // The bank's callback again: the same page, no second payment.
    expect(await callBack(app, callback)).toBe(landing);
    expect((await tracking(key)).payments).toHaveLength(1);
    // A paid order is not paid again.
    expect(
      await call('POST', '/api/shop/orders/checkout', {}, { order_key: key, payment_method: methods.online.id }),
    ).toMatchObject({ status: 400, body: { non_field_errors: [checkoutMessages.orderAlreadyPaid] } });
  });
});

describe('a card transfer with its receipt picture', () => {
  const transfer = (addresses: { tehran: number }) => ({
    address: String(addresses.tehran),
    shipping_method: String(methods.post.id),
    payment_method: String(methods.cardToCard.id),
    tracking_number: '55667788',
    card_last_four: '9876',
    paid_date: tehranDate(time.clock()),
    ...checkoutBody(time.clock(), {}),
  });
  const post = async (auth: Headers, fields: Record<string, string>, receipt: Buffer, type = 'image/png') => {
    const form = await formData(Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])), {
      receipt: { bytes: receipt, name: 'receipt.png', type },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/shop/cart/checkout',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    return { status: response.statusCode, body: response.json() };
  };

  it('sent as a multipart form: the picture is re-encoded and kept with the payment', async () => {
    const { auth, addresses } = await shopper();
    const picture = await sharp({ create: { width: 1200, height: 1800, channels: 3, background: '#f5f5f5' } })
      .png()
      .toBuffer();
    const placed = await post(auth, transfer(addresses), picture);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = await db.select().from(orders).where(eq(orders.key, placed.body.order_key));
    const [payment] = await db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order?.id ?? 0));
    expect(payment).toMatchObject({ transactionId: '55667788', approved: false });
    expect(payment?.receipt?.file).toMatch(/^receipts\/[0-9a-f]{20}\.webp$/);
    expect(existsSync(path.join(mediaDir, payment?.receipt?.file ?? ''))).toBe(true);
    expect(payment?.receipt?.height).toBe(1600);
  });

  it('refuses a file that is not a picture, and changes nothing', async () => {
    const { auth, addresses } = await shopper();
    const refused = await post(auth, transfer(addresses), Buffer.from('%PDF-1.4 not a picture'), 'application/pdf');
    expect(refused).toMatchObject({ status: 400, body: { receipt: [messages.imageWrongFormat] } });
    expect((await call('GET', '/api/shop/cart', auth)).body.count).toBe(1);
  });
});

describe('a checkout sent again with its Idempotency-Key', () => {
  const checkoutWithKey = (auth: Headers, key: string, payload: object) =>
    app.inject({ method: 'POST', url: '/api/shop/cart/checkout', headers: { ...auth, 'idempotency-key': key }, payload });

  it('answers the first answer, marked as replayed, and places one order', async () => {
    const { id, auth, addresses } = await shopper();
    const body = checkoutBody(time.clock(), {
      address: addresses.tehran,
      shipping_method: methods.post.id,
      payment_method: methods.online.id,
    });
    const send = () => checkoutWithKey(auth, 'checkout-1', body);
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json().next_step).toMatch(/\/api\/shop\/payments\/sandbox\//);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await db.select().from(orders).where(eq(orders.userId, id))).toHaveLength(1);
    // The same key with another request is refused.
    const other = await checkoutWithKey(auth, 'checkout-1', { ...body, notes: 'دیگر' });
    expect(other.statusCode).toBe(422);
  });

  it('keeps nothing of a refused checkout, so the same key places the order once the stock is back', async () => {
    await db.update(products).set({ stock: 5 }).where(eq(products.id, shop.monitor));
    const { id, auth, addresses } = await shopper([
      [shop.gauze, 1],
      [shop.monitor, 3],
    ]);
    const body = checkoutBody(time.clock(), {
      address: addresses.tehran,
      shipping_method: methods.post.id,
      payment_method: methods.cashOnDelivery.id,
    });
    const send = () => checkoutWithKey(auth, 'checkout-refused', body);
    await db.update(products).set({ stock: 2 }).where(eq(products.id, shop.monitor));
    const refused = await send();
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      non_field_errors: ['موجودی «فشارسنج دیجیتال» کافی نیست؛ تنها ۲ عدد باقی مانده است. تعداد آن را در سبد خرید کم کنید.'],
    });
    expect(await db.select().from(orders).where(eq(orders.userId, id))).toHaveLength(0);
    // Both lines are still there; the one beyond the stock is not counted.
    expect((await call('GET', '/api/shop/cart', auth)).body).toMatchObject({
      count: 1,
      items: [{ is_available: true }, { is_available: false }],
    });
    expect(await stockOf(db, shop.monitor)).toBe(2);

    await db.update(products).set({ stock: 5 }).where(eq(products.id, shop.monitor));
    const placed = await send();
    expect(placed.statusCode).toBe(200);
    expect(placed.headers['idempotent-replayed']).toBeUndefined();
    expect(await db.select().from(orders).where(eq(orders.userId, id))).toHaveLength(1);
    expect(await stockOf(db, shop.monitor)).toBe(2);
    expect((await call('GET', '/api/shop/cart', auth)).body.count).toBe(0);
  });
});
