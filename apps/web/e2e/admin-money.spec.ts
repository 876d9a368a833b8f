import { readFile } from 'node:fs/promises';
import { formatNumber, formatToman, toPersianDigits } from '@shop/contract/persian';
import { expect, test } from './fixtures.ts';
import { checkOutThroughApi, readyToCheckOut } from './shopper.ts';
import { tokenFor } from './sign-in.ts';

test.use({ viewport: { width: 1280, height: 900 }, clockOn: 'server-day' });

const STAFF = '09100000000';
const CUSTOMER = '09120007402';

test('staff record the cash paid on delivery, cancel the order sending the money back, and the sales figures count both', async ({
  page,
  request,
}) => {
  const token = await readyToCheckOut(request, CUSTOMER);
  const placed = await checkOutThroughApi(request, token, 'cash_on_delivery');
  const order = await (await request.get(`/api/shop/orders/${placed.order_key}/tracking`)).json();
  const number = formatNumber(order.id);

  await page.addInitScript((saved) => localStorage.setItem('token', saved), await tokenFor(request, STAFF));
  await page.goto(`/admin/orders/${order.id}/show`);
  await expect(page.getByRole('heading', { level: 1, name: `سفارش ${number}` })).toBeVisible();
  const facts = page.getByRole('region', { name: 'سفارش', exact: true });
  await expect(facts.getByText('پرداخت نشده', { exact: true })).toBeVisible();

  // The courier brought the cash back: staff record it, the whole amount offered.
  await page.getByRole('button', { name: 'ثبت دریافت وجه' }).click();
  const receive = page.getByRole('dialog', { name: 'ثبت دریافت وجه' });
  await expect(receive.getByRole('textbox', { name: 'مبلغ (تومان)' })).toHaveValue(toPersianDigits(order.total));
  await expect(receive.getByRole('combobox', { name: 'روش دریافت' })).toHaveText('پرداخت در محل');
  await receive.getByRole('button', { name: 'ثبت دریافت' }).click();
  await expect(page.getByText(`دریافت ${formatToman(order.total)} ثبت شد.`)).toBeVisible();
  await expect(facts.getByText('پرداخت شده', { exact: true })).toBeVisible();
  await expect(facts.getByText('در حال پردازش', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ثبت دریافت وجه' })).toBeHidden();
  const payments = page.getByRole('list', { name: 'پرداخت‌ها' });
  await expect(payments.getByText('کارمند')).toBeVisible();

  // Cancelling the paid order asks what becomes of the money: it goes back to the customer's card.
  await page.getByRole('button', { name: 'لغو سفارش' }).click();
  const cancel = page.getByRole('dialog', { name: /لغو سفارش/ });
  await expect(cancel.getByText(`این سفارش ${formatToman(order.total)} پرداخت‌شده دارد. با این مبلغ چه شود؟`)).toBeVisible();
  await cancel.getByRole('radio', { name: 'همهٔ مبلغ به مشتری عودت داده شد' }).check();
  await cancel.getByRole('textbox', { name: 'شماره پیگیری عودت' }).fill('۴۴۷۱۲');
  await cancel.getByRole('button', { name: 'لغو سفارش' }).click();
  await expect(facts.getByText('لغو شده', { exact: true })).toBeVisible();
  await expect(facts.getByText('عودت داده شده', { exact: true })).toBeVisible();
  await expect(payments.getByText('عودت وجه', { exact: true })).toBeVisible();
  await expect(payments.getByText('۴۴۷۱۲')).toBeVisible();

  // The sales figures count the cash received today and the money sent back today.
  await page.getByRole('menuitem', { name: 'گزارش فروش' }).click();
  const table = page.getByRole('table', { name: 'فروش به تومان' });
  const total = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'جمع' }) });
  await expect(total.getByRole('cell').nth(0)).not.toHaveText('۰');
  await expect(table.getByRole('columnheader', { name: 'واریز به کارت مشتری' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'خروجی اکسل' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^sales-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // An .xlsx is a zip; the API's tests read the sheet back cell by cell.
  expect((await readFile(await download.path())).subarray(0, 2).toString()).toBe('PK');
});
