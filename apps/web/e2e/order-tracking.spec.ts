import type { OrderList } from '@shop/contract/orders';
import { formatNumber } from '@shop/contract/persian';
import { expect, test } from './fixtures.ts';
import { checkOutThroughApi, readyToCheckOut } from './shopper.ts';

// The orders are placed on the server's day: the browser's clock stands at 10:30 on it.
test.use({ viewport: { width: 390, height: 844 }, clockOn: 'server-day' });

/** A customer's newest order, placed through the API and paid as `kind` says. */
async function newOrder(
  request: Parameters<typeof readyToCheckOut>[0],
  mobileNumber: string,
  kind: 'cash_on_delivery' | 'gateway',
) {
  const token = await readyToCheckOut(request, mobileNumber);
  await checkOutThroughApi(request, token, kind);
  const list = (await (
    await request.get('/api/users/me/orders', { headers: { authorization: `Token ${token}` } })
  ).json()) as OrderList;
  const order = list.results[0];
  if (!order) throw new Error(`${mobileNumber} has no order`);
  return { ...order, token };
}

test('an unpaid online order is paid later from its tracking page at the bank, and then shows paid', async ({
  page,
  request,
}) => {
  // The bank's page was never visited: the order waits unpaid.
  const order = await newOrder(request, '09120007144', 'gateway');
  await page.goto(`/order_tracking?key=${order.key}`);
  await expect(page.getByRole('heading', { level: 1, name: `پیگیری سفارش ${formatNumber(order.id)}` })).toBeVisible();
  // A visitor may pay but not print: the documents are the owner's.
  await expect(page.getByRole('button', { name: 'چاپ فاکتور' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'چاپ برچسب ارسال' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'وارد حساب خود شوید' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'جزئیات سفارش' })).toContainText('پرداخت نشده');

  await page.getByRole('button', { name: 'پرداخت سفارش' }).click();
  const payment = page.getByRole('form', { name: 'پرداخت سفارش' });
  await payment.getByRole('radio', { name: /پرداخت آنلاین/ }).check();
  await payment.getByRole('button', { name: 'پرداخت آنلاین' }).click();

  // The sandbox bank's own page, then back through the callback.
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/success\\?order_key=${order.key}$`));
  await expect(page.getByText(/پرداخت شد/)).toBeVisible();
  await page.getByRole('link', { name: 'مشاهده سفارش' }).click();
  await expect(page).toHaveURL(new RegExp(`/order_tracking\\?key=${order.key}$`));
  await expect(page.getByRole('region', { name: 'جزئیات سفارش' })).toContainText('پرداخت شده');
  await expect(page.getByRole('button', { name: 'پرداخت سفارش' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'پرداخت‌ها' }).getByText('تأیید شده')).toBeVisible();

  // Reloaded, the server's page says the same.
  await page.reload();
  await expect(page.getByRole('region', { name: 'جزئیات سفارش' })).toContainText('پرداخت شده');
});

test('an order paid on delivery is not offered payment on delivery again, and a transfer asks its fields under its own method', async ({
  page,
  request,
}) => {
  const order = await newOrder(request, '09120007313', 'cash_on_delivery');
  await page.goto(`/order_tracking?key=${order.key}`);
  await page.getByRole('button', { name: 'پرداخت سفارش' }).click();
  const payment = page.getByRole('form', { name: 'پرداخت سفارش' });
  await expect(payment.getByRole('radio', { name: /پرداخت آنلاین/ })).toBeVisible();
  await expect(payment.getByRole('radio', { name: /پرداخت در محل/ })).toHaveCount(0);
  await expect(payment.getByRole('textbox', { name: 'شماره پیگیری واریز' })).toHaveCount(0);
  await payment.getByRole('radio', { name: /کارت به کارت/ }).check();
  // The fields are inside the chosen method's card, not under the list.
  const transfer = payment
    .locator('div')
    .filter({ has: page.getByRole('radio', { name: /کارت به کارت/ }) })
    .last();
  await expect(transfer.getByRole('textbox', { name: 'شماره پیگیری واریز' })).toBeVisible();
  await expect(transfer.getByRole('textbox', { name: 'چهار رقم آخر کارت' })).toBeVisible();
  await payment.getByRole('radio', { name: /پرداخت آنلاین/ }).check();
  await expect(payment.getByRole('textbox', { name: 'شماره پیگیری واریز' })).toHaveCount(0);
});

test("the order's link is copied with a toast", async ({ page, request, context }) => {
  const order = await newOrder(request, '09120007145', 'cash_on_delivery');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/order_tracking?key=${order.key}`);
  await page.getByRole('button', { name: 'کپی لینک سفارش' }).click();
  await expect(page.getByText('لینک کپی شد')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('a wrong key, or none, is the not-found page', async ({ page }) => {
  for (const path of ['/order_tracking?key=no-such-order-key', '/order_tracking']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('صفحه مورد نظر یافت نشد.')).toBeVisible();
  }
});
