import { checkoutMessages } from '@shop/contract/checkout';
import { messages } from '@shop/contract/messages';
import { OrderListSchema, OrderNoteListSchema, OrderSchema } from '@shop/contract/orders';
import { toPersianDigits } from '@shop/contract/persian';
import { describe, expect, it } from 'vitest';
import { manualClock, quickCustomers } from '../../test/accounts.ts';
import { compact, describeWithPoppler, pdfText } from '../../test/poppler.ts';
import { caller, checkoutBody, type Headers, testAddresses, testMethods, testProducts } from '../../test/shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { orderNotes } from './orders-tables.ts';

const time = manualClock(Date.parse('2026-10-27T07:00:00Z'));
const { app, db } = await createTestApp({ clock: time.clock });
const call = caller(app);
const shop = await testProducts(db);
const methods = await testMethods(app);
const addressesOf = await testAddresses(app, db);

async function customer() {
  const [one] = await quickCustomers(db, 1);
  if (!one) throw new Error('no customer');
  return { ...one, addresses: await addressesOf(one.auth) };
}

/** The customer checks out these lines, paying on delivery: answers the new order's id and key. */
async function checkOut(buyer: Awaited<ReturnType<typeof customer>>, lines: { product: number; quantity: number }[]) {
  for (const line of lines) {
    expect((await call('POST', '/api/shop/cart/items', buyer.auth, line)).status).toBe(201);
  }
  const placed = await call(
    'POST',
    '/api/shop/cart/checkout',
    buyer.auth,
    checkoutBody(time.clock(), {
      address: buyer.addresses.tehran,
      shipping_method: methods.post.id,
      payment_method: methods.cashOnDelivery.id,
    }),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const key = String(placed.body.order_key);
  const order = OrderSchema.parse((await call('GET', `/api/shop/orders/${key}/tracking`)).body);
  return { id: order.id, key };
}

const listOf = async (auth: Headers, query = '') => {
  const answer = await call('GET', `/api/users/me/orders${query}`, auth);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return OrderListSchema.parse(answer.body);
};

const sara = await customer();
const gauzeOrder = await checkOut(sara, [{ product: shop.gauze, quantity: 2 }]);
const glovesOrder = await checkOut(sara, [
  { product: shop.gloves, quantity: 10 },
  { product: shop.blueWheelchair, quantity: 1 },
]);
const stranger = await customer();
const strangersOrder = await checkOut(stranger, [{ product: shop.gauze, quantity: 1 }]);

describe('GET /api/users/me/orders', () => {
  it("lists the customer's own orders, newest first, each with its invoice's address", async () => {
    const list = await listOf(sara.auth);
    expect(list.count).toBe(2);
    expect(list.results.map((order) => order.id)).toEqual([glovesOrder.id, gauzeOrder.id]);
    expect(list.results[1]).toEqual({
      id: gauzeOrder.id,
      key: gauzeOrder.key,
      full_name: expect.any(String),
      status: 'new',
      created_at: time.clock().toISOString(),
      total: 2 * 80_000 + methods.post.cost,
      is_paid: false,
      report_url: `http://localhost/api/users/me/orders/${gauzeOrder.id}/invoice`,
    });
    expect((await listOf(stranger.auth)).results.map((order) => order.id)).toEqual([strangersOrder.id]);
  });

  it('answers a visitor and a forged token with 401', async () => {
    expect((await call('GET', '/api/users/me/orders')).status).toBe(401);
    expect((await call('GET', '/api/users/me/orders', { authorization: `Bearer ${'x'.repeat(43)}` })).status).toBe(401);
  });

  it('finds an order by a product name typed with Arabic letters, or by its id in Persian digits', async () => {
    // «دستکش» typed on an Arabic keyboard, and «آبی» of the wheelchair's variation with an Arabic yeh.
    expect((await listOf(sara.auth, `?search=${encodeURIComponent('دستكش')}`)).results.map((o) => o.id)).toEqual([
      glovesOrder.id,
    ]);
    expect((await listOf(sara.auth, `?search=${encodeURIComponent('ويلچر آبي')}`)).results.map((o) => o.id)).toEqual([
      glovesOrder.id,
    ]);
    const byId = await listOf(sara.auth, `?search=${encodeURIComponent(toPersianDigits(gauzeOrder.id))}`);
    expect(byId.results.map((order) => order.id)).toEqual([gauzeOrder.id]);
    // Another customer's order is not found by its id.
    expect((await listOf(sara.auth, `?search=${strangersOrder.id}`)).count).toBe(0);
    expect((await listOf(sara.auth, `?search=${encodeURIComponent('50%_')}`)).count).toBe(0);
    // A number too long to be an order's (a mobile number) finds nothing, rather than failing.
    expect((await listOf(sara.auth, '?search=09123456789')).count).toBe(0);
  });

  it('filters by status and by paid state, and refuses a status that does not exist', async () => {
    expect((await listOf(sara.auth, '?status=new&is_paid=false')).count).toBe(2);
    expect((await listOf(sara.auth, '?status=completed')).count).toBe(0);
    expect((await listOf(sara.auth, '?is_paid=true')).count).toBe(0);
    expect(await call('GET', '/api/users/me/orders?status=shipped', sara.auth)).toMatchObject({
      status: 400,
      body: { status: [messages.invalidValue] },
    });
  });

  it('answers bad query values with Persian field errors', async () => {
    const bad = async (query: string) => (await call('GET', `/api/users/me/orders?${query}`, sara.auth)).body;
    expect(await bad('is_paid=maybe')).toEqual({ is_paid: [messages.invalidBoolean] });
    expect(await bad('limit=abc')).toEqual({ limit: [messages.invalidInteger] });
    expect(await bad('offset=-1')).toHaveProperty('offset');
    expect(await bad(`search=${encodeURIComponent('گاز\u0000')}`)).toEqual({ search: [messages.controlCharacter] });
    expect(await bad(`search=${'a'.repeat(101)}`)).toHaveProperty('search');
  });

  it('pages by limit and offset with links that keep the filters', async () => {
    const first = await listOf(sara.auth, '?limit=1&status=new');
    expect(first).toMatchObject({ count: 2, previous: null, results: [{ id: glovesOrder.id }] });
    expect(first.next).toBe('http://localhost/api/users/me/orders?limit=1&status=new&offset=1');
    const second = await listOf(sara.auth, '?limit=1&offset=1&status=new');
    expect(second).toMatchObject({ next: null, results: [{ id: gauzeOrder.id }] });
  });
});

describe('GET /api/users/me/orders/{id}', () => {
  it('answers the invoice with the seller, the lines, the totals and the document addresses', async () => {
    const answer = await call('GET', `/api/users/me/orders/${glovesOrder.id}`, sara.auth);
    expect(answer.status).toBe(200);
    const order = OrderSchema.parse(answer.body);
    expect(order.items.map((item) => [item.product_data.name, item.quantity])).toEqual([
      ['دستکش لاتکس', 10],
      ['ویلچر', 1],
    ]);
    expect(order.items_subtotal).toBe(10 * 5_000 + 12_500_000);
    expect(order.total).toBe(order.items_subtotal - order.items_discount + order.shipping_cost);
    expect(order.amount_outstanding).toBe(order.total);
    expect(order.seller_data.name).not.toBe('');
    expect(order.report_url).toBe(`http://localhost/api/users/me/orders/${glovesOrder.id}/invoice`);
    expect(order.shipping_label_url).toBe(`http://localhost/api/users/me/orders/${glovesOrder.id}/shipping_label`);
    expect(order.web_client_url).toBe(`http://localhost/order_tracking?key=${glovesOrder.key}`);
  });

  it("answers another customer's order, a missing one and a bad id as not found or invalid", async () => {
    expect(await call('GET', `/api/users/me/orders/${strangersOrder.id}`, sara.auth)).toMatchObject({
      status: 404,
      body: { detail: checkoutMessages.orderNotFound },
    });
    expect((await call('GET', '/api/users/me/orders/2147483647', sara.auth)).status).toBe(404);
    expect((await call('GET', '/api/users/me/orders/abc', sara.auth)).status).toBe(400);
    expect((await call('GET', `/api/users/me/orders/${gauzeOrder.id}`)).status).toBe(401);
  });
});

describe('GET /api/users/me/orders/{id}/notes', () => {
  it("lists the store's notes, oldest first, and searches them as product search does", async () => {
    const at = time.clock();
    await db.insert(orderNotes).values([
      { orderId: gauzeOrder.id, message: 'سفارش شما بسته‌بندی شد.', createdAt: at, updatedAt: at },
      { orderId: gauzeOrder.id, message: 'کد رهگیری پست: ۱۲۳۴۵۶', createdAt: at, updatedAt: at },
    ]);
    const all = OrderNoteListSchema.parse((await call('GET', `/api/users/me/orders/${gauzeOrder.id}/notes`, sara.auth)).body);
    expect(all.map((note) => note.message)).toEqual(['سفارش شما بسته‌بندی شد.', 'کد رهگیری پست: ۱۲۳۴۵۶']);
    // «كد» with an Arabic kaf, and the tracking code in Latin digits.
    const found = await call(
      'GET',
      `/api/users/me/orders/${gauzeOrder.id}/notes?search=${encodeURIComponent('كد 123456')}`,
      sara.auth,
    );
    expect(OrderNoteListSchema.parse(found.body).map((note) => note.message)).toEqual(['کد رهگیری پست: ۱۲۳۴۵۶']);
    expect((await call('GET', `/api/users/me/orders/${gauzeOrder.id}`, sara.auth)).body.order_notes).toHaveLength(2);
  });

  it("refuses another customer's notes", async () => {
    expect((await call('GET', `/api/users/me/orders/${gauzeOrder.id}/notes`, stranger.auth)).status).toBe(404);
    expect((await call('GET', `/api/users/me/orders/${gauzeOrder.id}/notes`)).status).toBe(401);
  });
});

describe("an order's invoice and shipping label", () => {
  const bearer = (auth: Headers) => ({ authorization: (auth.authorization ?? '').replace(/^Token /, 'Bearer ') });

  it('are PDFs for the owner, with a Bearer or a Token header, never kept by a cache', async () => {
    for (const document of ['invoice', 'shipping_label']) {
      for (const auth of [bearer(sara.auth), sara.auth]) {
        const answer = await app.inject({ url: `/api/users/me/orders/${gauzeOrder.id}/${document}`, headers: auth });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['content-type']).toBe('application/pdf');
        expect(answer.headers['cache-control']).toBe('private, no-store');
        expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    }
  });

  it("are refused to a visitor, a forged token and another customer, even with the tracking key's link", async () => {
    const url = `/api/users/me/orders/${gauzeOrder.id}/invoice`;
    expect((await call('GET', url)).status).toBe(401);
    expect((await call('GET', url, { authorization: `Bearer ${'x'.repeat(43)}` })).status).toBe(401);
    expect(await call('GET', url, bearer(stranger.auth))).toMatchObject({
      status: 404,
      body: { detail: checkoutMessages.orderNotFound },
    });
    expect((await call('GET', `/api/users/me/orders/${gauzeOrder.id}/shipping_label`, stranger.auth)).status).toBe(404);
  });
});

describeWithPoppler("the owner's invoice", () => {
  it("prints the order's lines and the national code the customer gave", async () => {
    expect((await call('PATCH', '/api/users/me', sara.auth, { national_code: '0499370899' })).status).toBe(200);
    const answer = await app.inject({ url: `/api/users/me/orders/${glovesOrder.id}/invoice`, headers: sara.auth });
    const text = compact(await pdfText(answer.rawPayload));
    for (const words of ['دستکش لاتکس', 'ویلچر', toPersianDigits('0499370899'), toPersianDigits(glovesOrder.id)]) {
      expect(text).toContain(compact(words));
    }
  });
});

describe('GET /api/shop/orders/{key}/tracking', () => {
  it('carries what the tracking page shows and nothing of the account behind it', async () => {
    const answer = await call('GET', `/api/shop/orders/${gauzeOrder.key}/tracking`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(Object.keys(OrderSchema.shape).sort());
    expect(JSON.stringify(answer.body)).not.toContain(sara.mobileNumber);
  });
});
