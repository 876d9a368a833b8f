import type { APIRequestContext } from '@playwright/test';
import type { SmsOutboxMessage } from '@shop/contract/auth';
import type { Paginated } from '@shop/contract/query';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** The code the outbox provider kept instead of sending an SMS (development only). */
async function codeSentTo(request: APIRequestContext, mobileNumber: string): Promise<string> {
  const outbox = (await (
    await request.get(`/api/dev/sms-outbox?mobile_number=${mobileNumber}`)
  ).json()) as Paginated<SmsOutboxMessage>;
  const newest = outbox.results[0];
  if (!newest) throw new Error(`no code was sent to ${mobileNumber}`);
  return newest.code;
}

test('a visitor who opens the profile is sent home', async ({ page }) => {
  await page.goto('/profile/favorites');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('برای ادامه ابتدا وارد شوید')).toBeVisible();
});

test('a customer signs in with a code, keeps a favourite and logs out', async ({ page, request }) => {
  await page.goto('/products/1');
  const productName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: 'افزودن به علاقه‌مندی‌ها' }).click();
  await expect(page.getByText('برای افزودن به علاقه‌مندی‌ها لطفا وارد شوید')).toBeVisible();

  await page.getByRole('link', { name: 'ورود' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  // Persian digits, as a phone's Persian keyboard types them.
  await page.getByLabel('شماره موبایل').fill('۰۹۱۲۰۰۰۴۴۵۵');
  await page.getByRole('button', { name: 'دریافت کد ورود' }).click();
  await expect(page).toHaveURL(/\/auth\/otp$/);
  await expect(page.getByText(/ارسال دوباره کد تا/)).toBeVisible();

  const code = await codeSentTo(request, '09120004455');
  const codeBox = page.getByLabel('کد ورود');
  await codeBox.fill(code === '1234' ? '4321' : '1234');
  await expect(page.getByText('کد وارد شده نادرست است، لطفا دوباره تلاش کنید.').first()).toBeVisible();
  await expect(codeBox).toHaveValue('');
  // The fourth digit sends the code: no button needed.
  await codeBox.fill(code);
  await expect(page).toHaveURL(/\/products\/1$/);
  await expect(page.getByText('خوش آمدید')).toBeVisible();

  await page.getByRole('button', { name: 'افزودن به علاقه‌مندی‌ها' }).click();
  await expect(page.getByText('محصول به علاقه‌مندی‌ها اضافه شد')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'حذف از علاقه‌مندی‌ها' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'علاقه‌مندی‌ها' }).click();
  await expect(page).toHaveURL(/\/profile\/favorites$/);
  await expect(page.getByRole('main').getByText(productName)).toBeVisible();

  await page.getByRole('button', { name: 'خروج' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('link', { name: 'ورود' })).toBeVisible();
  await page.goto('/profile/favorites');
  await expect(page).toHaveURL(/\/$/);
});
