import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { checkOutThroughApi, readyToCheckOut, signedInAs } from './shopper.ts';

test.use({ viewport: { width: 390, height: 844 }, clockOn: 'server-day' });

/** The bank's page is the server's HTML, not the storefront: it is opened from a storefront page, as checkout does. */
async function toTheBank(page: Page, nextStep: string) {
  await page.goto('/products');
  await page.evaluate((url) => window.location.assign(url), nextStep);
  await expect(page.getByRole('button', { name: 'انصراف', exact: true })).toBeVisible();
}

test('a payment cancelled at the bank is paid again from the failed page in one tap, and the success page shows the bank reference', async ({
  page,
  request,
}) => {
  const token = await readyToCheckOut(request, '09120007111');
  await signedInAs(page, token);
  const placed = await checkOutThroughApi(request, token, 'gateway');
  await toTheBank(page, placed.next_step ?? '');
  await page.getByRole('button', { name: 'انصراف', exact: true }).click();

  await expect(page).toHaveURL(/\/checkout\/failed\?order_key=[\w-]{22,}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'پرداخت ناموفق بود' })).toBeVisible();
  await expect(page.getByText(/سفارش شماره [۰-۹]+ ثبت شده و منتظر پرداخت است/)).toBeVisible();
  await expect(page.getByText(/برای شما نگه داشته می‌شوند/)).toContainText(/ساعت [۰-۹]{2}:[۰-۹]{2} .* ۱۴[۰-۹]{2}/);
  await page.getByRole('button', { name: 'پرداخت مجدد' }).click();

  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order_key=[\w-]{22,}$/);
  await expect(page.getByText(/پرداخت شد/)).toBeVisible();
  await expect(page.getByText('شماره پیگیری بانک')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^[۰-۹]{10}$/ })).toBeVisible();
});

test('an order left unpaid at the bank goes back into the cart from the failed page', async ({ page, request }) => {
  const token = await readyToCheckOut(request, '09120007113');
  await signedInAs(page, token);
  const placed = await checkOutThroughApi(request, token, 'gateway');
  await toTheBank(page, placed.next_step ?? '');
  await page.getByRole('button', { name: 'انصراف', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/failed\?order_key=/);

  await page.getByRole('button', { name: 'بازگرداندن کالاها به سبد خرید' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'فشارسنج بازویی' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'سبد خرید، ۱ کالا' })).toBeVisible();
  await page.goBack();
  await expect(page.getByText(/دیگر قابل پرداخت نیست/)).toBeVisible();
});
