import { SalesFiguresSchema, salesMessages } from '@shop/contract/sales';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { manualClock, quickCustomers, quickStaff } from '../../test/accounts.ts';
import { caller, checkoutBody, testAddresses, testMethods } from '../../test/shop.ts';
import { limitedProduct } from '../../test/shop-data.ts';
import { createTestApp } from '../../test/test-app.ts';

// 10:30 on 29 Aban 1405 in Tehran; 1 Azar is two days later.
const time = manualClock(Date.parse('2026-11-20T07:00:00Z'));
const { app, db } = await createTestApp({ clock: time.clock });
const call = caller(app);
const methods = await testMethods(app);
const addressesOf = await testAddresses(app, db);
const [staff] = await quickStaff(db, 1);
const [buyer] = await quickCustomers(db, 1);
if (!staff || !buyer) throw new Error('no accounts');
const customer = buyer;
const addresses = await addressesOf(buyer.auth);
const admin = (path: string, payload?: object) => call(payload ? 'POST' : 'GET', `/api/admin${path}`, staff.auth, payload);

/** A cash-on-delivery order of one product at this price: answers its id and total. */
async function placeOrder(price: number) {
  const product = await limitedProduct(db, 'تخت بیمارستانی', 5, price);
  expect((await call('POST', '/api/shop/cart/items', customer.auth, { product, quantity: 1 })).status).toBe(201);
  const body = checkoutBody(time.clock(), {
    address: addresses.tehran,
    shipping_method: methods.pickup.id,
    payment_method: methods.cashOnDelivery.id,
  });
  const placed = await call('POST', '/api/shop/cart/checkout', customer.auth, body);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const order = (await call('GET', `/api/shop/orders/${placed.body.order_key}/tracking`)).body;
  return { id: order.id as number, total: order.total as number };
}

const receive = async (id: number, amount: number, paymentMethod: number) =>
  expect((await admin(`/orders/${id}/payments`, { amount, payment_method: paymentMethod })).status).toBe(200);

// Placed on 29 Aban, paid in cash on 29 Aban and 1 Azar, partly sent back on 2 Azar.
const first = await placeOrder(1_000_000);
const second = await placeOrder(3_000_000);
await receive(first.id, first.total, methods.cashOnDelivery.id);
time.advance(2 * 86_400);
await receive(second.id, 2_000_000, methods.cashOnDelivery.id);
await receive(second.id, second.total - 2_000_000, methods.cardToCard.id);
time.advance(86_400);
expect((await admin(`/orders/${second.id}/refund`, { amount: 400_000, method: 'card_to_card' })).status).toBe(200);

describe('GET /api/admin/sales', () => {
  it('counts the money on the day it moved, every day of the range, by the way it was paid', async () => {
    const answer = await admin('/sales?from=2026-11-19&to=2026-11-23');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const figures = SalesFiguresSchema.parse(answer.body);
    expect(figures.methods.map((method) => method.name)).toEqual(['کارت به کارت', 'پرداخت در محل', 'واریز به کارت مشتری']);
    expect(figures.rows.map((row) => [row.period, row.label, row.received, row.refunded, row.net, row.by_method])).toEqual([
      ['1405-08-28', '۲۸ آبان ۱۴۰۵', 0, 0, 0, [0, 0, 0]],
      ['1405-08-29', '۲۹ آبان ۱۴۰۵', first.total, 0, first.total, [0, first.total, 0]],
      ['1405-08-30', '۳۰ آبان ۱۴۰۵', 0, 0, 0, [0, 0, 0]],
      ['1405-09-01', '۱ آذر ۱۴۰۵', second.total, 0, second.total, [second.total - 2_000_000, 2_000_000, 0]],
      ['1405-09-02', '۲ آذر ۱۴۰۵', 0, 400_000, -400_000, [0, 0, -400_000]],
    ]);
    const net = first.total + second.total - 400_000;
    expect(figures.total).toEqual({
      received: first.total + second.total,
      refunded: 400_000,
      net,
      by_method: [second.total - 2_000_000, first.total + 2_000_000, -400_000],
    });
  });

  it('sums Jalali months, and refuses a reversed or too long range in Persian', async () => {
    const months = SalesFiguresSchema.parse((await admin('/sales?from=2026-11-01&to=2026-12-21&by=month')).body);
    expect(months.rows.map((row) => [row.period, row.label, row.net])).toEqual([
      ['1405-08', 'آبان ۱۴۰۵', first.total],
      ['1405-09', 'آذر ۱۴۰۵', second.total - 400_000],
    ]);
    expect(await admin('/sales?from=2026-11-23&to=2026-11-19')).toMatchObject({
      status: 400,
      body: { to: [salesMessages.rangeReversed] },
    });
    expect(await admin('/sales?from=2024-01-01&to=2026-11-19')).toMatchObject({
      status: 400,
      body: { to: [salesMessages.rangeTooLong] },
    });
    expect((await admin('/sales?from=۱۴۰۵&to=2026-11-19')).status).toBe(400);
    expect((await call('GET', '/api/admin/sales?from=2026-11-19&to=2026-11-23', buyer.auth)).status).toBe(403);
  });

  it('exports the same figures as an Excel sheet that reads back, right to left, amounts as numbers', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/admin/sales/export?from=2026-11-19&to=2026-11-23',
      headers: staff.auth,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual([
      'روز',
      'تاریخ',
      'دریافتی (تومان)',
      'عودت (تومان)',
      'خالص (تومان)',
      'کارت به کارت (خالص)',
      'پرداخت در محل (خالص)',
      'واریز به کارت مشتری (خالص)',
    ]);
    expect(rows[4]?.slice(1)).toEqual([
      '۱ آذر ۱۴۰۵',
      '1405-09-01',
      second.total,
      0,
      second.total,
      second.total - 2_000_000,
      2_000_000,
      0,
    ]);
    expect(rows.at(-1)?.slice(1, 6)).toEqual([
      'جمع',
      undefined,
      first.total + second.total,
      400_000,
      first.total + second.total - 400_000,
    ]);
  });
});
