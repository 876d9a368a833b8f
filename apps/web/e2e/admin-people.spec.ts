import { randomInt } from 'node:crypto';
import { toPersianDigits } from '@shop/contract/persian';
import { expect, test } from './fixtures.ts';
import { signedInAs } from './shopper.ts';
import { codeSentTo, tokenFor } from './sign-in.ts';

/** The demo shop's member of staff. */
const STAFF = '09100000000';

// The link's last day is checked against the server's today: the browser's calendar opens on the server's day too.
test.use({ clockOn: 'server-day', permissions: ['clipboard-read', 'clipboard-write'] });

test('staff make a signup link in the back office, and a visitor opens it filled in', async ({ page, request, browser }) => {
  await signedInAs(page, await tokenFor(request, STAFF));
  await page.goto('/admin/signup-links');
  await page.getByRole('link', { name: 'افزودن', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/signup-links\/create$/);

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('نام').fill('نرگس');
  await field('نام خانوادگی').fill('سلیمانی');
  await field('شماره موبایل').fill('09121231234');
  await expect(field('شماره موبایل')).toHaveValue('۰۹۱۲۱۲۳۱۲۳۴');
  // The last day: thirty days on unless chosen; the 28th of the month the calendar opens on is chosen instead.
  await expect(field('آخرین روز اعتبار')).toHaveValue(/^[۰-۹]+ \S+ [۰-۹]{4}$/);
  await field('آخرین روز اعتبار').click();
  const calendar = page.getByRole('dialog', { name: 'آخرین روز اعتبار' });
  await calendar.locator('.rmdp-day:not(.rmdp-day-hidden)').filter({ hasText: /^۲۸$/ }).click();
  await expect(field('آخرین روز اعتبار')).toHaveValue(/^۲۸ /);
  await field('حداکثر تعداد استفاده').fill('2');
  await page.getByRole('button', { name: 'ذخیره' }).click();

  await expect(page).toHaveURL(/\/admin\/signup-links\/\d+$/);
  await expect(page.getByText('۰ از ۲')).toBeVisible();
  await page.getByRole('button', { name: 'کپی لینک ثبت‌نام' }).click();
  const link = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  expect(link.pathname).toBe('/signup_links');

  // The list shows it too, with its uses in Persian digits.
  await page.getByRole('menuitem', { name: 'لینک‌های ثبت‌نام' }).click();
  const row = page.getByRole('row').filter({ hasText: 'نرگس سلیمانی' });
  await expect(row).toContainText('۰۹۱۲۱۲۳۱۲۳۴');
  await expect(row).toContainText('۰ از ۲');

  // A visitor, signed in nowhere, opens the link they were sent.
  const visitor = await browser.newPage();
  await visitor.goto(link.pathname + link.search);
  await expect(visitor.getByRole('heading', { level: 1, name: 'تکمیل ثبت‌نام' })).toBeVisible();
  await expect(visitor.getByRole('textbox', { name: 'نام', exact: true })).toHaveValue('نرگس');
  await expect(visitor.getByRole('textbox', { name: 'نام خانوادگی', exact: true })).toHaveValue('سلیمانی');
  await expect(visitor.getByRole('textbox', { name: 'شماره موبایل', exact: true })).toHaveValue('۰۹۱۲۱۲۳۱۲۳۴');
  await visitor.close();
});

test('a customer signing in at /admin is told the account has no access, and sees nothing of the shop`s', async ({
  page,
  request,
}) => {
  const customer = `0935${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  await page.goto('/admin');
  await page.getByRole('textbox', { name: 'شماره موبایل' }).fill(customer);
  await page.getByRole('button', { name: 'دریافت کد' }).click();
  await expect(page.getByRole('textbox', { name: 'کد تایید' })).toBeVisible();
  await page.getByRole('textbox', { name: 'کد تایید' }).fill(await codeSentTo(request, customer));
  await page.getByRole('button', { name: 'ورود' }).click();

  await expect(page.getByText('این حساب به بخش مدیریت دسترسی ندارد.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'ورود' })).toBeVisible();
  await expect(page.getByRole('menuitem')).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
  // A back-office page asked for directly shows this customer the sign-in form again, saying why, and nothing else.
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'ورود به مدیریت فروشگاه' })).toBeVisible();
  await expect(page.getByText('این حساب به بخش مدیریت دسترسی ندارد.').first()).toBeVisible();
  // Refused here, they are still signed in on the storefront.
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
  await expect(page.getByText(toPersianDigits(STAFF))).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('the owner gives a customer the catalogue role: they see the catalogue and not the orders, customers or journal', async ({
  page,
  request,
  browser,
}) => {
  const number = `0936${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
  const memberToken = await tokenFor(request, number);
  const me = await request.get('/api/users/me', { headers: { authorization: `Token ${memberToken}` } });
  const { id } = (await me.json()) as { id: number };

  await signedInAs(page, await tokenFor(request, STAFF));
  await page.goto(`/admin/customers/${id}/show`);
  await page.getByRole('combobox', { name: 'نقش در فروشگاه' }).click();
  await page.getByRole('option', { name: 'کاتالوگ', exact: true }).click();
  const asked = page.getByRole('dialog', { name: 'نقش «کاتالوگ»' });
  await expect(asked).toContainText('کالاها، دسته‌بندی‌ها، برندها');
  await asked.getByRole('button', { name: 'بله' }).click();
  await expect(page.getByText('نقش «کاتالوگ» داده شد.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'نقش در فروشگاه' })).toHaveText('کاتالوگ');

  const member = await browser.newPage();
  await signedInAs(member, memberToken);
  await member.goto('/admin');
  await expect(member.getByText('نقش شما: کاتالوگ.')).toBeVisible();
  await expect(member.getByRole('menuitem', { name: 'کالاها' })).toBeVisible();
  for (const hidden of ['سفارش‌ها', 'مشتریان', 'گزارش فروش', 'تاریخچه تغییرات', 'تنظیمات']) {
    await expect(member.getByRole('menuitem', { name: hidden })).toHaveCount(0);
  }
  await member.close();
});
