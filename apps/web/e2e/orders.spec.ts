import type { OrderList } from '@shop/contract/orders';
import { formatNumber } from '@shop/contract/persian';
import { expect, test } from './fixtures.ts';
import { checkOutThroughApi, pickFirstDeliveryDay, readyToCheckOut, signedInAs } from './shopper.ts';
import { tokenFor } from './sign-in.ts';

// Checkout's days are the server's: the browser's clock stands at 10:30 on the server's own day.
test.use({ viewport: { width: 390, height: 844 }, clockOn: 'server-day' });

const MONITOR_NAME = 'فشارسنج بازویی دیجیتال امرن مدل M3';

test('an order placed at checkout is in the profile: found by a name typed on an Arabic keyboard, filtered, opened in its three tabs and tracked', async ({
  page,
  request,
}) => {
  const token = await readyToCheckOut(request, '09120007141');
  await signedInAs(page, token);
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /تحویل حضوری/ }).check();
  await pickFirstDeliveryDay(page);
  await page.getByRole('radio', { name: /پرداخت در محل/ }).check();
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_key=/);
  const orders = (await (
    await request.get('/api/users/me/orders', { headers: { authorization: `Token ${token}` } })
  ).json()) as OrderList;
  const order = orders.results[0];
  if (!order) throw new Error('the order is not among the customer’s orders');
  const number = formatNumber(order.id);

  await page.goto('/profile/account');
  await page.getByRole('link', { name: 'سفارش‌ها' }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  const table = page.getByRole('table', { name: 'سفارش‌ها' });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: `سفارش ${number}`, exact: true }) });
  await expect(row.getByText('جدید', { exact: true })).toBeVisible();
  // A phone folds the buyer, the date and the print button under the row.
  await row.getByRole('button', { name: `جزئیات سفارش ${number}` }).click();
  await expect(table.getByText('رضا کریمی').filter({ visible: true })).toBeVisible();
  await expect(table.getByRole('button', { name: `چاپ فاکتور سفارش ${number}` }).filter({ visible: true })).toBeVisible();

  // «دیجیتال» typed with the Arabic ي: the server folds it to the Persian letter.
  const search = page.getByRole('searchbox', { name: 'جستجو در سفارش‌ها' });
  await search.fill('نامعلوم');
  await expect(page.getByText('سفارشی با این جستجو یا فیلتر یافت نشد.')).toBeVisible();
  await search.fill('ديجيتال امرن');
  await expect(page).toHaveURL(/search=/);
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: 'فیلتر' }).click();
  const filters = page.getByRole('dialog', { name: 'فیلتر سفارش‌ها' });
  await filters.getByRole('radio', { name: 'لغو شده' }).check();
  await filters.getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect(filters).toBeHidden();
  await expect(page).toHaveURL(/status=cancelled/);
  await expect(page.getByText('سفارشی با این جستجو یا فیلتر یافت نشد.')).toBeVisible();
  // Back undoes the filter, and the search stays.
  await page.goBack();
  await expect(page).not.toHaveURL(/status=/);
  await expect(search).toHaveValue('ديجيتال امرن');
  await page.getByRole('button', { name: 'فیلتر' }).click();
  await filters.getByRole('radio', { name: 'جدید' }).check();
  await filters.getByRole('radio', { name: 'پرداخت نشده' }).check();
  await filters.getByRole('button', { name: 'اعمال فیلتر' }).click();
  await expect(page).toHaveURL(/status=new&is_paid=false|is_paid=false.*status=new/);
  await expect(page.getByRole('button', { name: 'وضعیت: جدید' })).toBeVisible();

  // The row opens the order.
  await row.getByText('جدید', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `سفارش ${number}` })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'بخش‌های سفارش' });
  await expect(tabs.getByRole('tab', { name: 'فاکتور' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('region', { name: 'فروشنده' })).toContainText('تجهیزات پزشکی');
  await expect(panel.getByRole('region', { name: 'خریدار' })).toContainText('رضا کریمی');
  await expect(panel.getByRole('table', { name: 'کالاهای سفارش' })).toContainText(MONITOR_NAME);
  await expect(panel.getByRole('region', { name: 'ارسال و پرداخت' })).toContainText('پرداخت نشده');
  await expect(panel.getByText('هنگام تحویل پرداخت می‌شود.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'پرداخت سفارش' })).toBeVisible();

  await tabs.getByRole('tab', { name: 'پرداخت‌ها' }).click();
  await expect(page).toHaveURL(/\?tab=payments$/);
  await expect(panel.getByText('هنوز پرداختی ثبت نشده است.')).toBeVisible();
  await tabs.getByRole('tab', { name: 'یادداشت‌ها' }).click();
  await expect(page).toHaveURL(/\?tab=notes$/);
  await expect(panel.getByText('فروشگاه یادداشتی برای این سفارش ثبت نکرده است.')).toBeVisible();
  await panel.getByRole('searchbox', { name: 'جستجو در یادداشت‌ها' }).fill('ارسال');
  await expect(panel.getByText('یادداشتی با این جستجو یافت نشد.')).toBeVisible();
  // Back walks the tabs, then comes to the list as it was left.
  await page.goBack();
  await expect(tabs.getByRole('tab', { name: 'پرداخت‌ها' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(tabs.getByRole('tab', { name: 'فاکتور' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('link', { name: 'بازگشت به سفارش‌ها' }).click();
  await expect(page).toHaveURL(/\/profile\/orders\?/);
  await expect(page).toHaveURL(/is_paid=false/);
  await page.goBack();

  await page.getByRole('link', { name: 'صفحه پیگیری' }).click();
  await expect(page).toHaveURL(new RegExp(`/order_tracking\\?key=${order.key}$`));
  await expect(page.getByRole('heading', { level: 1, name: `پیگیری سفارش ${number}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'جزئیات سفارش' })).toContainText('جدید');
  await expect(page.getByRole('region', { name: 'کالاها', exact: true })).toContainText(MONITOR_NAME);
});

test('a customer without orders is told the list is empty', async ({ page, request }) => {
  await signedInAs(page, await tokenFor(request, '09120007142'));
  await page.goto('/profile/orders');
  await expect(page.getByText('لیست سفارش‌ها خالی است')).toBeVisible();
});

test("another customer's order is not found", async ({ page, request }) => {
  const theirs = await readyToCheckOut(request, '09120007143');
  await checkOutThroughApi(request, theirs, 'cash_on_delivery');
  const list = (await (
    await request.get('/api/users/me/orders', { headers: { authorization: `Token ${theirs}` } })
  ).json()) as OrderList;
  await signedInAs(page, await tokenFor(request, '09120007142'));
  await page.goto(`/profile/orders/${list.results[0]?.id}`);
  await expect(page.getByText('صفحه مورد نظر یافت نشد.')).toBeVisible();
  await page.goto('/profile/orders/abc');
  await expect(page.getByText('صفحه مورد نظر یافت نشد.')).toBeVisible();
});

test('the orders list and an order work from the keyboard alone', async ({ page, request }) => {
  const token = await readyToCheckOut(request, '09120007147');
  await checkOutThroughApi(request, token, 'cash_on_delivery');
  const list = (await (
    await request.get('/api/users/me/orders', { headers: { authorization: `Token ${token}` } })
  ).json()) as OrderList;
  const id = list.results[0]?.id ?? 0;
  await signedInAs(page, token);
  await page.goto('/profile/orders');
  const tabTo = async (target: ReturnType<typeof page.getByRole>, key = 'Tab') => {
    for (let stop = 0; stop < 40 && !(await target.evaluate((node) => node === document.activeElement)); stop++) {
      await page.keyboard.press(key);
    }
    await expect(target).toBeFocused();
  };

  // The row's link, then its details button, which unfolds the row, and back to the link, which opens the order.
  const link = page.getByRole('link', { name: `سفارش ${formatNumber(id)}`, exact: true });
  const details = page.getByRole('button', { name: `جزئیات سفارش ${formatNumber(id)}` });
  await tabTo(link);
  await tabTo(details);
  await page.keyboard.press('Enter');
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('button', { name: `چاپ فاکتور سفارش ${formatNumber(id)}` }).filter({ visible: true }),
  ).toBeVisible();
  await tabTo(link, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/profile/orders/${id}$`));

  const invoice = page.getByRole('tab', { name: 'فاکتور' });
  await tabTo(invoice);
  // Right to left, the next tab is on the left.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'پرداخت‌ها' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?tab=payments$/);
});

test("the owner's invoice and shipping label open as PDFs, read with the token as a bearer; another customer is told they are the owner's", async ({
  page,
  request,
  context,
}) => {
  const token = await readyToCheckOut(request, '09120007148');
  await checkOutThroughApi(request, token, 'cash_on_delivery');
  const list = (await (
    await request.get('/api/users/me/orders', { headers: { authorization: `Token ${token}` } })
  ).json()) as OrderList;
  const order = list.results[0];
  if (!order) throw new Error('the order was not placed');
  await signedInAs(page, token);

  /** Clicks a print button: the PDF is read with the bearer token, and a new tab shows it in the browser's viewer. */
  const opensPdf = async (click: () => Promise<void>, kind: 'invoice' | 'shipping_label') => {
    const [tab, response] = await Promise.all([
      page.waitForEvent('popup'),
      page.waitForResponse((answer) => answer.url().endsWith(`/api/users/me/orders/${order.id}/${kind}`)),
      click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(await response.request().headerValue('authorization')).toBe(`Bearer ${token}`);
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await expect.poll(() => tab.evaluate(() => document.contentType)).toBe('application/pdf');
    await tab.close();
  };

  await page.goto('/profile/orders');
  await page.getByRole('button', { name: `جزئیات سفارش ${formatNumber(order.id)}` }).click();
  const print = page.getByRole('button', { name: `چاپ فاکتور سفارش ${formatNumber(order.id)}` }).filter({ visible: true });
  await opensPdf(() => print.click(), 'invoice');

  await page.goto(`/order_tracking?key=${order.key}`);
  await opensPdf(() => page.getByRole('button', { name: 'چاپ برچسب ارسال' }).click(), 'shipping_label');

  const someoneElse = await context.newPage();
  await signedInAs(someoneElse, await tokenFor(request, '09120007142'));
  await someoneElse.goto(`/order_tracking?key=${order.key}`);
  await someoneElse.locator('html[data-live]').waitFor({ state: 'attached' });
  await someoneElse.getByRole('button', { name: 'چاپ فاکتور' }).click();
  await expect(someoneElse.getByText('فاکتور و برچسب ارسال فقط برای صاحب سفارش در دسترس است.')).toBeVisible();
  expect(context.pages()).toHaveLength(2);
});
