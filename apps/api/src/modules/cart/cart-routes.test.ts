import {
  CartItemSchema,
  CartSchema,
  cartMessages,
  cartMessageWith,
  LINE_QUANTITY_MAX,
  NOT_ENOUGH_STOCK,
} from '@shop/contract/cart';
import { checkoutMessages } from '@shop/contract/checkout';
import { messages } from '@shop/contract/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { quickCustomers } from '../../test/accounts.ts';
import { caller, testAddresses, testMethods, testProducts } from '../../test/shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { products } from '../catalogue/catalogue-tables.ts';
import { createProduct } from '../catalogue-admin/product-writes-service.ts';

const { app, db } = await createTestApp();
const call = caller(app);
const shop = await testProducts(db);
const methods = await testMethods(app);
const addressesOf = await testAddresses(app, db);
const customer = async () => (await quickCustomers(db, 1))[0] ?? expect.fail('no customer');

const add = (auth: Record<string, string>, product: number, quantity: number, notes?: string) =>
  call('POST', '/api/shop/cart/items', auth, { product, quantity, ...(notes === undefined ? {} : { notes }) });
const cartOf = async (auth: Record<string, string>) => CartSchema.parse((await call('GET', '/api/shop/cart', auth)).body);

describe('GET /api/shop/cart', () => {
  it('is the signed-in customer’s own, empty at first', async () => {
    expect((await call('GET', '/api/shop/cart')).status).toBe(401);
    const { auth } = await customer();
    expect(await cartOf(auth)).toEqual({
      items: [],
      count: 0,
      subtotal: 0,
      discount: 0,
      shipping_cost: 0,
      total: 0,
      address: null,
      shipping_method: null,
      shipping_method_data: null,
      free_shipping_remaining: null,
    });
  });
});

describe('POST /api/shop/cart/items', () => {
  it('adds a product priced from the catalogue; the same product again adds to its line', async () => {
    const { auth } = await customer();
    const added = await add(auth, shop.gauze, 2, 'استریل باشد');
    expect(added.status).toBe(201);
    expect(CartItemSchema.parse(added.body)).toEqual({
      id: expect.any(Number),
      product: shop.gauze,
      product_data: {
        id: shop.gauze,
        product_id: shop.gauze,
        name: 'گاز استریل',
        variation_label: null,
        featured_image: null,
        quantity_step: 1,
        stock_type: 'unlimited',
        stock: null,
        in_stock: true,
      },
      quantity: 2,
      notes: 'استریل باشد',
      unit_price: 100_000,
      unit_discount: 20_000,
      subtotal: 200_000,
      discount: 40_000,
      total: 160_000,
      is_available: true,
    });
    // Without a note the line keeps its own; with one, the new note replaces it.
    expect((await add(auth, shop.gauze, 1)).body).toMatchObject({ id: added.body.id, quantity: 3, notes: 'استریل باشد' });
    expect((await add(auth, shop.gauze, 1, 'دو بسته جدا')).body).toMatchObject({ quantity: 4, notes: 'دو بسته جدا' });
    await add(auth, shop.monitor, 1);
    const cart = await cartOf(auth);
    expect(cart.count).toBe(2);
    expect(cart.items.map((item) => [item.product, item.quantity])).toEqual([
      [shop.gauze, 4],
      [shop.monitor, 1],
    ]);
    expect(cart).toMatchObject({ subtotal: 2_400_000, discount: 80_000, shipping_cost: 0, total: 2_320_000 });
  });

  it('takes a variation by its own id, and refuses its variable product alone', async () => {
    const { auth } = await customer();
    const refused = await add(auth, shop.wheelchair, 1);
    expect(refused).toMatchObject({ status: 400, body: { product: [messages.selectOption] } });
    const added = await add(auth, shop.blackWheelchair, 1);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      product: shop.blackWheelchair,
      product_data: {
        id: shop.blackWheelchair,
        product_id: shop.wheelchair,
        name: 'ویلچر',
        variation_label: 'رنگ: مشکی',
        stock: 2,
      },
      unit_price: 12_000_000,
      unit_discount: 1_000_000,
      total: 11_000_000,
    });
    await add(auth, shop.blueWheelchair, 1);
    expect((await cartOf(auth)).items.map((item) => item.product_data.variation_label)).toEqual(['رنگ: مشکی', 'رنگ: آبی']);
  });

  it('takes whole steps only', async () => {
    const { auth } = await customer();
    expect(await add(auth, shop.gloves, 15)).toMatchObject({ status: 400, body: { quantity: ['تعداد باید مضربی از ۱۰ باشد.'] } });
    expect(await add(auth, shop.gloves, 20)).toMatchObject({ status: 201, body: { quantity: 20 } });
    expect(await add(auth, shop.gauze, 0)).toMatchObject({ status: 400, body: { quantity: [cartMessages.quantityRequired] } });
  });

  it('refuses more than the stock with the spec’s sentence and how many are left, for a new line and one that grows', async () => {
    const { auth } = await customer();
    const fiveLeft = { status: 400, body: { quantity: [NOT_ENOUGH_STOCK, 'موجودی کافی نیست؛ تنها ۵ عدد باقی مانده است.'] } };
    expect(await add(auth, shop.monitor, 6)).toMatchObject(fiveLeft);
    expect((await add(auth, shop.monitor, 4)).status).toBe(201);
    expect(await add(auth, shop.monitor, 2)).toMatchObject(fiveLeft);
    expect((await cartOf(auth)).items[0]?.quantity).toBe(4);
    expect((await add(auth, shop.gloves, 30)).status).toBe(201);
    expect(await add(auth, shop.gloves, 10)).toMatchObject({
      status: 400,
      body: { quantity: [NOT_ENOUGH_STOCK, cartMessageWith.insufficientStock(35)] },
    });
  });

  it('refuses a product sold in packs with less than one pack left, as out of stock', async () => {
    const { auth } = await customer();
    const packs = await createProduct(db, {
      name: 'ماسک جراحی (بستهٔ ۵۰ عددی)',
      excerpt: '',
      description: '',
      categoryId: null,
      brandId: null,
      regularPrice: 8_000,
      stockType: 'limited',
      stock: 40,
      quantityStep: 50,
    });
    expect(await add(auth, packs, 50)).toMatchObject({ status: 400, body: { product: [cartMessages.outOfStock] } });
  });

  it('holds at most a million of one product in a line, however many additions add up to it', async () => {
    const { auth } = await customer();
    expect(await add(auth, shop.gauze, LINE_QUANTITY_MAX + 1)).toMatchObject({ status: 400 });
    expect((await add(auth, shop.gauze, LINE_QUANTITY_MAX)).status).toBe(201);
    expect(await add(auth, shop.gauze, 1)).toMatchObject({ status: 400, body: { quantity: [cartMessages.lineTooLarge] } });
    expect((await cartOf(auth)).items[0]?.quantity).toBe(LINE_QUANTITY_MAX);
  });

  it('refuses what cannot be bought online', async () => {
    const { auth } = await customer();
    expect(await add(auth, shop.bed, 1)).toMatchObject({ status: 400, body: { product: [cartMessages.notPurchasable] } });
    expect(await add(auth, shop.mask, 1)).toMatchObject({ status: 400, body: { product: [cartMessages.outOfStock] } });
    expect(await add(auth, 999_999, 1)).toMatchObject({ status: 400, body: { product: [messages.productNotFound] } });
    await db.update(products).set({ isPublished: false }).where(eq(products.id, shop.gauze));
    expect(await add(auth, shop.gauze, 1)).toMatchObject({ status: 400, body: { product: [messages.productNotFound] } });
    await db.update(products).set({ isPublished: true }).where(eq(products.id, shop.gauze));
    expect((await cartOf(auth)).count).toBe(0);
  });
});

describe('PATCH and DELETE /api/shop/cart/items/{id}', () => {
  it('changes a quantity within steps and stock, and the notes', async () => {
    const { auth } = await customer();
    const line = (await add(auth, shop.gloves, 10)).body;
    const url = `/api/shop/cart/items/${line.id}`;
    expect(await call('PATCH', url, auth, { quantity: 30 })).toMatchObject({
      status: 200,
      body: { quantity: 30, total: 150_000 },
    });
    expect(await call('PATCH', url, auth, { quantity: 25 })).toMatchObject({
      status: 400,
      body: { quantity: ['تعداد باید مضربی از ۱۰ باشد.'] },
    });
    expect(await call('PATCH', url, auth, { quantity: 40 })).toMatchObject({
      status: 400,
      body: { quantity: [NOT_ENOUGH_STOCK, 'موجودی کافی نیست؛ تنها ۳۵ عدد باقی مانده است.'] },
    });
    expect((await cartOf(auth)).items[0]?.quantity).toBe(30);
    expect(await call('PATCH', url, auth, { notes: 'سایز M' })).toMatchObject({
      status: 200,
      body: { quantity: 30, notes: 'سایز M' },
    });
    expect(await call('PATCH', url, auth, {})).toMatchObject({
      status: 400,
      body: { non_field_errors: [cartMessages.nothingToUpdate] },
    });
  });

  it('answers 404 for another customer’s line, and removes lines one by one or all at once', async () => {
    const [owner, other] = await quickCustomers(db, 2);
    if (!owner || !other) throw new Error('customers missing');
    const first = (await add(owner.auth, shop.gauze, 1)).body;
    await add(owner.auth, shop.monitor, 1);
    const url = `/api/shop/cart/items/${first.id}`;
    const notYours = { status: 404, body: { detail: cartMessages.itemNotFound } };
    expect(await call('PATCH', url, other.auth, { quantity: 2 })).toMatchObject(notYours);
    expect(await call('DELETE', url, other.auth)).toMatchObject(notYours);
    expect((await call('DELETE', url, owner.auth)).status).toBe(204);
    expect(await call('DELETE', url, owner.auth)).toMatchObject(notYours);
    expect((await cartOf(owner.auth)).items.map((item) => item.product)).toEqual([shop.monitor]);
    expect((await call('DELETE', '/api/shop/cart', owner.auth)).status).toBe(204);
    expect((await cartOf(owner.auth)).count).toBe(0);
  });
});

describe('prices on every read', () => {
  it('follows the catalogue’s price and stock, never what the cart saw before', async () => {
    const { auth } = await customer();
    // A product of this test's own, so that changing it disturbs no other test.
    const simple = await createProduct(db, {
      name: 'سرنگ',
      excerpt: '',
      description: '',
      categoryId: null,
      brandId: null,
      regularPrice: 50_000,
      salePrice: 45_000,
      stockType: 'unlimited',
    });
    await add(auth, simple, 2);
    await db.update(products).set({ regularPrice: 70_000, salePrice: null }).where(eq(products.id, simple));
    expect(await cartOf(auth)).toMatchObject({ subtotal: 140_000, discount: 0, total: 140_000 });
    await db.update(products).set({ stockType: 'out_of_stock' }).where(eq(products.id, simple));
    expect((await cartOf(auth)).items[0]?.product_data.in_stock).toBe(false);
  });

  it('shows a line that sold out or fell short meanwhile as unavailable, and leaves it out of the sums and the count', async () => {
    const { auth } = await customer();
    const limited = await createProduct(db, {
      name: 'پالس اکسیمتر',
      excerpt: '',
      description: '',
      categoryId: null,
      brandId: null,
      regularPrice: 1_000_000,
      salePrice: 900_000,
      stockType: 'limited',
      stock: 5,
    });
    await add(auth, limited, 2);
    await add(auth, shop.gauze, 1);
    const both = { count: 2, subtotal: 2_100_000, discount: 220_000, total: 1_880_000 };
    expect(await cartOf(auth)).toMatchObject(both);
    const gauzeOnly = { count: 1, subtotal: 100_000, discount: 20_000, total: 80_000 };
    const stockAt = async (stock: number, stockType: 'limited' | 'call' = 'limited') => {
      await db.update(products).set({ stock, stockType }).where(eq(products.id, limited));
      return cartOf(auth);
    };
    for (const [stock, stockType] of [
      [0, 'limited'],
      [1, 'limited'],
      [5, 'call'],
    ] as const) {
      const cart = await stockAt(stock, stockType);
      expect(cart, `${stockType} ${stock}`).toMatchObject(gauzeOnly);
      // The line is still there, priced, for the customer to see and remove or reduce.
      expect(cart.items.map((item) => [item.product, item.quantity, item.total, item.is_available])).toEqual([
        [limited, 2, 1_800_000, false],
        [shop.gauze, 1, 80_000, true],
      ]);
    }
    expect(await stockAt(2)).toMatchObject(both);
  });
});

describe('PATCH /api/shop/cart', () => {
  it('chooses the customer’s address and a shipping method delivering there, with its cost', async () => {
    const { auth } = await customer();
    const own = await addressesOf(auth);
    await add(auth, shop.gauze, 1);
    const chosen = await call('PATCH', '/api/shop/cart', auth, { address: own.tehran, shipping_method: methods.courier.id });
    expect(chosen.status).toBe(200);
    expect(CartSchema.parse(chosen.body)).toMatchObject({
      address: own.tehran,
      shipping_method: methods.courier.id,
      shipping_method_data: { name: 'پیک فروشگاه', cost: 120_000 },
      subtotal: 100_000,
      discount: 20_000,
      shipping_cost: 120_000,
      total: 200_000,
    });
    // The courier does not go to Isfahan: choosing it there is refused, and moving the address there clears it.
    expect(
      await call('PATCH', '/api/shop/cart', auth, { address: own.isfahan, shipping_method: methods.courier.id }),
    ).toMatchObject({
      status: 400,
      body: { shipping_method: [checkoutMessages.shippingMethodUnavailable] },
    });
    expect((await call('PATCH', '/api/shop/cart', auth, { address: own.isfahan })).body).toMatchObject({
      address: own.isfahan,
      shipping_method: null,
      shipping_cost: 0,
      total: 80_000,
    });
    expect((await call('PATCH', '/api/shop/cart', auth, { shipping_method: methods.post.id })).body).toMatchObject({
      shipping_method: methods.post.id,
      shipping_cost: 85_000,
    });
  });

  it('refuses another customer’s address and a missing method', async () => {
    const [owner, other] = await quickCustomers(db, 2);
    if (!owner || !other) throw new Error('customers missing');
    const theirs = await addressesOf(other.auth);
    expect(await call('PATCH', '/api/shop/cart', owner.auth, { address: theirs.tehran })).toMatchObject({
      status: 400,
      body: { address: [messages.addressNotFound] },
    });
    expect(await call('PATCH', '/api/shop/cart', owner.auth, { shipping_method: 999_999 })).toMatchObject({
      status: 400,
      body: { shipping_method: [checkoutMessages.shippingMethodUnavailable] },
    });
    expect((await cartOf(owner.auth)).address).toBeNull();
  });
});

describe('POST /api/shop/cart/items with an Idempotency-Key', () => {
  it('adds once however often the same request comes, one after another or all at once', async () => {
    const { auth } = await customer();
    const send = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/shop/cart/items',
        headers: { ...auth, 'idempotency-key': key },
        payload: { product: shop.gauze, quantity: 1 },
      });
    const first = await send('add-once-1');
    const again = await send('add-once-1');
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const twins = await Promise.all(Array.from({ length: 10 }, () => send('add-once-2')));
    expect(twins.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    expect((await cartOf(auth)).items.map((item) => item.quantity)).toEqual([2]);
  });
});
