import { CartSchema } from '@shop/contract/cart';
import { addDays, checkoutMessages, formatDelivery, tehranDate } from '@shop/contract/checkout';
import { ClosureListSchema, methodMessages } from '@shop/contract/methods';
import { AdminOrderSchema, OrderSchema, orderAdminMessages } from '@shop/contract/orders';
import { toPersianDigits } from '@shop/contract/persian';
import { describe, expect, it } from 'vitest';
import { manualClock, quickCustomers, quickStaff } from '../../test/accounts.ts';
import { compact, describeWithPoppler, pdfText } from '../../test/poppler.ts';
import { caller, type Headers, testAddresses, testMethods, testProducts } from '../../test/shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { defaultText, textsSentTo } from '../../test/texts.ts';

// 10:30 on Tuesday 5 Aban 1405 in Tehran: Friday is 9 Aban's eve (30 October), Saturday 31 October is 9 Aban.
const time = manualClock(Date.parse('2026-10-27T07:00:00Z'));
const { app, db } = await createTestApp({ clock: time.clock });
const call = caller(app);
const shop = await testProducts(db);
const methods = await testMethods(app);
const addressesOf = await testAddresses(app, db);
const [staff] = await quickStaff(db, 1);
if (!staff) throw new Error('no staff');

const STORE = 'تجهیزات پزشکی سپید';
const today = tehranDate(time.clock());
const FRIDAY = addDays(today, 3);
const SATURDAY = addDays(today, 4);

async function shopper(lines: { product: number; quantity: number; notes?: string }[] = [{ product: shop.gauze, quantity: 1 }]) {
  const [customer] = await quickCustomers(db, 1, { first: 'سارا', last: 'محمدی' });
  if (!customer) throw new Error('no customer');
  for (const line of lines) expect((await call('POST', '/api/shop/cart/items', customer.auth, line)).status).toBe(201);
  return { ...customer, addresses: await addressesOf(customer.auth) };
}

const checkout = (auth: Headers, fields: Record<string, string | number>) =>
  call('POST', '/api/shop/cart/checkout', auth, { payment_method: methods.cashOnDelivery.id, notes: '', ...fields });

const tracking = async (key: string) => OrderSchema.parse((await call('GET', `/api/shop/orders/${key}/tracking`)).body);

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  call(method, `/api/admin${path}`, staff.auth, payload);

async function closeOn(date: string, reason = 'انبارگردانی') {
  const closed = await admin('POST', '/closures', { date, reason });
  expect(closed.status, JSON.stringify(closed.body)).toBe(201);
  return closed.body.id as number;
}

describe('what each shipping method promises at checkout', () => {
  it('the post: an estimate in working days the server counts, Fridays skipped, no day or hour kept', async () => {
    const { auth, addresses } = await shopper();
    const placed = await checkout(auth, {
      address: addresses.isfahan,
      shipping_method: methods.post.id,
      delivery_date: addDays(today, 1),
      delivery_time: '10:00',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await tracking(placed.body.order_key);
    // Wednesday and Thursday are the first two working days, Saturday the third, Monday the fifth.
    expect(order).toMatchObject({
      delivery_promise: 'estimate',
      delivery_date: null,
      delivery_window: null,
      delivery_estimate: { min_days: 3, max_days: 5, from: SATURDAY, to: addDays(today, 6) },
    });
    expect(formatDelivery(order.shipping_method_data.name, order)).toBe(
      'ارسال با پست پیشتاز: ۳ تا ۵ روز کاری، حدود ۹ تا ۱۱ آبان',
    );
  });

  it('pickup: a day without an hour; no day is refused on its field', async () => {
    const { auth, addresses } = await shopper();
    expect(await checkout(auth, { address: addresses.tehran, shipping_method: methods.pickup.id })).toMatchObject({
      status: 400,
      body: { delivery_date: [checkoutMessages.deliveryDateRequired] },
    });
    const placed = await checkout(auth, {
      address: addresses.tehran,
      shipping_method: methods.pickup.id,
      delivery_date: SATURDAY,
      delivery_time: '11:00',
    });
    expect(placed.status).toBe(200);
    const order = await tracking(placed.body.order_key);
    expect(order).toMatchObject({
      delivery_promise: 'day',
      delivery_date: SATURDAY,
      delivery_window: null,
      delivery_estimate: null,
    });
    expect(formatDelivery(order.shipping_method_data.name, order)).toBe('تحویل با تحویل حضوری: ۹ آبان ۱۴۰۵');
  });

  it('the courier: a day and one of its windows, each required, and never a Friday', async () => {
    const { auth, addresses } = await shopper();
    const courier = { address: addresses.tehran, shipping_method: methods.courier.id };
    expect(await checkout(auth, { ...courier, delivery_date: FRIDAY })).toMatchObject({
      status: 400,
      body: { delivery_date: [checkoutMessages.deliveryOnFriday], delivery_time: [checkoutMessages.deliveryTimeRequired] },
    });
    const placed = await checkout(auth, { ...courier, delivery_date: SATURDAY, delivery_time: '12:00' });
    expect(placed.status).toBe(200);
    const order = await tracking(placed.body.order_key);
    expect(order).toMatchObject({ delivery_promise: 'slot', delivery_window: { start: '12:00', end: '15:00' } });
    expect(formatDelivery(order.shipping_method_data.name, order)).toBe('تحویل با پیک فروشگاه: ۹ آبان ۱۴۰۵، ساعت ۱۲:۰۰ تا ۱۵:۰۰');
  });
});

describe("the store's closure days", () => {
  it('are listed from today on, refused as a delivery day in Persian, and skipped by an estimate', async () => {
    const id = await closeOn(SATURDAY);
    expect(await admin('POST', '/closures', { date: SATURDAY })).toMatchObject({
      status: 400,
      body: { date: [methodMessages.closureExists] },
    });
    const upcoming = ClosureListSchema.parse((await call('GET', '/api/shop/closures/public')).body).results;
    expect(upcoming[0]).toEqual({ id, date: SATURDAY, reason: 'انبارگردانی' });

    const { auth, addresses } = await shopper([{ product: shop.gauze, quantity: 2 }]);
    expect(
      await checkout(auth, {
        address: addresses.tehran,
        shipping_method: methods.courier.id,
        delivery_date: SATURDAY,
        delivery_time: '09:00',
      }),
    ).toMatchObject({ status: 400, body: { delivery_date: [checkoutMessages.deliveryOnClosure] } });
    const placed = await checkout(auth, { address: addresses.isfahan, shipping_method: methods.post.id });
    const order = await tracking(placed.body.order_key);
    expect(order.delivery_estimate).toMatchObject({ from: addDays(today, 5), to: addDays(today, 7) });

    expect((await admin('DELETE', `/closures/${id}`)).status).toBe(204);
    expect(ClosureListSchema.parse((await call('GET', '/api/shop/closures/public')).body).results).not.toContainEqual(
      expect.objectContaining({ id }),
    );
  });

  it('an estimate needs its working days in order, on their fields', async () => {
    expect(await admin('PATCH', `/shipping-methods/${methods.pickup.id}`, { delivery_promise: 'estimate' })).toMatchObject({
      status: 400,
      body: { estimate_min_days: [methodMessages.estimateDaysRequired] },
    });
    expect(
      await admin('PATCH', `/shipping-methods/${methods.pickup.id}`, {
        delivery_promise: 'estimate',
        estimate_min_days: 4,
        estimate_max_days: 2,
      }),
    ).toMatchObject({ status: 400, body: { estimate_max_days: [methodMessages.estimateDaysOrder] } });
    expect((await admin('GET', `/shipping-methods/${methods.pickup.id}`)).body).toMatchObject({ delivery_promise: 'day' });
  });
});

describe('the free-shipping threshold', () => {
  it('prices the post at nothing from 5,000,000 Toman of items, in the cart, its hint and the order', async () => {
    const { auth, addresses } = await shopper([{ product: shop.monitor, quantity: 2 }]);
    const cart = async () => CartSchema.parse((await call('GET', '/api/shop/cart', auth)).body);
    await call('PATCH', '/api/shop/cart', auth, { address: addresses.isfahan, shipping_method: methods.post.id });
    expect(await cart()).toMatchObject({
      subtotal: 4_000_000,
      shipping_cost: 85_000,
      total: 4_085_000,
      free_shipping_remaining: 1_000_000,
    });
    expect((await call('POST', '/api/shop/cart/items', auth, { product: shop.monitor, quantity: 1 })).status).toBe(201);
    expect(await cart()).toMatchObject({ subtotal: 6_000_000, shipping_cost: 0, total: 6_000_000, free_shipping_remaining: 0 });
    const placed = await checkout(auth, { address: addresses.isfahan, shipping_method: methods.post.id });
    expect(await tracking(placed.body.order_key)).toMatchObject({ shipping_cost: 0, total: 6_000_000 });
  });

  it('counts the items after their discounts, and a method without one always costs', async () => {
    // 70 gauzes at 100,000 are 7,000,000, on sale at 80,000 they are 5,600,000: still free with the post.
    const { auth, addresses } = await shopper([{ product: shop.gauze, quantity: 70 }]);
    await call('PATCH', '/api/shop/cart', auth, { address: addresses.tehran, shipping_method: methods.courier.id });
    expect((await call('GET', '/api/shop/cart', auth)).body).toMatchObject({
      shipping_cost: 120_000,
      free_shipping_remaining: null,
    });
    await call('PATCH', '/api/shop/cart', auth, { shipping_method: methods.post.id });
    expect((await call('GET', '/api/shop/cart', auth)).body).toMatchObject({ shipping_cost: 0, total: 5_600_000 });
  });
});

describe('the shipped step', () => {
  async function placed(shipping = methods.post.id) {
    const buyer = await shopper();
    const answer = await checkout(buyer.auth, { address: buyer.addresses.isfahan, shipping_method: shipping });
    return { buyer, order: await tracking(answer.body.order_key) };
  }
  const texts = async (mobileNumber: string) =>
    (await textsSentTo(app, db, time.clock, mobileNumber)).filter((message) => message.includes('کد رهگیری'));

  it('records the carrier and code once, however often it is sent, texts the buyer once, and keeps the status', async () => {
    const { buyer, order } = await placed();
    const code = '۱۲۳۴۵۶۷۸۹۰۱۲۳۴۵۶۷۸۹۰۱۲۳۴';
    const answers = await Promise.all(
      [1, 2, 3].map(() => admin('POST', `/orders/${order.id}/shipment`, { tracking_code: code })),
    );
    for (const answer of answers) expect(answer.status).toBe(200);
    const shipped = AdminOrderSchema.parse(answers[0]?.body);
    expect(shipped.status).toBe('new');
    expect(shipped.shipment).toEqual({
      shipped_at: time.clock().toISOString(),
      carrier: 'پست پیشتاز',
      tracking_code: '123456789012345678901234',
    });
    expect(await texts(buyer.mobileNumber)).toEqual([
      defaultText('order_shipped', {
        store: STORE,
        order: toPersianDigits(order.id),
        carrier: 'پست پیشتاز',
        tracking_code: '123456789012345678901234',
        link: order.web_client_url,
      }),
    ]);
    expect((await tracking(order.key)).shipment).toMatchObject({ tracking_code: '123456789012345678901234' });
    expect((await call('GET', `/api/users/me/orders/${order.id}`, buyer.auth)).body.shipment).toMatchObject({
      carrier: 'پست پیشتاز',
    });

    // A mistyped code is corrected, and the buyer is told the right one.
    expect((await admin('POST', `/orders/${order.id}/shipment`, { tracking_code: 'TPX-99' })).body.shipment).toMatchObject({
      tracking_code: 'TPX-99',
    });
    expect(await texts(buyer.mobileNumber)).toHaveLength(2);
  });

  it('refuses a closed order and a code that is no code, in Persian', async () => {
    const { order } = await placed();
    expect(await admin('POST', `/orders/${order.id}/shipment`, { tracking_code: 'کد' })).toMatchObject({
      status: 400,
      body: { tracking_code: [orderAdminMessages.trackingCodeInvalid] },
    });
    expect((await admin('POST', `/orders/${order.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect(await admin('POST', `/orders/${order.id}/shipment`, { tracking_code: '123' })).toMatchObject({
      status: 400,
      body: { non_field_errors: [orderAdminMessages.notShippable] },
    });
    expect((await tracking(order.key)).shipment).toBeNull();
  });
});

describeWithPoppler('invoices and labels of many orders at once', () => {
  const pdf = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url: `/api/admin/orders/${url}`, headers: staff.auth });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    return answer.rawPayload;
  };

  it('print as one PDF, each with its lines’ notes, in the order asked', async () => {
    const first = await shopper([{ product: shop.gauze, quantity: 1, notes: 'بسته‌بندی جداگانه' }]);
    const second = await shopper([{ product: shop.monitor, quantity: 1, notes: 'کاف سایز بزرگ' }]);
    const orders = [];
    for (const buyer of [first, second]) {
      const answer = await checkout(buyer.auth, { address: buyer.addresses.isfahan, shipping_method: methods.post.id });
      orders.push(await tracking(answer.body.order_key));
    }
    const ids = orders.map((order) => order.id).join(',');
    for (const document of ['invoices', 'shipping_labels']) {
      const text = compact(await pdfText(await pdf(`${document}?ids=${ids}`)));
      expect(text).toContain(compact('بسته‌بندی جداگانه'));
      expect(text).toContain(compact('کاف سایز بزرگ'));
      expect(text.indexOf(compact('بسته‌بندی'))).toBeLessThan(text.indexOf(compact('کاف سایز')));
      expect(text).toContain(compact('۳ تا ۵ روز کاری'));
    }
  });

  it('refuses none, more than a hundred, or an order that is not there', async () => {
    expect(await admin('GET', '/orders/invoices')).toMatchObject({
      status: 400,
      body: { ids: [orderAdminMessages.ordersRequired] },
    });
    const many = Array.from({ length: 101 }, (_, index) => index + 1).join(',');
    expect(await admin('GET', `/orders/shipping_labels?ids=${many}`)).toMatchObject({
      status: 400,
      body: { ids: [orderAdminMessages.tooManyOrders] },
    });
    expect((await admin('GET', '/orders/invoices?ids=999999')).status).toBe(404);
  });
});
