import { deliveryDates } from '@shop/contract/checkout';
import type { PaymentMethod, ShippingMethod } from '@shop/contract/methods';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { products, variations } from '../modules/catalogue/catalogue-tables.ts';
import { createProduct, type NewProduct } from '../modules/catalogue-admin/product-writes-service.ts';
import { places } from './accounts.ts';

const product = (name: string, stock: Omit<NewProduct, 'name' | 'excerpt' | 'description' | 'categoryId' | 'brandId'>) =>
  ({ name, excerpt: '', description: '', categoryId: null, brandId: null, ...stock }) satisfies NewProduct;

/**
 * Products of every kind a cart meets, made for the test file: on sale and unlimited, a limited stock, sold in boxes
 * of ten, by phone only, out of stock, and a variable product with a limited and an unlimited variation.
 */
export async function testProducts(db: Database) {
  const gauze = await createProduct(
    db,
    product('گاز استریل', { regularPrice: 100_000, salePrice: 80_000, stockType: 'unlimited' }),
  );
  const monitor = await createProduct(
    db,
    product('فشارسنج دیجیتال', { regularPrice: 2_000_000, stockType: 'limited', stock: 5 }),
  );
  const gloves = await createProduct(
    db,
    product('دستکش لاتکس', { regularPrice: 5_000, stockType: 'limited', stock: 35, quantityStep: 10 }),
  );
  const bed = await createProduct(db, product('تخت بیمارستانی', { regularPrice: 90_000_000, stockType: 'call' }));
  const mask = await createProduct(db, product('ماسک N95', { regularPrice: 30_000, stockType: 'out_of_stock' }));
  const wheelchair = await createProduct(
    db,
    product('ویلچر', {
      regularPrice: 12_000_000,
      stockType: 'unlimited',
      attributes: [{ name: 'رنگ', values: ['مشکی', 'آبی'] }],
      variations: [
        { regularPrice: 12_000_000, salePrice: 11_000_000, stockType: 'limited', stock: 2, values: { رنگ: 'مشکی' } },
        { regularPrice: 12_500_000, stockType: 'unlimited', values: { رنگ: 'آبی' } },
      ],
    }),
  );
  const [black, blue] = await db
    .select({ id: variations.id })
    .from(variations)
    .where(eq(variations.productId, wheelchair))
    .orderBy(variations.sortOrder);
  if (!black || !blue) throw new Error('variations missing');
  return { gauze, monitor, gloves, bed, mask, wheelchair, blackWheelchair: black.id, blueWheelchair: blue.id };
}

/** The stock a product or a variation holds now, read straight from its table. */
export async function stockOf(db: Database, id: number): Promise<number | null> {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  if (row) return row.stock;
  const [variation] = await db.select({ stock: variations.stock }).from(variations).where(eq(variations.id, id));
  if (!variation) throw new Error(`no product or variation ${id}`);
  return variation.stock;
}

export type Headers = Record<string, string>;

/** Calls the app as a browser would; the body is parsed when there is one. */
export function caller(app: FastifyInstance) {
  return async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: Headers = {}, payload?: object) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const isJson = response.headers['content-type']?.toString().startsWith('application/json');
    return { status: response.statusCode, body: isJson ? response.json() : null, headers: response.headers };
  };
}

/** Saved addresses in the store's province (Tehran) and in another (Isfahan), for a customer. */
export async function testAddresses(app: FastifyInstance, db: Database) {
  const place = await places(app, db);
  const call = caller(app);
  return async (auth: Headers) => {
    const save = async (state: number, city: number) => {
      const saved = await call('POST', '/api/users/me/addresses', auth, {
        first_name: 'زهرا',
        last_name: 'کریمی',
        mobile_number: '09123456789',
        country: place.iran.id,
        state,
        city,
        postal_code: '1234567890',
        address: 'خیابان ولیعصر، پلاک ۱۲',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(201);
      return saved.body.id as number;
    };
    return { tehran: await save(place.tehran.id, place.shahriar.id), isfahan: await save(place.isfahan.id, place.kashan.id) };
  };
}

/** The shop's active methods by name, as the storefront lists them. */
export async function testMethods(app: FastifyInstance) {
  const call = caller(app);
  const shipping: ShippingMethod[] = (await call('GET', '/api/shop/shipping_methods/public')).body.results;
  const payment: PaymentMethod[] = (await call('GET', '/api/shop/payment_methods/public')).body.results;
  const named = <Method extends { name: string }>(methods: Method[], name: string) => {
    const found = methods.find((method) => method.name === name);
    if (!found) throw new Error(`no method ${name}`);
    return found;
  };
  return {
    post: named(shipping, 'پست پیشتاز'),
    courier: named(shipping, 'پیک فروشگاه'),
    pickup: named(shipping, 'تحویل حضوری'),
    online: named(payment, 'پرداخت آنلاین'),
    cardToCard: named(payment, 'کارت به کارت'),
    cashOnDelivery: named(payment, 'پرداخت در محل'),
  };
}

/** A checkout's body for tomorrow at 10:00 (the store's hours; Tehran's date by the clock), with `changes` on top. */
export function checkoutBody(now: Date, fields: Record<string, string | number>) {
  const tomorrow = deliveryDates(now)[0] ?? expect.fail('no delivery date');
  return { delivery_date: tomorrow, delivery_time: '10:00', notes: '', ...fields };
}

/** Checks the customer's cart out by post to the address at the clock's time, paying by the method; it must be placed. */
export function checkoutByPost(app: FastifyInstance, methods: Awaited<ReturnType<typeof testMethods>>) {
  const call = caller(app);
  return async (now: Date, auth: Headers, address: number, paymentMethod: number, extra: Record<string, string> = {}) => {
    const fields = { address, shipping_method: methods.post.id, payment_method: paymentMethod, ...extra };
    const placed = await call('POST', '/api/shop/cart/checkout', auth, checkoutBody(now, fields));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    return placed.body as { order_key?: string; next_step?: string };
  };
}

/**
 * Presses pay or cancel on the sandbox's bank page that a `next_step` opens, as a browser does; answers the shop's
 * callback URL the bank sends the customer to, as a path to inject.
 */
export async function pressAtSandbox(app: FastifyInstance, nextStep: string, button: 'pay' | 'cancel'): Promise<string> {
  const page = new URL(nextStep);
  const pressed = await app.inject({
    method: 'POST',
    url: `${page.pathname}/${button}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(pressed.statusCode).toBe(303);
  const callback = new URL(String(pressed.headers.location));
  return callback.pathname + callback.search;
}

/** Follows the bank's redirect to the shop's callback; answers where the shop sends the customer then. */
export async function callBack(app: FastifyInstance, callbackPath: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: callbackPath });
  expect(response.statusCode, response.body).toBe(303);
  return String(response.headers.location);
}
