import { catalogueAdminMessages as says } from '@shop/contract/catalogue-admin';
import { expect, test } from './fixtures.ts';
import { signedInAs } from './shopper.ts';
import { tokenFor } from './sign-in.ts';

/** The demo's member of staff. */
const STAFF = '09100000000';

/** A 16×16 PNG, teal: a picture as a phone's camera would send, small enough to write here. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGElEQVQokWNgqMwmDTGMasgeDaXKYZo0AMx05AHNtqDgAAAAAElFTkSuQmCC',
  'base64',
);

test('staff add a variable product with two variations and a picture, and a visitor finds it by search', async ({
  page,
  browser,
  request,
}) => {
  await signedInAs(page, await tokenFor(request, STAFF));
  // A name no other product has, so that the search finds this one alone: a retry, on the same shop, names another.
  const name = `کیف کمک‌های اولیه ${['آلبالویی', 'فیروزه‌ای', 'نارنجی', 'بنفش'][test.info().retry % 4]} آزمون`;

  await page.goto('/admin/products/create');
  await page.getByLabel('نام کالا').fill(name);
  await page.getByLabel('خلاصه').fill('کیف سبک با جای مرتب برای باند، چسب و قیچی.');
  await page.getByRole('combobox', { name: 'نوع کالا' }).click();
  await page.getByRole('option', { name: 'متغیر' }).click();
  // Without variations it has nothing to sell: a new variable product is saved unpublished, and the switch says why.
  const published = page.getByLabel('منتشرشده در فروشگاه');
  await expect(published).not.toBeChecked();
  await expect(page.getByText(says.variableWithoutVariations)).toBeVisible();
  await page.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  // Saved unpublished, the edit form still says why.
  await expect(page.getByLabel('نام کالا')).toHaveValue(name);
  await expect(published).not.toBeChecked();
  await expect(page.getByText(says.variableWithoutVariations).first()).toBeVisible();
  // Published still without one, it is refused in Persian and stays unpublished.
  await published.check();
  const refused = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'ذخیره' }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByText('فرم خطا دارد؛ خانه‌های قرمز را درست کنید.')).toBeVisible();
  await expect(page.getByText(says.variableWithoutVariations).first()).toBeVisible();

  await page.getByRole('tab', { name: 'تنوع‌ها' }).click();
  const attributes = page.locator('.ra-input-attributes');
  await attributes.getByRole('button', { name: 'افزودن', exact: true }).click();
  await attributes.getByLabel('نام ویژگی').fill('اندازه');
  const values = attributes.getByLabel('مقدارها (هر مقدار را بنویسید و Enter بزنید)');
  for (const value of ['کوچک', 'بزرگ']) {
    await values.fill(value);
    await values.press('Enter');
  }

  const variations = page.locator('.ra-input-variations');
  const sizes = [
    { size: 'کوچک', price: '۴۵۰۰۰۰' },
    { size: 'بزرگ', price: '۶۲۰۰۰۰' },
  ];
  for (const [index, { size, price }] of sizes.entries()) {
    await variations.getByRole('button', { name: 'افزودن', exact: true }).click();
    const variation = variations.locator('.RaSimpleFormIterator-line').nth(index);
    await variation.getByRole('combobox', { name: 'اندازه' }).click();
    await page.getByRole('option', { name: size }).click();
    await variation.getByLabel('قیمت (تومان)', { exact: true }).fill(price);
    await variation.getByRole('combobox', { name: 'نوع موجودی' }).click();
    await page.getByRole('option', { name: 'نامحدود' }).click();
  }
  // With its variations it has something to sell: it is published.
  await page.getByRole('tab', { name: 'عمومی' }).click();
  await published.check();
  const saved = page.waitForResponse((response) => response.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'ذخیره' }).click();
  expect((await saved).status()).toBe(200);

  await page.getByRole('tab', { name: 'گالری' }).click();
  await page.getByLabel('افزودن تصویر به گالری').setInputFiles({ name: 'kit.png', mimeType: 'image/png', buffer: PICTURE });
  await expect(page.getByRole('img', { name: 'تصویر ۱' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تصویر شاخص', exact: true })).toBeVisible();

  // A visitor, signed in as no one, searches the storefront.
  const visitor = await browser.newPage();
  await visitor.goto(`/products?search=${encodeURIComponent('کیف کمک های اولیه آزمون')}`);
  const card = visitor.getByRole('link', { name: new RegExp(name) }).first();
  await expect(card).toBeVisible();
  await expect(visitor.getByText('۴۵۰٬۰۰۰').first()).toBeVisible();
  await card.click();
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText('کوچک', { exact: true })).toBeVisible();
  await expect(visitor.getByText('بزرگ', { exact: true })).toBeVisible();
  await visitor.close();
});
