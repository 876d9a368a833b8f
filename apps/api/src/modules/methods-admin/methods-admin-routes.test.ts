import { checkoutMessages } from '@shop/contract/checkout';
import { messages } from '@shop/contract/messages';
import { methodMessages, PaymentMethodListSchema, ShippingMethodListSchema } from '@shop/contract/methods';
import { OrderSchema } from '@shop/contract/orders';
import { describe, expect, it } from 'vitest';
import { manualClock, places, quickCustomers } from '../../test/accounts.ts';
import { pngOf, publicJson, signedInStaff } from '../../test/content-admin.ts';
import { caller, checkoutBody, testAddresses, testMethods, testProducts } from '../../test/shop.ts';
import { createTestApp } from '../../test/test-app.ts';

const time = manualClock(Date.parse('2026-10-27T07:00:00Z'));
const { app, db } = await createTestApp({ clock: time.clock });
const { staff, call, send, audit } = await signedInStaff(app, db);
const shopCall = caller(app);
const shop = await testProducts(db);
const demoMethods = await testMethods(app);
const addressesOf = await testAddresses(app, db);
const { tehran, isfahan } = await places(app, db);

const publicShipping = async () =>
  ShippingMethodListSchema.parse(await publicJson(app, '/api/shop/shipping_methods/public')).results;
const publicPayment = async () =>
  PaymentMethodListSchema.parse(await publicJson(app, '/api/shop/payment_methods/public')).results;

/** A customer with a cart and two addresses, one in Tehran and one in Isfahan. */
async function shopper() {
  const [customer] = await quickCustomers(db, 1);
  if (!customer) throw new Error('no customer');
  const addresses = await addressesOf(customer.auth);
  expect((await shopCall('POST', '/api/shop/cart/items', customer.auth, { product: shop.gauze, quantity: 1 })).status).toBe(201);
  return { ...customer, addresses };
}

const newShipping = async (fields: object) => {
  const { status, body } = await call('POST', '/api/admin/shipping-methods', { name: 'روش آزمون', cost: 50_000, ...fields });
  expect(status, JSON.stringify(body)).toBe(201);
  return body as { id: number; name: string };
};

describe('shipping methods in the back office', () => {
  it('lists every method with its cost, provinces by name and windows', async () => {
    const { status, body } = await call('GET', '/api/admin/shipping-methods?ordering=sort_order');
    expect(status).toBe(200);
    expect(body.results.map((method: { name: string }) => method.name).slice(0, 4)).toEqual([
      'پست پیشتاز',
      'تیپاکس',
      'پیک فروشگاه',
      'تحویل حضوری',
    ]);
    const courier = body.results.find((method: { id: number }) => method.id === demoMethods.courier.id);
    expect(courier).toMatchObject({
      cost: 120_000,
      provinces: [tehran.id],
      provinces_data: [{ id: tehran.id, name: 'تهران' }],
      delivery_windows: [
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '15:00' },
        { start: '15:00', end: '18:00' },
      ],
      active: true,
      orders_count: 0,
    });
    const byCost = await call('GET', '/api/admin/shipping-methods?ordering=-cost&limit=1');
    expect(byCost.body.results[0].name).toBe('تیپاکس');
  });

  it('adds a courier for some provinces with its windows and icon; checkout offers it at once where it delivers', async () => {
    const { status, body } = await send(
      'POST',
      '/api/admin/shipping-methods',
      {
        name: 'پیک اصفهان',
        description: 'تحویل همان روز',
        cost: '۹۰۰۰۰',
        provinces: [isfahan.id, isfahan.id],
        delivery_windows: [
          { start: '14:00', end: '18:00' },
          { start: '۰۹:۰۰', end: '12:00' },
        ],
        sort_order: 5,
      },
      { bytes: await pngOf(512, 512) },
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'پیک اصفهان',
      cost: 90_000,
      provinces: [isfahan.id],
      provinces_data: [{ id: isfahan.id, name: 'اصفهان' }],
      delivery_windows: [
        { start: '09:00', end: '12:00' },
        { start: '14:00', end: '18:00' },
      ],
      image: { f: expect.stringMatching(/^\/media\/methods\//), width: 256 },
    });
    const offered = (await publicShipping()).find((method) => method.id === body.id);
    expect(offered).toMatchObject({ cost: 90_000, provinces: [isfahan.id], image: body.image.f });
    const [entry] = await audit('shipping_method', body.id);
    expect(entry).toMatchObject({ action: 'create', staff: { id: staff.id }, after: { name: 'پیک اصفهان' } });

    const customer = await shopper();
    const chosen = await shopCall('PATCH', '/api/shop/cart', customer.auth, {
      address: customer.addresses.isfahan,
      shipping_method: body.id,
    });
    expect(chosen.body).toMatchObject({ shipping_cost: 90_000 });
    const elsewhere = await shopCall('PATCH', '/api/shop/cart', customer.auth, {
      address: customer.addresses.tehran,
      shipping_method: body.id,
    });
    expect(elsewhere).toMatchObject({ status: 400, body: { shipping_method: [checkoutMessages.shippingMethodUnavailable] } });
  });

  it('prices a cart with a new cost at once, and stops offering a deactivated method', async () => {
    const method = await newShipping({ name: 'پست ویژه', cost: 40_000 });
    const customer = await shopper();
    await shopCall('PATCH', '/api/shop/cart', customer.auth, { address: customer.addresses.tehran, shipping_method: method.id });
    await call('PATCH', `/api/admin/shipping-methods/${method.id}`, { cost: 65_000 });
    expect((await shopCall('GET', '/api/shop/cart', customer.auth)).body).toMatchObject({ shipping_cost: 65_000 });
    expect((await publicShipping()).find((shown) => shown.id === method.id)?.cost).toBe(65_000);

    await call('PATCH', `/api/admin/shipping-methods/${method.id}`, { active: false });
    expect((await publicShipping()).map((shown) => shown.id)).not.toContain(method.id);
    const refused = await shopCall(
      'POST',
      '/api/shop/cart/checkout',
      customer.auth,
      checkoutBody(time.clock(), {
        address: customer.addresses.tehran,
        shipping_method: method.id,
        payment_method: demoMethods.cashOnDelivery.id,
      }),
    );
    expect(refused).toMatchObject({ status: 400, body: { shipping_method: [checkoutMessages.shippingMethodUnavailable] } });
    const [entry] = await audit('shipping_method', method.id);
    expect(entry).toMatchObject({ action: 'update', before: { active: true }, after: { active: false } });
  });

  it('refuses a negative cost, overlapping windows, a window that ends before it starts and an unknown province', async () => {
    expect(
      await call('POST', '/api/admin/shipping-methods', {
        name: '',
        cost: -1,
        delivery_windows: [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
      }),
    ).toEqual({
      status: 400,
      body: {
        name: [methodMessages.methodNameRequired],
        cost: [methodMessages.costInvalid],
        delivery_windows: [methodMessages.windowsOverlap],
      },
    });
    expect(
      await call('POST', '/api/admin/shipping-methods', {
        name: 'x',
        cost: 1.5,
        delivery_windows: [{ start: '12:00', end: '09:00' }],
      }),
    ).toEqual({
      status: 400,
      body: { cost: [methodMessages.costInvalid], 'delivery_windows.0.end': [messages.startBeforeEnd] },
    });
    expect(await call('POST', '/api/admin/shipping-methods', { name: 'x', cost: 0, provinces: [999_999] })).toEqual({
      status: 400,
      body: { provinces: [messages.stateNotFound] },
    });
    expect(await call('POST', '/api/admin/shipping-methods', { name: 'x' })).toMatchObject({
      status: 400,
      body: { cost: [methodMessages.costInvalid] },
    });
    const method = await newShipping({});
    expect((await call('PATCH', `/api/admin/shipping-methods/${method.id}`, { cost: -10 })).status).toBe(400);
    expect((await call('GET', `/api/admin/shipping-methods/${method.id}`)).body.cost).toBe(50_000);
  });

  it('keeps a method that orders name: its orders keep what they were sold with, and it is deactivated instead of deleted', async () => {
    const method = await newShipping({ name: 'پیک قدیمی', cost: 30_000 });
    const customer = await shopper();
    const placed = await shopCall(
      'POST',
      '/api/shop/cart/checkout',
      customer.auth,
      checkoutBody(time.clock(), {
        address: customer.addresses.tehran,
        shipping_method: method.id,
        payment_method: demoMethods.cashOnDelivery.id,
      }),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    expect((await call('GET', `/api/admin/shipping-methods/${method.id}`)).body.orders_count).toBe(1);

    const refused = await call('DELETE', `/api/admin/shipping-methods/${method.id}`);
    expect(refused).toEqual({ status: 400, body: { non_field_errors: [methodMessages.methodInUse] } });
    await call('PATCH', `/api/admin/shipping-methods/${method.id}`, { name: 'پیک جدید', cost: 99_000, active: false });
    const order = OrderSchema.parse((await shopCall('GET', `/api/shop/orders/${placed.body.order_key}/tracking`)).body);
    expect(order).toMatchObject({ shipping_method_data: { name: 'پیک قدیمی' }, shipping_cost: 30_000 });

    const unused = await newShipping({ name: 'بی‌سفارش' });
    expect((await call('DELETE', `/api/admin/shipping-methods/${unused.id}`)).status).toBe(204);
    expect((await call('GET', `/api/admin/shipping-methods/${unused.id}`)).status).toBe(404);
    const [entry] = await audit('shipping_method', unused.id);
    expect(entry).toMatchObject({ action: 'delete', before: { name: 'بی‌سفارش' }, after: null });
  });
});

describe('payment methods in the back office', () => {
  it('lists every method with its kind, filtered by kind', async () => {
    const { status, body } = await call('GET', '/api/admin/payment-methods?kind=card_to_card');
    expect(status).toBe(200);
    expect(body.results.map((method: { name: string }) => method.name)).toEqual(['کارت به کارت']);
    expect(body.results[0].description).toMatch(/۶۰۳۷-۹۹۷۵-۹۹۱۲-۳۴۵۶/);
    expect((await call('GET', '/api/admin/payment-methods?kind=cheque')).status).toBe(400);
  });

  it('adds a card transfer naming its card, offered at checkout at once', async () => {
    const { status, body } = await send(
      'POST',
      '/api/admin/payment-methods',
      { name: 'کارت بانک ملت', kind: 'card_to_card', description: 'به کارت ۶۱۰۴-۳۳۷۷-۱۲۳۴-۵۶۷۸ واریز کنید.' },
      { bytes: await pngOf(256, 256) },
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ kind: 'card_to_card', active: true, orders_count: 0, image: { f: expect.any(String) } });
    expect((await publicPayment()).find((method) => method.id === body.id)).toMatchObject({
      name: 'کارت بانک ملت',
      kind: 'card_to_card',
      description: 'به کارت ۶۱۰۴-۳۳۷۷-۱۲۳۴-۵۶۷۸ واریز کنید.',
    });
    await call('PATCH', `/api/admin/payment-methods/${body.id}`, { active: false });
    expect((await publicPayment()).map((method) => method.id)).not.toContain(body.id);
    expect((await audit('payment_method', body.id)).map((entry) => entry.action)).toEqual(['update', 'create']);
  });

  it('refuses a method of no known kind or without a name', async () => {
    expect(await call('POST', '/api/admin/payment-methods', { name: ' ', kind: 'cheque' })).toEqual({
      status: 400,
      body: { name: [methodMessages.methodNameRequired], kind: [methodMessages.paymentKindRequired] },
    });
    expect((await call('PATCH', '/api/admin/payment-methods/999999', { name: 'x' })).status).toBe(404);
  });

  it('deletes a method no order names, and keeps one that orders name', async () => {
    const unused = await call('POST', '/api/admin/payment-methods', { name: 'بی‌استفاده', kind: 'cash_on_delivery' });
    expect((await call('DELETE', `/api/admin/payment-methods/${unused.body.id}`)).status).toBe(204);
    expect((await publicPayment()).map((method) => method.id)).not.toContain(unused.body.id);

    const customer = await shopper();
    const placed = await shopCall(
      'POST',
      '/api/shop/cart/checkout',
      customer.auth,
      checkoutBody(time.clock(), {
        address: customer.addresses.tehran,
        shipping_method: demoMethods.post.id,
        payment_method: demoMethods.cashOnDelivery.id,
      }),
    );
    expect(placed.status).toBe(200);
    const used = await call('GET', `/api/admin/payment-methods/${demoMethods.cashOnDelivery.id}`);
    expect(used.body.orders_count).toBeGreaterThanOrEqual(1);
    expect(await call('DELETE', `/api/admin/payment-methods/${demoMethods.cashOnDelivery.id}`)).toEqual({
      status: 400,
      body: { non_field_errors: [methodMessages.methodInUse] },
    });
  });
});
