import type { ProductDetail } from '@shop/contract/catalogue';
import type { OrderList } from '@shop/contract/orders';
import { formatNumber, toPersianDigits } from '@shop/contract/persian';
import type { Paginated } from '@shop/contract/query';
import type { SmsOutboxMessage } from '@shop/contract/sms';
import { expect, test } from './fixtures.ts';
import { pickFirstDeliveryDay, readyToCheckOut, signedInAs } from './shopper.ts';
import { tokenFor } from './sign-in.ts';

// Checkout's days are the server's: the browser's clock stands at 10:30 on the server's own day.
test.use({ viewport: { width: 390, height: 844 }, clockOn: 'server-day' });

/** The demo shop's member of staff. */
const STAFF = '09100000000';
const CUSTOMER = '09120007301';
const NOTE = 'واریز شما تأیید شد؛ بسته فردا ساعت ۱۰ آماده تحویل است.';

test('a card transfer is approved in the back office, the order gets a note and is completed, and the customer sees both', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // The customer orders, paying by card transfer with a picture of the receipt.
  const token = await readyToCheckOut(request, CUSTOMER);
  await signedInAs(page, token);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /تحویل حضوری/ }).check();
  await pickFirstDeliveryDay(page);
  await page.getByRole('radio', { name: /کارت به کارت/ }).check();
  await page.getByRole('textbox', { name: 'شماره پیگیری واریز' }).fill('۵۵۰۱۲۲۸۸');
  await page.getByRole('textbox', { name: 'چهار رقم آخر کارت' }).fill('6104');
  const product = (await (await request.get('/api/products/public/1')).json()) as ProductDetail;
  const picture = await (await request.get(product.featured_image?.f ?? '')).body();
  await page.locator('input[type="file"]').setInputFiles({ name: 'رسید.webp', mimeType: 'image/webp', buffer: picture });
  await page.getByRole('textbox', { name: 'تاریخ واریز' }).click();
  const today = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { day: 'numeric', timeZone: 'Asia/Tehran' }).format(
    await page.evaluate(() => Date.now()),
  );
  await page
    .getByRole('dialog', { name: 'تاریخ واریز' })
    .locator('.rmdp-day:not(.rmdp-day-hidden)')
    .filter({ has: page.getByText(today, { exact: true }) })
    .click();
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_key=/);
  const headers = { authorization: `Token ${token}` };
  const order = ((await (await request.get('/api/users/me/orders', { headers })).json()) as OrderList).results[0];
  if (!order) throw new Error('the order is not among the customer’s orders');
  const number = formatNumber(order.id);

  // Staff, in a browser of their own on a desk's screen, find the order waiting for them.
  const office = await browser.newContext({
    baseURL,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    viewport: { width: 1280, height: 900 },
  });
  await office.addInitScript((saved) => localStorage.setItem('token', saved), await tokenFor(request, STAFF));
  const staff = await office.newPage();
  await staff.goto('/admin/orders');
  await staff.getByPlaceholder('شماره، نام، موبایل یا کالا').fill(toPersianDigits(order.id));
  // Other journeys' customers have the same name, and numbers holding the same digits: the row is the order's own.
  const row = staff
    .getByRole('row')
    .filter({ hasText: 'رضا کریمی' })
    .filter({ has: staff.getByRole('cell', { name: number, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('منتظر فروشگاه')).toBeVisible();
  await row.getByText('رضا کریمی').click();
  await expect(staff).toHaveURL(new RegExp(`/admin/orders/${order.id}/show$`));
  await expect(staff.getByRole('heading', { level: 1, name: `سفارش ${number}` })).toBeVisible();

  // The receipt is there to check; the transfer is approved, once confirmed.
  const payments = staff.getByRole('list', { name: 'پرداخت‌ها' });
  await expect(payments.getByRole('img', { name: /تصویر رسید پرداخت/ })).toBeVisible();
  await expect(payments.getByText('۵۵۰۱۲۲۸۸')).toBeVisible();
  await payments.getByRole('button', { name: 'تأیید پرداخت' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'تأیید پرداخت' }).click();
  await expect(payments.getByText('تأیید شده', { exact: true })).toBeVisible();
  await expect(payments.getByRole('button', { name: 'تأیید پرداخت' })).toBeHidden();
  const facts = staff.getByRole('region', { name: 'سفارش', exact: true });
  await expect(facts.getByText('در حال پردازش', { exact: true })).toBeVisible();
  await expect(facts.getByText('پرداخت شده', { exact: true })).toBeVisible();

  // A note to the customer, then the order is completed.
  await staff.getByRole('textbox', { name: 'یادداشت تازه برای مشتری' }).fill(NOTE);
  await staff.getByRole('button', { name: 'افزودن یادداشت' }).click();
  await expect(staff.getByRole('list', { name: 'یادداشت‌های سفارش' }).getByText(NOTE)).toBeVisible();
  await expect(staff.getByRole('textbox', { name: 'یادداشت تازه برای مشتری' })).toHaveValue('');
  await staff.getByRole('button', { name: 'تکمیل سفارش' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'تکمیل سفارش' }).click();
  await expect(facts.getByText('تکمیل شده', { exact: true })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'لغو سفارش' })).toBeHidden();
  await expect(staff.getByRole('button', { name: 'عودت سفارش' })).toBeVisible();
  await office.close();

  // The customer was told by text message, with the order's number and its tracking page, once the queue sent them...
  const textsOfOrder = async () => {
    const outbox = (await (
      await request.get(`/api/dev/sms-outbox?mobile_number=${CUSTOMER}`)
    ).json()) as Paginated<SmsOutboxMessage>;
    return outbox.results
      .filter((message) => !message.code && message.message.includes(`/order_tracking?key=${order.key}`))
      .map((message) => message.message);
  };
  await expect.poll(async () => (await textsOfOrder()).length, { timeout: 20_000 }).toBe(3);
  const texts = await textsOfOrder();
  expect(texts[0]).toContain(`سفارش شماره ${toPersianDigits(order.id)} شما تکمیل شد.`);
  expect(texts[1]).toContain(`برای سفارش شماره ${toPersianDigits(order.id)} شما تأیید شد.`);
  expect(texts[2]).toContain(`سفارش شماره ${toPersianDigits(order.id)} شما به مبلغ`);
  expect(texts[0]).toContain(`/order_tracking?key=${order.key}`);

  // ...and sees the status and the note on the order's page.
  await page.goto(`/profile/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `سفارش ${number}` })).toBeVisible();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('تکمیل شده', { exact: true })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'بخش‌های سفارش' });
  await tabs.getByRole('tab', { name: 'پرداخت‌ها' }).click();
  await expect(panel.getByText('تأیید شده', { exact: true })).toBeVisible();
  await tabs.getByRole('tab', { name: 'یادداشت‌ها' }).click();
  await expect(panel.getByText(NOTE)).toBeVisible();
});
