import { catalogueAdminMessages as says } from '@shop/contract/catalogue-admin';
import { messages } from '@shop/contract/messages';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { formData, quickStaff } from '../../test/accounts.ts';
import { caller, type Headers } from '../../test/shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditEntries } from '../audit/audit-tables.ts';

const { app, db } = await createTestApp();
const call = caller(app);
let staff: Headers = {};

beforeAll(async () => {
  staff = (await quickStaff(db, 1))[0]?.auth ?? expect.fail('no staff');
});

const admin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  call(method, `/api/admin${url}`, staff, payload);

async function exported(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/admin/products/export?${query}`, headers: staff });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.rawPayload, headers: response.headers };
}

async function importFile(bytes: Buffer, name: string, type: string) {
  const form = await formData({}, { file: { bytes, name, type } });
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/products/import',
    headers: { ...staff, ...form.headers },
    payload: form.payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0] ?? expect.fail('no sheet');
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  const column = (header: string) => headers.indexOf(header) + 1;
  return { workbook, sheet, headers, column };
}

const publicPrice = async (id: number) => (await call('GET', `/api/products/public/${id}`)).body.price;

describe('export', () => {
  it('writes the filtered products as .xlsx, right to left, with Persian headers', async () => {
    const { body, headers } = await exported(`format=xlsx&search=${encodeURIComponent('فشارسنج')}`);
    expect(headers['content-type']).toBe(xlsx);
    expect(headers['content-disposition']).toMatch(/^attachment; filename="products-.+\.xlsx"$/);
    const { sheet, headers: titles, column } = await workbookOf(body);
    expect(titles).toEqual(
      expect.arrayContaining(['شناسه', 'نام', 'قیمت', 'قیمت ویژه', 'نوع موجودی', 'موجودی', 'دسته‌بندی', 'برند']),
    );
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    const listed = (await admin('GET', `/products?search=${encodeURIComponent('فشارسنج')}&limit=100`)).body;
    expect(sheet.rowCount - 1).toBe(listed.count);
    const names = [];
    for (let row = 2; row <= sheet.rowCount; row++) names.push(sheet.getRow(row).getCell(column('نام')).value);
    expect(names).toEqual(listed.results.map((product: { name: string }) => product.name));
  });

  it('writes CSV in UTF-8 with a byte-order mark, that Excel reads', async () => {
    const { body, headers } = await exported('format=csv&is_published=true');
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    const text = body.toString('utf8');
    expect(text.startsWith('\ufeffشناسه,نام,')).toBe(true);
  });

  it('refuses an unknown format', async () => {
    expect((await admin('GET', '/products/export?format=pdf')).status).toBe(400);
  });
});

describe('import', () => {
  it('takes back an exported sheet with a changed price, and the storefront shows it at once', async () => {
    const { body } = await exported(`search=${encodeURIComponent('تب‌سنج')}&type=simple`);
    const { workbook, sheet, column } = await workbookOf(body);
    const row = sheet.getRow(2);
    const id = Number(row.getCell(column('شناسه')).value);
    const before = await publicPrice(id);
    row.getCell(column('قیمت')).value = 4_321_000;
    row.getCell(column('قیمت ویژه')).value = null;
    // A new product, priced in Persian digits with separators, its category and brand by name.
    const added = sheet.addRow([]);
    added.getCell(column('نام')).value = 'دماسنج وارداتی از اکسل';
    added.getCell(column('قیمت')).value = '۱٬۲۵۰٬۰۰۰';
    added.getCell(column('نوع موجودی')).value = 'محدود';
    added.getCell(column('موجودی')).value = '۱۲';
    added.getCell(column('منتشرشده')).value = 'بله';
    added.getCell(column('برند')).value = sheet.getRow(2).getCell(column('برند')).value;
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const imported = await importFile(bytes, 'products.xlsx', xlsx);
    expect(imported, JSON.stringify(imported.body)).toMatchObject({ status: 200, body: { created: 1 } });
    expect(imported.body.updated).toBe(sheet.rowCount - 2);
    expect(before).not.toBe(4_321_000);
    expect(await publicPrice(id)).toBe(4_321_000);
    const found = (await call('GET', `/api/products/public?search=${encodeURIComponent('دماسنج وارداتی')}`)).body.results;
    expect(found[0]).toMatchObject({ price: 1_250_000, stock: 12, stock_type: 'limited' });
    const journal = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'product'), eq(auditEntries.entityId, String(id)), eq(auditEntries.action, 'import')));
    expect(journal).toHaveLength(1);
    expect(journal[0]?.after).toMatchObject({ regular_price: 4_321_000, sale_price: null });
  });

  it('refuses a sheet with bad rows by their numbers, and applies none of it', async () => {
    const { body } = await exported(`search=${encodeURIComponent('گوشی پزشکی')}&type=simple`);
    const { workbook, sheet, column } = await workbookOf(body);
    const good = sheet.getRow(2);
    const goodId = Number(good.getCell(column('شناسه')).value);
    const goodPrice = await publicPrice(goodId);
    good.getCell(column('قیمت')).value = goodPrice + 1000;
    sheet.getRow(3).getCell(column('قیمت ویژه')).value = 999_999_999;
    sheet.getRow(4).getCell(column('نوع موجودی')).value = 'زیاد';
    const added = sheet.addRow([]);
    added.getCell(column('نام')).value = 'کالای بی‌قیمت';
    added.getCell(column('قیمت')).value = 'ارزان';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const refused = await importFile(bytes, 'products.xlsx', xlsx);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      rows: [
        { row: 3, errors: { 'قیمت ویژه': [says.salePriceAboveRegular] } },
        { row: 4, errors: { 'نوع موجودی': [says.importUnknownStockType] } },
        { row: added.number, errors: { قیمت: [messages.invalidInteger] } },
      ],
    });
    expect(await publicPrice(goodId)).toBe(goodPrice);
    expect((await call('GET', `/api/products/public?search=${encodeURIComponent('کالای بی‌قیمت')}`)).body.count).toBe(0);
  });

  it('reads CSV with Persian and Arabic digits, and refuses an unknown id', async () => {
    const csv = ['شناسه,نام,قیمت,نوع موجودی,موجودی', ',کالای سی‌اس‌وی,"۲۵۰,۰۰۰",محدود,٤', '999999,کالای گمشده,1000,نامحدود,'].join(
      '\n',
    );
    const refused = await importFile(Buffer.from(csv), 'products.csv', 'text/csv');
    expect(refused).toMatchObject({ status: 400, body: { rows: [{ row: 3, errors: { شناسه: [says.importProductNotFound] } }] } });
    const accepted = await importFile(Buffer.from(csv.split('\n').slice(0, 2).join('\n')), 'products.csv', 'text/csv');
    expect(accepted).toMatchObject({ status: 200, body: { created: 1, updated: 0 } });
    const found = (await call('GET', `/api/products/public?search=${encodeURIComponent('کالای سی‌اس‌وی')}`)).body.results;
    expect(found[0]).toMatchObject({ price: 250_000, stock: 4 });
  });

  it('refuses what is no sheet, or no file', async () => {
    expect(await importFile(Buffer.from([0xff, 0xfe, 0x00, 0x41]), 'x.csv', 'text/csv')).toMatchObject({
      status: 400,
      body: { file: [says.importFileUnreadable] },
    });
    expect(await importFile(Buffer.from('PK\u0003\u0004broken'), 'x.xlsx', xlsx)).toMatchObject({
      status: 400,
      body: { file: [says.importFileUnreadable] },
    });
    const form = await formData({ note: 'x' });
    const empty = await app.inject({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...staff, ...form.headers },
      payload: form.payload,
    });
    expect(empty.json()).toEqual({ file: [says.importFileRequired] });
  });
});
