import { messages } from '@shop/contract/messages';
import { paths } from '@shop/contract/paths';
import type { SignupLink } from '@shop/contract/signup-links';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

// The demo shop's links (README): `demo` takes many forms, `demo-once` a single one.
const REUSABLE = paths.signupLink('demo');
const SINGLE_USE = paths.signupLink('demo-once');

test('a new customer opens the link, finds the form filled in, corrects the national code and lands home', async ({ page }) => {
  const response = await page.goto(REUSABLE);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/ثبت‌نام/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1, name: 'تکمیل ثبت‌نام' })).toBeVisible();

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await expect(field('نام')).toHaveValue('مریم');
  await expect(field('نام خانوادگی')).toHaveValue('احمدی');
  await expect(field('شماره موبایل')).toHaveValue('۰۹۱۲۰۰۰۰۰۰۰');
  await expect(field('کد ملی')).toHaveValue('۰۰۱۲۳۴۵۶۷۹');
  await expect(field('کد پستی')).toHaveValue('۱۴۱۷۶۱۳۱۵۱');
  await expect(field('آدرس')).toHaveValue(/خیابان انقلاب/);
  await expect(page.getByRole('combobox', { name: 'کشور' })).toHaveValue('ایران');
  await expect(page.getByRole('combobox', { name: 'استان' })).toHaveValue('تهران');
  await expect(page.getByRole('combobox', { name: 'شهر' })).toHaveValue('تهران');

  // A wrong check digit, typed in Latin digits and shown in Persian, is refused on its field before anything is sent.
  await field('کد ملی').fill('0012345678');
  await expect(field('کد ملی')).toHaveValue('۰۰۱۲۳۴۵۶۷۸');
  await page.getByRole('button', { name: 'ثبت اطلاعات' }).click();
  await expect(page.getByText(messages.nationalCodeInvalid)).toBeVisible();
  await expect(field('کد ملی')).toBeFocused();
  await field('کد ملی').fill('۰۰۱۲۳۴۵۶۷۹');
  await expect(page.getByText(messages.nationalCodeInvalid)).toHaveCount(0);

  await page.getByRole('button', { name: 'ثبت اطلاعات' }).click();
  await expect(page.getByText('اطلاعات با موفقیت ارسال شد')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a used link, a wrong code and no code show the not-found page', async ({ page, request }) => {
  // Tehran's places, as the reusable link names them.
  const place = (await (await request.get('/api/users/public/signup_links/demo')).json()) as SignupLink;
  const used = await request.post('/api/users/public/signup_links/demo-once', {
    data: {
      first_name: 'علی',
      last_name: 'رضایی',
      mobile_number: '09120000001',
      national_code: '1234567891',
      country: place.country_data?.id,
      state: place.state_data?.id,
      city: place.city_data?.id,
      postal_code: '1234567890',
      address: 'خیابان آزادی',
    },
  });
  // The first form uses the link up; a journey run again on the same shop finds it used already.
  expect([204, 404]).toContain(used.status());

  for (const url of [SINGLE_USE, paths.signupLink('no-such-code'), '/signup_links']) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.getByText(messages.pageNotFound)).toBeVisible();
    await expect(page.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toBeVisible();
  }
});
