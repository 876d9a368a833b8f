import { tehranDate } from '@shop/contract/checkout';
import { messages } from '@shop/contract/messages';
import {
  type AdminOrder,
  AdminOrderListSchema,
  AdminOrderSchema,
  DashboardSchema,
  OrderSchema,
  orderAdminMessages,
  orderAdminMessageWith,
} from '@shop/contract/orders';
import { formatToman, toPersianDigits } from '@shop/contract/persian';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formData, manualClock, quickCustomers, quickStaff } from '../../test/accounts.ts';
import { sweeper } from '../../test/payments.ts';
import { caller, checkoutBody, stockOf, testAddresses, testMethods } from '../../test/shop.ts';
import { limitedProduct } from '../../test/shop-data.ts';
import { createTestApp } from '../../test/test-app.ts';
import { defaultText, textsSentTo } from '../../test/texts.ts';
import { orderItems, orders } from './orders-tables.ts';

// 10:30 on 5 Aban 1405 in Tehran.
const time = manualClock(Date.parse('2026-10-27T07:00:00Z'));
const { app, db } = await createTestApp({ clock: time.clock });
const sweep = sweeper(app);
const call = caller(app);
const methods = await testMethods(app);
const addressesOf = await testAddresses(app, db);
const [staff] = await quickStaff(db, 1);
if (!staff) throw new Error('no staff');
const STORE = 'تجهیزات پزشکی سپید';

type Payment = 'cash' | 'card' | 'online';

async function customer(name = { first: 'سارا', last: 'محمدی' }) {
  const [one] = await quickCustomers(db, 1, name);
  if (!one) throw new Error('no customer');
  return { ...one, addresses: await addressesOf(one.auth) };
}
type Customer = Awaited<ReturnType<typeof customer>>;

/** Each card transfer's tracking number is its own: the same number again is the same transfer. */
let transfers = 10_000_000;

const paymentFields = (payment: Payment, trackingNumber = String(++transfers)): Record<string, string | number> => {
  if (payment === 'cash') return { payment_method: methods.cashOnDelivery.id };
  if (payment === 'online') return { payment_method: methods.online.id };
  return {
    payment_method: methods.cardToCard.id,
    tracking_number: trackingNumber,
    card_last_four: '4321',
    paid_date: tehranDate(time.clock()),
  };
};

/** The customer checks these lines out, collected at the post: answers the new order as its tracking page has it. */
async function checkOut(buyer: Customer, lines: { product: number; quantity: number }[], payment: Payment = 'cash') {
  for (const line of lines) {
    expect((await call('POST', '/api/shop/cart/items', buyer.auth, line)).status).toBe(201);
  }
  const placed = await call(
    'POST',
    '/api/shop/cart/checkout',
    buyer.auth,
    checkoutBody(time.clock(), { address: buyer.addresses.tehran, shipping_method: methods.post.id, ...paymentFields(payment) }),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  // An online payment answers the bank's page: the order is the customer's newest.
  const [newest] = await db.select().from(orders).where(eq(orders.userId, buyer.id)).orderBy(desc(orders.id)).limit(1);
  const key = placed.body.order_key ?? newest?.key;
  return OrderSchema.parse((await call('GET', `/api/shop/orders/${key}/tracking`)).body);
}

const admin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  call(method, `/api/admin${path}`, staff.auth, payload);

async function adminOrder(id: number): Promise<AdminOrder> {
  const answer = await admin('GET', `/orders/${id}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return AdminOrderSchema.parse(answer.body);
}

const listOf = async (query = '') => {
  const answer = await admin('GET', `/orders${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return AdminOrderListSchema.parse(answer.body);
};
const idsOf = async (query: string) => (await listOf(query)).results.map((order) => order.id);

const move = (id: number, status: string, money: object = {}) => admin('POST', `/orders/${id}/status`, { status, ...money });

/** Staff record money they received for the order; answers the order as staff then see it. */
async function receive(id: number, payment: object): Promise<AdminOrder> {
  const answer = await admin('POST', `/orders/${id}/payments`, payment);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return AdminOrderSchema.parse(answer.body);
}

const textsTo = (mobileNumber: string) => textsSentTo(app, db, time.clock, mobileNumber);

/** The order's journal, oldest first (the journal answers newest first). */
async function auditOf(id: number) {
  const answer = await admin('GET', `/audit?entity=order&entity_id=${id}`);
  return (answer.body.results as { action: string; before: unknown; after: unknown; staff: { id: number } }[])
    .map(({ action, before, after, staff }) => ({ action, before, after, staff: staff.id }))
    .reverse();
}

const trackingLink = (key: string) => `http://localhost/order_tracking?key=${key}`;

/** The buyer's text of this kind about the order, as the default template writes it. */
const textOf = (kind: Parameters<typeof defaultText>[0], order: { id: number; key: string }, amount?: number, reason?: string) =>
  defaultText(kind, {
    store: STORE,
    order: toPersianDigits(order.id),
    link: trackingLink(order.key),
    ...(amount === undefined ? {} : { amount: formatToman(amount) }),
    ...(reason === undefined ? {} : { reason }),
  });

describe('GET /api/admin/orders', () => {
  it('lists orders newest first with the buyer, status, total, whether paid and whether they wait for the store', async () => {
    const buyer = await customer();
    const cash = await checkOut(buyer, [{ product: await limitedProduct(db, 'لیست ۱', 5), quantity: 1 }]);
    const card = await checkOut(buyer, [{ product: await limitedProduct(db, 'لیست ۲', 5), quantity: 1 }], 'card');
    const list = await listOf('?limit=2');
    expect(list.results.map((order) => order.id)).toEqual([card.id, cash.id]);
    expect(list.results[1]).toEqual({
      id: cash.id,
      key: cash.key,
      status: 'new',
      created_at: time.clock().toISOString(),
      updated_at: time.clock().toISOString(),
      total: cash.total,
      is_paid: false,
      buyer_data: { first_name: 'سارا', last_name: 'محمدی', full_name: 'سارا محمدی', mobile_number: buyer.mobileNumber },
      payment_method_data: { name: 'پرداخت در محل', kind: 'cash_on_delivery' },
      awaiting: true,
    });
    expect(list.results[0]).toMatchObject({ awaiting: true, payment_method_data: { kind: 'card_to_card' } });
  });

  it('finds an order by its number, the buyer’s name or mobile number, or a product name, typed as staff type', async () => {
    const buyer = await customer({ first: 'کیمیا', last: 'یزدانی' });
    const order = await checkOut(buyer, [{ product: await limitedProduct(db, 'نبولایزر کمپرسوری', 5), quantity: 1 }]);
    const search = (text: string) => idsOf(`?search=${encodeURIComponent(text)}`);
    expect(await search(`#${order.id}`)).toContain(order.id);
    expect(await search(toPersianDigits(order.id))).toContain(order.id);
    // «کیمیا یزدانی» typed on an Arabic keyboard.
    expect(await search('كيميا يزداني')).toEqual([order.id]);
    expect(await search(toPersianDigits(buyer.mobileNumber))).toEqual([order.id]);
    expect(await search(buyer.mobileNumber.slice(-7))).toEqual([order.id]);
    expect(await search('نبولايزر')).toEqual([order.id]);
    expect(await search('نبولایزر یزدانی')).toEqual([]);
    expect(await search('50%_')).toEqual([]);
  });

  it('filters by status, paid, waiting for the store and Tehran days, and orders by total', async () => {
    const buyer = await customer();
    const product = await limitedProduct(db, 'فیلتر', 50, 100_000);
    // The day before, at 23:50 in Tehran.
    time.advance(-(10 * 3600 + 40 * 60));
    const yesterday = await checkOut(buyer, [{ product, quantity: 3 }]);
    time.advance(10 * 3600 + 40 * 60);
    const today = await checkOut(buyer, [{ product, quantity: 1 }]);
    expect(await move(today.id, 'processing')).toMatchObject({ status: 200 });

    const day = (date: string) => idsOf(`?created_from=${date}&created_to=${date}&ordering=id&limit=100`);
    expect(await day('2026-10-26')).toContain(yesterday.id);
    expect(await day('2026-10-26')).not.toContain(today.id);
    expect(await day('۲۰۲۶-۱۰-۲۷')).toContain(today.id);
    expect(await day('2026-10-27')).not.toContain(yesterday.id);

    const both = `&created_from=2026-10-26&search=${encodeURIComponent('فیلتر')}`;
    expect(await idsOf(`?status=processing${both}`)).toEqual([today.id]);
    expect(await idsOf(`?awaiting=true${both}`)).toEqual([yesterday.id]);
    expect(await idsOf(`?awaiting=false${both}`)).toEqual([today.id]);
    expect(await idsOf(`?is_paid=false&ordering=-total${both}`)).toEqual([yesterday.id, today.id]);
    expect(await idsOf(`?ordering=total${both}`)).toEqual([today.id, yesterday.id]);
  });

  it('answers bad filters with Persian field errors', async () => {
    const bad = async (query: string) => (await admin('GET', `/orders?${query}`)).body;
    expect(await bad('status=shipped')).toEqual({ status: [messages.invalidValue] });
    expect(await bad('created_from=2026-13-40')).toEqual({ created_from: [orderAdminMessages.dateInvalid] });
    expect(await bad('created_to=yesterday')).toEqual({ created_to: [orderAdminMessages.dateInvalid] });
    expect(await bad('awaiting=perhaps')).toEqual({ awaiting: [messages.invalidBoolean] });
    expect(await bad('ordering=buyer')).toEqual({ ordering: [messages.invalidValue] });
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('answers the whole order with the buyer’s account, the receipt picture and the statuses it may move to', async () => {
    const buyer = await customer();
    const product = await limitedProduct(db, 'دستگاه ساکشن', 5, 1_500_000);
    for (const line of [{ product, quantity: 2 }]) await call('POST', '/api/shop/cart/items', buyer.auth, line);
    const picture = await sharp({ create: { width: 600, height: 900, channels: 3, background: '#eeeeee' } })
      .png()
      .toBuffer();
    const fields = Object.fromEntries(
      Object.entries({
        ...checkoutBody(time.clock(), { address: buyer.addresses.tehran, shipping_method: methods.post.id }),
        ...paymentFields('card', '99887766'),
      }).map(([name, value]) => [name, String(value)]),
    );
    const form = await formData(fields, { receipt: { bytes: picture, name: 'receipt.png', type: 'image/png' } });
    const placed = await app.inject({
      method: 'POST',
      url: '/api/shop/cart/checkout',
      headers: { ...buyer.auth, ...form.headers },
      payload: form.payload,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const tracked = OrderSchema.parse((await call('GET', `/api/shop/orders/${placed.json().order_key}/tracking`)).body);

    const order = await adminOrder(tracked.id);
    expect(order).toMatchObject({
      ...tracked,
      user: buyer.id,
      buyer_data: { full_name: 'سارا محمدی', mobile_number: buyer.mobileNumber },
      next_statuses: ['processing', 'cancelled'],
      amount_refundable: 0,
      awaiting: true,
      report_url: `http://localhost/api/admin/orders/${tracked.id}/invoice`,
      shipping_label_url: `http://localhost/api/admin/orders/${tracked.id}/shipping_label`,
      payments: [
        {
          amount: tracked.total,
          transaction_id: '99887766',
          approved: false,
          is_refund: false,
          refusal_reason: null,
          reviewable: true,
          receipt: { f: expect.stringMatching(/^\/media\/receipts\/[0-9a-f]+\.webp$/), width: expect.any(Number) },
        },
      ],
    });
    const receipt = await app.inject({ method: 'GET', url: order.payments[0]?.receipt?.f ?? '' });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('image/webp');
  });

  it('answers an order that does not exist with a Persian 404, and a bad id with a 400', async () => {
    expect(await admin('GET', '/orders/999999')).toMatchObject({ status: 404, body: { detail: 'سفارش یافت نشد.' } });
    expect(await admin('GET', '/orders/abc')).toMatchObject({ status: 400, body: { id: [messages.invalidId] } });
  });
});

describe('POST /api/admin/orders/:id/status', () => {
  it('moves an order along the graph, texting the buyer each time with the tracking link, audited', async () => {
    const buyer = await customer();
    const order = await checkOut(buyer, [{ product: await limitedProduct(db, 'ترازو', 5), quantity: 1 }]);
    const processing = await move(order.id, 'processing');
    expect(processing.status).toBe(200);
    expect(AdminOrderSchema.parse(processing.body)).toMatchObject({
      status: 'processing',
      // Nothing was paid: «refunded» is not offered, the order is cancelled instead.
      next_statuses: ['completed', 'cancelled'],
      awaiting: false,
    });
    expect((await move(order.id, 'completed')).body).toMatchObject({ status: 'completed', next_statuses: [] });

    expect(await textsTo(buyer.mobileNumber)).toEqual([
      textOf('order_placed', order, order.total),
      textOf('status_processing', order),
      textOf('status_completed', order),
    ]);
    expect((await textsTo(buyer.mobileNumber))[1]).toContain(`سفارش شماره ${toPersianDigits(order.id)} شما در حال پردازش است.`);
    expect(await auditOf(order.id)).toEqual([
      { action: 'status', before: { status: 'new' }, after: { status: 'processing' }, staff: staff.id },
      { action: 'status', before: { status: 'processing' }, after: { status: 'completed' }, staff: staff.id },
    ]);
    const seen = await call('GET', `/api/users/me/orders/${order.id}`, buyer.auth);
    expect(seen.body.status).toBe('completed');
  });

  it('refuses a move the graph does not allow in Persian, and changes nothing', async () => {
    const buyer = await customer();
    const order = await checkOut(buyer, [{ product: await limitedProduct(db, 'گوشی پزشکی', 5), quantity: 1 }]);
    expect(await move(order.id, 'completed')).toEqual({
      status: 400,
      body: { status: [orderAdminMessageWith.statusMoveRefused('new', 'completed')] },
      headers: expect.anything(),
    });
    expect(orderAdminMessageWith.statusMoveRefused('new', 'completed')).toBe(
      'وضعیت سفارش «جدید» را نمی‌توان به «تکمیل شده» تغییر داد.',
    );
    expect((await move(order.id, 'cancelled')).status).toBe(200);
    expect((await move(order.id, 'processing')).body).toEqual({
      status: [orderAdminMessageWith.statusMoveRefused('cancelled', 'processing')],
    });
    expect(await move(order.id, 'shipped')).toMatchObject({ status: 400, body: { status: [messages.invalidValue] } });
    expect(await move(999_999, 'cancelled')).toMatchObject({ status: 404, body: { detail: 'سفارش یافت نشد.' } });
    expect((await adminOrder(order.id)).status).toBe('cancelled');
    expect(await auditOf(order.id)).toHaveLength(1);
  });

  it('gives the stock back once when an order is cancelled, however many cancels arrive at once', async () => {
    const buyer = await customer();
    const product = await limitedProduct(db, 'پالس اکسیمتر', 10);
    const order = await checkOut(buyer, [{ product, quantity: 3 }]);
    expect(await stockOf(db, product)).toBe(7);
    const answers = await Promise.all([move(order.id, 'cancelled'), move(order.id, 'cancelled'), move(order.id, 'cancelled')]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await stockOf(db, product)).toBe(10);
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines.map((line) => line.stockTaken)).toEqual([false]);
    expect(await auditOf(order.id)).toHaveLength(1);
    expect(await textsTo(buyer.mobileNumber)).toEqual([
      textOf('order_placed', order, order.total),
      textOf('status_cancelled', order),
    ]);
  });

  it('gives the stock back once when a refund of a completed order follows, and once when cancelling twice in a row', async () => {
    const buyer = await customer();
    const product = await limitedProduct(db, 'ویلچر تاشو', 4);
    const order = await checkOut(buyer, [{ product, quantity: 2 }]);
    for (const status of ['processing', 'completed']) expect((await move(order.id, status)).status).toBe(200);
    expect(await move(order.id, 'refunded')).toMatchObject({
      status: 400,
      body: { status: [orderAdminMessages.refundedNeedsPayment] },
    });
    await receive(order.id, { amount: order.total, payment_method: methods.cashOnDelivery.id });
    expect(await move(order.id, 'refunded')).toMatchObject({
      status: 400,
      body: { money: [orderAdminMessages.moneyDecisionRequired] },
    });
    expect(await move(order.id, 'refunded', { money: 'keep' })).toMatchObject({
      status: 400,
      body: { money: [orderAdminMessages.refundedNeedsRefund] },
    });
    expect(await stockOf(db, product)).toBe(2);
    const refunded = await move(order.id, 'refunded', { money: 'refund', refund_method: 'cash_on_delivery' });
    expect(AdminOrderSchema.parse(refunded.body)).toMatchObject({
      status: 'refunded',
      is_paid: false,
      payment_status: 'refunded',
      amount_paid: 0,
      amount_refunded: order.total,
      amount_outstanding: 0,
    });
    expect(await stockOf(db, product)).toBe(4);
    expect((await move(order.id, 'cancelled')).status).toBe(400);
    expect(await stockOf(db, product)).toBe(4);
  });

  it('gives the stock back once when the unpaid-order sweep and a cancel meet', async () => {
    const buyer = await customer();
    const product = await limitedProduct(db, 'تب‌سنج', 6);
    const order = await checkOut(buyer, [{ product, quantity: 2 }], 'online');
    expect(await stockOf(db, product)).toBe(4);
    time.advance(31 * 60);
    const [swept, cancelled] = await Promise.all([sweep(), move(order.id, 'cancelled')]);
    time.advance(-31 * 60);
    expect(await stockOf(db, product)).toBe(6);
    const { status } = await adminOrder(order.id);
    // Whoever took the order's row first closed it; the other found it closed.
    if (status === 'failed') {
      expect(swept).toBeGreaterThanOrEqual(1);
      expect(cancelled.body).toEqual({ status: [orderAdminMessageWith.statusMoveRefused('failed', 'cancelled')] });
    } else {
      expect(status).toBe('cancelled');
      expect(cancelled.status).toBe(200);
    }
    expect(await sweep()).toBe(0);
    expect(await stockOf(db, product)).toBe(6);
  });
});

describe('notes to the customer', () => {
  it('are added, rewritten and deleted by staff, audited, and shown on the customer’s order', async () => {
    const buyer = await customer();
    const order = await checkOut(buyer, [{ product: await limitedProduct(db, 'کپسول اکسیژن', 5), quantity: 1 }]);
    const added = await admin('POST', `/orders/${order.id}/notes`, { message: '  بسته شما فردا صبح ارسال می‌شود.  ' });
    expect(added).toMatchObject({ status: 201, body: { id: expect.any(Number), message: 'بسته شما فردا صبح ارسال می‌شود.' } });
    const noteId = added.body.id as number;
    const notes = await call('GET', `/api/users/me/orders/${order.id}/notes`, buyer.auth);
    expect(notes.body.map((note: { message: string }) => note.message)).toEqual(['بسته شما فردا صبح ارسال می‌شود.']);

    time.advance(60);
    const edited = await admin('PATCH', `/orders/${order.id}/notes/${noteId}`, { message: 'بسته شما امروز ارسال شد.' });
    expect(edited).toMatchObject({ status: 200, body: { id: noteId, message: 'بسته شما امروز ارسال شد.' } });
    expect(edited.body.updated_at).not.toBe(edited.body.created_at);
    const seen = OrderSchema.parse((await call('GET', `/api/users/me/orders/${order.id}`, buyer.auth)).body);
    expect(seen.order_notes.map((note) => note.message)).toEqual(['بسته شما امروز ارسال شد.']);

    expect((await admin('DELETE', `/orders/${order.id}/notes/${noteId}`)).status).toBe(204);
    expect((await call('GET', `/api/users/me/orders/${order.id}/notes`, buyer.auth)).body).toEqual([]);
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual(['add_note', 'edit_note', 'delete_note']);
  });

  it('refuse an empty note in Persian, and a note of another order or none as not found', async () => {
    const buyer = await customer();
    const order = await checkOut(buyer, [{ product: await limitedProduct(db, 'چسب زخم', 5), quantity: 1 }]);
    expect(await admin('POST', `/orders/${order.id}/notes`, { message: ' \u200c ' })).toMatchObject({
      status: 400,
      body: { message: [orderAdminMessages.noteRequired] },
    });
    expect(await admin('POST', `/orders/${order.id}/notes`, {})).toMatchObject({
      status: 400,
      body: { message: [orderAdminMessages.noteRequired] },
    });
    expect(await admin('POST', '/orders/999999/notes', { message: 'سلام' })).toMatchObject({ status: 404 });
    const note = await admin('POST', `/orders/${order.id}/notes`, { message: 'سلام' });
    const other = await checkOut(buyer, [{ product: await limitedProduct(db, 'باند', 5), quantity: 1 }]);
    expect(await admin('PATCH', `/orders/${other.id}/notes/${note.body.id}`, { message: 'نه' })).toMatchObject({
      status: 404,
      body: { detail: orderAdminMessages.noteNotFound },
    });
    expect(await admin('DELETE', `/orders/${other.id}/notes/${note.body.id}`)).toMatchObject({ status: 404 });
  });
});

describe('card transfers', () => {
  it('approved: the order is paid and processing, the buyer is texted, once however often staff press', async () => {
    const buyer = await customer();
    const order = await checkOut(buyer, [{ product: await limitedProduct(db, 'فشارسنج مچی', 5), quantity: 1 }], 'card');
    const paymentId = order.payments[0]?.id;
    const approve = () => admin('POST', `/orders/${order.id}/payments/${paymentId}/approve`);
    const answers = await Promise.all([approve(), approve()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(AdminOrderSchema.parse(answers[1]?.body)).toMatchObject({
      status: 'processing',
      is_paid: true,
      amount_paid: order.total,
      amount_outstanding: 0,
      amount_refundable: order.total,
      awaiting: false,
      payments: [{ approved: true, reviewable: false }],
    });
    expect((await approve()).status).toBe(200);
    expect(await textsTo(buyer.mobileNumber)).toEqual([
      textOf('order_placed', order, order.total),
      textOf('order_paid', order, order.total),
    ]);
    expect(await auditOf(order.id)).toEqual([
      {
        action: 'approve_payment',
        before: {
          payment: { id: paymentId, amount: order.total, approved: false, refusal_reason: null },
          order: { status: 'new', is_paid: false },
        },
        after: {
          payment: { id: paymentId, amount: order.total, approved: true, refusal_reason: null },
          order: { status: 'processing', is_paid: true },
        },
        staff: staff.id,
      },
    ]);
    const seen = OrderSchema.parse((await call('GET', `/api/users/me/orders/${order.id}`, buyer.auth)).body);
    expect(seen).toMatchObject({ status: 'processing', is_paid: true });
    // An approved transfer is not refused afterwards.
    expect(await admin('POST', `/orders/${order.id}/payments/${paymentId}/refuse`, { reason: 'اشتباه' })).toMatchObject({
      status: 400,
      body: { non_field_errors: [orderAdminMessages.paymentAlreadyApproved] },
    });
  });

  it('refused with a reason: the customer sees why and may pay again; it is not approved afterwards', async () => {
    const buyer = await customer();
    const order = await checkOut(buyer, [{ product: await limitedProduct(db, 'سرم‌ست', 5), quantity: 1 }], 'card');
    const paymentId = order.payments[0]?.id;
    const refuse = (reason?: string) =>
      admin('POST', `/orders/${order.id}/payments/${paymentId}/refuse`, reason === undefined ? {} : { reason });
    expect(await refuse()).toMatchObject({ status: 400, body: { reason: [orderAdminMessages.refusalReasonRequired] } });
    const reason = 'مبلغی با این شماره پیگیری به حساب فروشگاه واریز نشده است.';
    const answers = await Promise.all([refuse(reason), refuse(reason)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(AdminOrderSchema.parse(answers[0]?.body)).toMatchObject({
      status: 'new',
      is_paid: false,
      awaiting: false,
      payments: [{ approved: false, refusal_reason: reason, reviewable: false }],
    });
    expect(await textsTo(buyer.mobileNumber)).toEqual([
      textOf('order_placed', order, order.total),
      textOf('transfer_refused', order, undefined, reason),
    ]);
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual(['refuse_payment']);

    const seen = OrderSchema.parse((await call('GET', `/api/shop/orders/${order.key}/tracking`)).body);
    expect(seen.payments).toEqual([expect.objectContaining({ approved: false, refusal_reason: reason })]);
    expect(seen.amount_outstanding).toBe(order.total);
    expect(await admin('POST', `/orders/${order.id}/payments/${paymentId}/approve`)).toMatchObject({
      status: 400,
      body: { non_field_errors: [orderAdminMessages.paymentAlreadyRefused] },
    });
    // The customer sends another transfer: the order takes it.
    const again = await call(
      'POST',
      '/api/shop/orders/checkout',
      {},
      { order_key: order.key, ...paymentFields('card', '55443322') },
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await adminOrder(order.id)).payments.map((payment) => payment.reviewable)).toEqual([false, true]);
  });

  it('answers a payment of another order, or none, as not found', async () => {
    const buyer = await customer();
    const one = await checkOut(buyer, [{ product: await limitedProduct(db, 'پنس', 5), quantity: 1 }], 'card');
    const other = await checkOut(buyer, [{ product: await limitedProduct(db, 'قیچی', 5), quantity: 1 }], 'card');
    const paymentOfOne = one.payments[0]?.id;
    expect(await admin('POST', `/orders/${other.id}/payments/${paymentOfOne}/approve`)).toMatchObject({
      status: 404,
      body: { detail: orderAdminMessages.paymentNotFound },
    });
    expect(await admin('POST', `/orders/${one.id}/payments/999999/refuse`, { reason: 'نه' })).toMatchObject({ status: 404 });
    expect(await admin('POST', `/orders/999999/payments/${paymentOfOne}/approve`)).toMatchObject({ status: 404 });
  });
});

describe('POST /api/admin/orders/:id/refund', () => {
  it('records refunds up to what was paid; the last of it moves the order to refunded and gives the stock back', async () => {
    const buyer = await customer();
    const product = await limitedProduct(db, 'نوار قند', 5, 400_000);
    const order = await checkOut(buyer, [{ product, quantity: 1 }], 'card');
    const refund = (body: object) => admin('POST', `/orders/${order.id}/refund`, body);
    expect(await refund({ amount: 1000 })).toMatchObject({
      status: 400,
      body: { non_field_errors: [orderAdminMessages.nothingToRefund] },
    });
    await admin('POST', `/orders/${order.id}/payments/${order.payments[0]?.id}/approve`);
    await move(order.id, 'completed');

    expect(await refund({ amount: order.total + 1 })).toMatchObject({
      status: 400,
      body: { amount: [orderAdminMessageWith.refundTooLarge(order.total)] },
    });
    expect((await refund({ amount: 12.5 })).body).toEqual({ amount: [messages.invalidInteger] });
    expect((await refund({ amount: 0 })).status).toBe(400);

    const part = await refund({ amount: 100_000, notes: 'هزینه ارسال' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(AdminOrderSchema.parse(part.body)).toMatchObject({
      status: 'completed',
      amount_paid: order.total - 100_000,
      amount_refunded: 100_000,
      amount_refundable: order.total - 100_000,
      amount_outstanding: 0,
      is_paid: true,
      payment_status: 'partly_refunded',
    });
    expect(await stockOf(db, product)).toBe(4);

    const rest = await refund({ amount: order.total - 100_000 });
    expect(AdminOrderSchema.parse(rest.body)).toMatchObject({
      status: 'refunded',
      amount_paid: 0,
      amount_refundable: 0,
      is_paid: false,
      payment_status: 'refunded',
    });
    expect(await stockOf(db, product)).toBe(5);
    expect(await refund({ amount: 1 })).toMatchObject({ status: 400 });

    const seen = OrderSchema.parse((await call('GET', `/api/users/me/orders/${order.id}`, buyer.auth)).body);
    expect(seen.payments.map((payment) => [payment.is_refund, payment.amount, payment.notes])).toEqual([
      [false, order.total, expect.any(String)],
      [true, -100_000, 'هزینه ارسال'],
      [true, -(order.total - 100_000), ''],
    ]);
    const texts = await textsTo(buyer.mobileNumber);
    expect(texts.slice(-2)).toEqual([textOf('refund', order, 100_000), textOf('refund', order, order.total - 100_000)]);
    expect(texts.at(-1)).toContain(formatToman(order.total - 100_000));
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual(['approve_payment', 'status', 'refund', 'refund']);
  });
});

describe('the invoice and the shipping label', () => {
  it('are PDFs of any order for staff', async () => {
    const buyer = await customer();
    const order = await checkOut(buyer, [{ product: await limitedProduct(db, 'سند', 5), quantity: 1 }]);
    for (const document of ['invoice', 'shipping_label']) {
      const answer = await app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}/${document}`, headers: staff.auth });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/pdf');
      expect(answer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(await admin('GET', '/orders/999999/invoice')).toMatchObject({ status: 404 });
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts the Tehran day’s orders and revenue, the orders waiting for the store, and low stocks', async () => {
    // The next day, so that only this test's orders are today's.
    time.advance(24 * 3600);
    try {
      const lowBefore = DashboardSchema.parse((await admin('GET', '/dashboard?low_stock=1')).body).low_stock.count;
      const buyer = await customer();
      const low = await limitedProduct(db, 'لانست', 3, 200_000);
      const paid = await checkOut(buyer, [{ product: low, quantity: 1 }], 'card');
      await admin('POST', `/orders/${paid.id}/payments/${paid.payments[0]?.id}/approve`);
      const waiting = await checkOut(buyer, [{ product: low, quantity: 1 }]);
      const cancelled = await checkOut(buyer, [{ product: await limitedProduct(db, 'گان', 9), quantity: 1 }]);
      await move(cancelled.id, 'cancelled');

      const answer = await admin('GET', '/dashboard');
      expect(answer.status).toBe(200);
      const dashboard = DashboardSchema.parse(answer.body);
      expect(dashboard.today).toEqual({ date: '2026-10-28', orders: 3, revenue: paid.total });
      expect(dashboard.awaiting.count).toBeGreaterThanOrEqual(1);
      expect(dashboard.awaiting.oldest.length).toBeLessThanOrEqual(5);
      const oldest = dashboard.awaiting.oldest.map((order) => order.created_at);
      expect(oldest).toEqual([...oldest].sort());
      expect(await idsOf('?awaiting=true&limit=100')).toContain(waiting.id);
      expect(dashboard.low_stock.threshold).toBe(5);
      expect(dashboard.low_stock.items.map((item) => item.stock)).toEqual(
        [...dashboard.low_stock.items.map((item) => item.stock)].sort((a, b) => a - b),
      );

      // The lancets are down to one.
      const strict = DashboardSchema.parse((await admin('GET', '/dashboard?low_stock=1')).body);
      expect(strict.low_stock).toMatchObject({ threshold: 1, count: lowBefore + 1 });
      expect(strict.low_stock.items.every((item) => item.stock <= 1)).toBe(true);
      expect(await admin('GET', '/dashboard?low_stock=-1')).toMatchObject({ status: 400 });
    } finally {
      time.advance(-24 * 3600);
    }
  });
});

describe('POST /api/admin/orders/:id/payments (money staff received)', () => {
  it('records cash on delivery with who and when: the order is paid, processing, texted, counted today', async () => {
    const buyer = await customer();
    const order = await checkOut(buyer, [{ product: await limitedProduct(db, 'فشارسنج عقربه‌ای', 5, 870_000), quantity: 1 }]);
    expect(order).toMatchObject({ is_paid: false, payment_status: 'unpaid', amount_outstanding: order.total });
    const before = DashboardSchema.parse((await admin('GET', '/dashboard')).body).today.revenue;

    const part = await receive(order.id, { amount: 500_000, payment_method: methods.cashOnDelivery.id, notes: 'پیک' });
    expect(part).toMatchObject({
      status: 'new',
      is_paid: false,
      payment_status: 'partly_paid',
      amount_paid: 500_000,
      amount_outstanding: order.total - 500_000,
      amount_receivable: order.total - 500_000,
    });
    const paid = await receive(order.id, {
      amount: order.total - 500_000,
      payment_method: methods.cardToCard.id,
      transaction_id: 'POS-۷۷۱۲',
    });
    expect(paid).toMatchObject({ status: 'processing', is_paid: true, payment_status: 'paid', amount_outstanding: 0 });
    expect(paid.payments.map((payment) => [payment.amount, payment.approved, payment.recorded_by?.id])).toEqual([
      [500_000, true, staff.id],
      [order.total - 500_000, true, staff.id],
    ]);
    expect(paid.payments[1]?.transaction_id).toBe('POS-7712');
    expect(paid.payments[0]?.settled_at).toBe(time.clock().toISOString());

    const seen = OrderSchema.parse((await call('GET', `/api/shop/orders/${order.key}/tracking`)).body);
    expect(seen).toMatchObject({ is_paid: true, payment_status: 'paid', amount_paid: order.total });
    const after = DashboardSchema.parse((await admin('GET', '/dashboard')).body).today.revenue;
    expect(after - before).toBe(order.total);
    // A part received is texted as such; the payment that completes the order, as the order paid.
    expect((await textsTo(buyer.mobileNumber)).slice(-2)).toEqual([
      textOf('payment_received', order, 500_000),
      textOf('order_paid', order, order.total),
    ]);
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual(['record_payment', 'record_payment']);
  });

  it('refuses more than is owed, a gateway, an unknown method, a closed order and bad amounts in Persian', async () => {
    const buyer = await customer();
    const order = await checkOut(buyer, [{ product: await limitedProduct(db, 'پالس اکسیمتر', 5, 300_000), quantity: 1 }]);
    const post = (body: object) => admin('POST', `/orders/${order.id}/payments`, body);
    const cash = { payment_method: methods.cashOnDelivery.id };
    expect(await post({ ...cash, amount: order.total + 1 })).toMatchObject({
      status: 400,
      body: { amount: [orderAdminMessageWith.receivedTooLarge(order.total)] },
    });
    expect(await post({ amount: 1000, payment_method: methods.online.id })).toMatchObject({
      status: 400,
      body: { payment_method: [orderAdminMessages.gatewayNotRecorded] },
    });
    expect(await post({ amount: 1000, payment_method: 999_999 })).toMatchObject({
      status: 400,
      body: { payment_method: [orderAdminMessages.paymentMethodNotFound] },
    });
    for (const amount of [0, -5, 12.5, '۱۲a', 10 ** 13, null]) {
      expect((await post({ ...cash, amount })).status, String(amount)).toBe(400);
    }
    expect((await post({ ...cash, amount: 1000, notes: 'a\u0000b' })).status).toBe(400);
    expect(await admin('POST', '/orders/999999/payments', { ...cash, amount: 1000 })).toMatchObject({ status: 404 });
    expect((await adminOrder(order.id)).payments).toEqual([]);

    await move(order.id, 'cancelled');
    expect(await post({ ...cash, amount: 1000 })).toMatchObject({
      status: 400,
      body: { non_field_errors: [orderAdminMessages.closedOrderPayment] },
    });
  });

  it('gives one row when two staff record the same cash at once, or the same reference twice', async () => {
    const buyer = await customer();
    const order = await checkOut(buyer, [{ product: await limitedProduct(db, 'نبولایزر', 5, 1_200_000), quantity: 1 }]);
    const body = { amount: order.total, payment_method: methods.cashOnDelivery.id };
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin('POST', `/orders/${order.id}/payments`, body)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.status !== 200)) {
      expect(answer).toMatchObject({ status: 400, body: { non_field_errors: [orderAdminMessages.nothingOutstanding] } });
    }
    expect((await adminOrder(order.id)).payments).toHaveLength(1);

    const other = await checkOut(buyer, [{ product: await limitedProduct(db, 'ساکشن', 5, 900_000), quantity: 1 }]);
    const twice = { amount: 100_000, payment_method: methods.cashOnDelivery.id, transaction_id: 'R-12' };
    await receive(other.id, twice);
    const again = await receive(other.id, twice);
    expect(again.payments).toHaveLength(1);
    expect(again.amount_paid).toBe(100_000);
  });
});

describe('one money model: refunds and cancelling a paid order', () => {
  async function paidOrder(price: number) {
    const buyer = await customer();
    const product = await limitedProduct(db, 'دستگاه اکسیژن‌ساز', 5, price);
    const order = await checkOut(buyer, [{ product, quantity: 1 }]);
    await receive(order.id, { amount: order.total, payment_method: methods.cashOnDelivery.id });
    return { buyer, product, order };
  }

  it('asks what becomes of the money when a paid order is cancelled: kept, then sent back in full', async () => {
    const { order, product } = await paidOrder(1_470_000);
    expect(await move(order.id, 'cancelled')).toMatchObject({
      status: 400,
      body: { money: [orderAdminMessages.moneyDecisionRequired] },
    });
    expect((await adminOrder(order.id)).status).toBe('processing');

    const kept = AdminOrderSchema.parse((await move(order.id, 'cancelled', { money: 'keep' })).body);
    // Cancelled with the money kept, it waits for the store to send the money back.
    expect(await idsOf('?awaiting=true&limit=100')).toContain(order.id);
    expect(kept).toMatchObject({
      status: 'cancelled',
      awaiting: true,
      is_paid: true,
      payment_status: 'paid',
      amount_paid: order.total,
      amount_refundable: order.total,
      amount_outstanding: 0,
      amount_receivable: 0,
    });
    expect(await stockOf(db, product)).toBe(5);

    const refund = await admin('POST', `/orders/${order.id}/refund`, {
      amount: order.total,
      method: 'card_to_card',
      transaction_id: 'SH-4471',
    });
    expect(AdminOrderSchema.parse(refund.body)).toMatchObject({
      status: 'cancelled',
      awaiting: false,
      is_paid: false,
      payment_status: 'refunded',
      amount_paid: 0,
      amount_refunded: order.total,
      amount_outstanding: 0,
    });
    const seen = OrderSchema.parse((await call('GET', `/api/shop/orders/${order.key}/tracking`)).body);
    expect(seen.payments.map((payment) => [payment.amount, payment.is_refund, payment.payment_method_data])).toEqual([
      [order.total, false, { name: methods.cashOnDelivery.name, kind: 'cash_on_delivery' }],
      [-order.total, true, { name: 'واریز به کارت مشتری', kind: 'card_to_card' }],
    ]);
    expect(await stockOf(db, product)).toBe(5);
  });

  it('sends the money back with the cancel in one step, the buyer texted of both', async () => {
    const { order, buyer } = await paidOrder(600_000);
    const cancelled = AdminOrderSchema.parse(
      (await move(order.id, 'cancelled', { money: 'refund', refund_method: 'gateway', transaction_id: '88120' })).body,
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'refunded', is_paid: false, amount_paid: 0 });
    expect(cancelled.payments.at(-1)).toMatchObject({
      amount: -order.total,
      transaction_id: '88120',
      recorded_by: { id: staff.id },
    });
    expect((await textsTo(buyer.mobileNumber)).slice(-2)).toEqual([
      textOf('status_cancelled', order),
      textOf('refund', order, order.total),
    ]);
  });

  it('gives one refund row when two staff send the whole of it back at once, or the same reference twice', async () => {
    const { order } = await paidOrder(2_000_000);
    const body = { amount: order.total, method: 'card_to_card' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin('POST', `/orders/${order.id}/refund`, body)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const after = await adminOrder(order.id);
    expect(after.payments.filter((payment) => payment.is_refund)).toHaveLength(1);
    expect(after).toMatchObject({ status: 'refunded', amount_paid: 0 });

    const { order: other } = await paidOrder(2_000_000);
    const part = { amount: 50_000, method: 'cash_on_delivery', transaction_id: 'BACK-1' };
    for (let i = 0; i < 2; i++) expect((await admin('POST', `/orders/${other.id}/refund`, part)).status).toBe(200);
    expect((await adminOrder(other.id)).amount_refunded).toBe(50_000);
  });
});
