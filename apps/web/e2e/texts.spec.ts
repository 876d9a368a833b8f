import type { APIRequestContext } from '@playwright/test';
import { toPersianDigits } from '@shop/contract/persian';
import type { Paginated } from '@shop/contract/query';
import type { SmsOutboxMessage } from '@shop/contract/sms';
import { expect, test } from './fixtures.ts';
import { checkOutThroughApi, readyToCheckOut } from './shopper.ts';
import { tokenFor } from './sign-in.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** The demo shop's member of staff. */
const STAFF = '09100000000';
const CUSTOMER = '09120007401';
const STAFF_PHONE = '09120007402';

/** The order texts the outbox kept for a number, newest first. */
async function textsTo(request: APIRequestContext, mobileNumber: string): Promise<string[]> {
  const outbox = (await (
    await request.get(`/api/dev/sms-outbox?mobile_number=${mobileNumber}`)
  ).json()) as Paginated<SmsOutboxMessage>;
  return outbox.results.filter((message) => !message.code).map((message) => message.message);
}

test('staff rewrite the placed-order text and name a staff phone: the next order texts both, and the queue shows them sent', async ({
  page,
  request,
}) => {
  await page.addInitScript((saved) => localStorage.setItem('token', saved), await tokenFor(request, STAFF));
  await page.goto('/admin/text-templates');
  await expect(page.getByRole('heading', { name: 'متن پیامک‌ها', level: 2 })).toBeVisible();

  const numbers = page.getByRole('textbox', { name: 'شماره موبایل‌ها، هر کدام در یک خط' });
  await numbers.fill('۰۹۱۲۰۰۰۷۴۰۲');
  await page.getByRole('button', { name: 'ذخیره شماره‌ها' }).click();
  await expect(page.getByText('شماره‌های کارکنان ذخیره شد')).toBeVisible();

  const placed = page.getByRole('region', { name: 'ثبت سفارش', exact: true });
  const body = placed.getByRole('textbox', { name: 'متن پیامک ثبت سفارش' });
  await body.fill('{store}: سفارش {order} {unknown}');
  await placed.getByRole('button', { name: 'ذخیره متن' }).click();
  await expect(placed.getByText('این پیامک {unknown} را نمی‌شناسد؛ فقط از متغیرهای فهرست‌شده استفاده کنید.')).toBeVisible();
  await body.fill('{store}: سفارش {order} شما رسید و به‌زودی بررسی می‌شود.\n{link}');
  await placed.getByRole('button', { name: 'ذخیره متن' }).click();
  await expect(page.getByText('متن پیامک ذخیره شد')).toBeVisible();
  await expect(placed.getByText('ویرایش‌شده')).toBeVisible();

  const token = await readyToCheckOut(request, CUSTOMER);
  const { order_key: key } = await checkOutThroughApi(request, token, 'cash_on_delivery');
  const tracking = (await (await request.get(`/api/shop/orders/${key}/tracking`)).json()) as { id: number };
  const number = toPersianDigits(tracking.id);

  // The worker sends what the order queued within seconds.
  await expect
    .poll(() => textsTo(request, CUSTOMER), { timeout: 20_000 })
    .toContainEqual(expect.stringContaining(`: سفارش ${number} شما رسید و به‌زودی بررسی می‌شود.\n`));
  await expect
    .poll(() => textsTo(request, STAFF_PHONE), { timeout: 20_000 })
    .toContainEqual(expect.stringContaining(`سفارش تازه شماره ${number} از رضا کریمی`));

  // Back to the default, and no more staff texts, for the other journeys.
  await placed.getByRole('button', { name: 'بازگشت به متن پیش‌فرض' }).click();
  await expect(page.getByText('متن پیش‌فرض برگردانده شد')).toBeVisible();
  await expect(body).toHaveValue(/سفارش شماره \{order\} شما به مبلغ \{amount\} ثبت شد./);
  await numbers.fill('');
  await page.getByRole('button', { name: 'ذخیره شماره‌ها' }).click();
  await expect(page.getByText('شماره‌های کارکنان ذخیره شد')).toBeVisible();

  await page.goto('/admin/text-messages');
  const row = page.getByRole('row').filter({ hasText: toPersianDigits(STAFF_PHONE) });
  await expect(row.getByText('ارسال شد', { exact: true })).toBeVisible();
  await expect(row.getByText('سفارش تازه (به کارکنان)')).toBeVisible();
});
