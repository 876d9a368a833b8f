import { formatToman, toPersianDigits } from '@shop/contract/persian';
import { QueuedTextListSchema, TEXT_KINDS, TextTemplateListSchema, textKinds, textMessageWith } from '@shop/contract/texts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualClock, quickCustomers, quickStaff } from '../../test/accounts.ts';
import { callBack, caller, checkoutBody, pressAtSandbox, testAddresses, testMethods } from '../../test/shop.ts';
import { limitedProduct } from '../../test/shop-data.ts';
import { createTestApp } from '../../test/test-app.ts';
import { defaultText, textsSentTo } from '../../test/texts.ts';
import { orders } from '../orders/orders-tables.ts';

const time = manualClock(Date.parse('2026-10-27T07:00:00Z'));
const { app, db } = await createTestApp({ clock: time.clock });
const call = caller(app);
const methods = await testMethods(app);
const addressesOf = await testAddresses(app, db);
const [staff] = await quickStaff(db, 1);
if (!staff) throw new Error('no staff');
const STORE = 'تجهیزات پزشکی سپید';
const STAFF_NUMBERS = ['09120000001', '09120000002'];

const admin = (method: 'GET' | 'PATCH' | 'DELETE', path: string, payload?: object) =>
  call(method, `/api/admin/texts${path}`, staff.auth, payload);

/** A customer checks one product out, collected at the post: answers their order as the database holds it. */
async function checkOut(payment: 'cash' | 'online') {
  const [buyer] = await quickCustomers(db, 1, { first: 'مریم', last: 'رضایی' });
  if (!buyer) throw new Error('no customer');
  const addresses = await addressesOf(buyer.auth);
  const product = await limitedProduct(db, `دستگاه ${payment}`, 5);
  expect((await call('POST', '/api/shop/cart/items', buyer.auth, { product, quantity: 1 })).status).toBe(201);
  const method = payment === 'cash' ? methods.cashOnDelivery : methods.online;
  const placed = await call(
    'POST',
    '/api/shop/cart/checkout',
    buyer.auth,
    checkoutBody(time.clock(), { address: addresses.tehran, shipping_method: methods.post.id, payment_method: method.id }),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const [order] = await db.select().from(orders).where(eq(orders.userId, buyer.id)).orderBy(desc(orders.id)).limit(1);
  if (!order) throw new Error('no order');
  return { buyer, order, nextStep: placed.body.next_step as string | undefined };
}

const textsTo = (mobileNumber: string) => textsSentTo(app, db, time.clock, mobileNumber);

const link = (key: string) => `http://localhost/order_tracking?key=${key}`;

describe('the texts’ templates', () => {
  it('lists every kind with its Persian default and placeholders; staff edit one, and reset it', async () => {
    const listed = await admin('GET', '/templates');
    expect(listed.status).toBe(200);
    const templates = TextTemplateListSchema.parse(listed.body);
    expect(templates.map((template) => template.kind)).toEqual([...TEXT_KINDS]);
    expect(templates.find((template) => template.kind === 'order_shipped')).toMatchObject({
      label: 'ارسال سفارش',
      customised: false,
      body: textKinds.order_shipped.body,
      placeholders: expect.arrayContaining([{ name: 'tracking_code', label: 'کد رهگیری مرسوله' }]),
    });

    const body = '{store}: سفارش {order} رسید. مبلغ {amount}\n{link}';
    const saved = await admin('PATCH', '/templates/order_placed', { body });
    expect(saved).toMatchObject({ status: 200, body: { kind: 'order_placed', body, customised: true } });
    const reset = await admin('DELETE', '/templates/order_placed');
    expect(reset).toMatchObject({
      status: 200,
      body: { kind: 'order_placed', body: textKinds.order_placed.body, customised: false, updated_at: null },
    });
    const audit = await call('GET', '/api/admin/audit?entity=text_template&entity_id=order_placed', staff.auth);
    expect(audit.body.results.map((entry: { action: string }) => entry.action)).toEqual(['reset', 'update']);
  });

  it('refuses a placeholder the kind does not fill, and an empty text, in Persian, keeping the text it had', async () => {
    expect(
      await admin('PATCH', '/templates/status_completed', { body: 'سفارش {order} با کد {tracking_code} {x}' }),
    ).toMatchObject({
      status: 400,
      body: { body: [textMessageWith.unknownPlaceholders(['tracking_code', 'x'])] },
    });
    expect(textMessageWith.unknownPlaceholders(['x'])).toBe('این پیامک {x} را نمی‌شناسد؛ فقط از متغیرهای فهرست‌شده استفاده کنید.');
    expect(await admin('PATCH', '/templates/status_completed', { body: '   ' })).toMatchObject({
      status: 400,
      body: { body: ['لطفا متن پیامک را وارد کنید.'] },
    });
    expect((await admin('PATCH', '/templates/no_such_kind', { body: 'متن' })).status).toBe(400);
    const templates = TextTemplateListSchema.parse((await admin('GET', '/templates')).body);
    expect(templates.find((template) => template.kind === 'status_completed')?.customised).toBe(false);
  });
});

describe('the texts of an order', () => {
  it('texts the buyer the edited template when an order is placed, and each staff number the new order', async () => {
    expect(await admin('PATCH', '/settings', { staff_mobile_numbers: ['۰۹۱۲۰۰۰۰۰۰۱', ...STAFF_NUMBERS] })).toMatchObject({
      status: 200,
      body: { staff_mobile_numbers: STAFF_NUMBERS },
    });
    expect(await admin('PATCH', '/settings', { staff_mobile_numbers: ['12'] })).toMatchObject({ status: 400 });
    expect((await admin('GET', '/settings')).body).toEqual({ staff_mobile_numbers: STAFF_NUMBERS });
    const body = 'سفارش {order} در {store} به مبلغ {amount} ثبت شد: {link}';
    expect((await admin('PATCH', '/templates/order_placed', { body })).status).toBe(200);

    const { buyer, order } = await checkOut('cash');
    const number = toPersianDigits(order.id);
    const queued = QueuedTextListSchema.parse((await admin('GET', `/messages?search=${buyer.mobileNumber}`)).body);
    expect(queued.results).toMatchObject([{ kind: 'order_placed', state: 'pending', attempts: 0, sent_at: null }]);

    expect(await textsTo(buyer.mobileNumber)).toEqual([
      `سفارش ${number} در ${STORE} به مبلغ ${formatToman(order.total)} ثبت شد: ${link(order.key)}`,
    ]);
    for (const staffNumber of STAFF_NUMBERS) {
      expect(await textsTo(staffNumber)).toContain(
        `${STORE}\nسفارش تازه شماره ${number} از مریم رضایی به مبلغ ${formatToman(order.total)} ثبت شد.\nhttp://localhost/admin/orders/${order.id}/show`,
      );
    }
    const sent = QueuedTextListSchema.parse((await admin('GET', `/messages?search=${buyer.mobileNumber}&state=sent`)).body);
    expect(sent.results).toMatchObject([{ kind: 'order_placed', state: 'sent', attempts: 1, last_error: null }]);
    expect((await admin('DELETE', '/templates/order_placed')).status).toBe(200);
    expect((await admin('PATCH', '/settings', { staff_mobile_numbers: [] })).status).toBe(200);

    const next = await checkOut('cash');
    expect(await textsTo(next.buyer.mobileNumber)).toEqual([
      defaultText('order_placed', {
        store: STORE,
        order: toPersianDigits(next.order.id),
        amount: formatToman(next.order.total),
        link: link(next.order.key),
      }),
    ]);
    const toStaff = QueuedTextListSchema.parse((await admin('GET', `/messages?search=${STAFF_NUMBERS[0]}&limit=100`)).body);
    expect(toStaff.results.map((text) => text.message).join('\n')).not.toContain(toPersianDigits(next.order.id));
  });

  it('texts the buyer once when the bank pays the order, however often the bank calls back', async () => {
    const { buyer, order, nextStep } = await checkOut('online');
    const callback = await pressAtSandbox(app, nextStep ?? '', 'pay');
    await callBack(app, callback);
    await callBack(app, callback);
    const paid = defaultText('order_paid', {
      store: STORE,
      order: toPersianDigits(order.id),
      amount: formatToman(order.total),
      link: link(order.key),
    });
    expect((await textsTo(buyer.mobileNumber)).slice(1)).toEqual([paid]);
    expect(paid).toContain(`پرداخت ${formatToman(order.total)} برای سفارش شماره ${toPersianDigits(order.id)} شما تأیید شد.`);
  });

  it('lists the queue newest first, filtered by state, for staff only', async () => {
    const all = QueuedTextListSchema.parse((await admin('GET', '/messages?limit=5')).body);
    expect(all.count).toBeGreaterThan(3);
    const ids = all.results.map((text) => text.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(await admin('GET', '/messages?state=lost')).toMatchObject({ status: 400 });
    const [customer] = await quickCustomers(db, 1);
    expect((await call('GET', '/api/admin/texts/messages', customer?.auth)).status).toBe(403);
  });
});
