import { expect, test } from './fixtures.ts';
import { signedInAs } from './shopper.ts';
import { tokenFor } from './sign-in.ts';

/** The demo's member of staff. */
const STAFF = '09100000000';
/** A demo product whose model code carries digits, as its supplier writes it. */
const MODEL = 'فشارسنج بازویی دیجیتال امرن مدل M3';

test.beforeEach(async ({ page, request }) => {
  await signedInAs(page, await tokenFor(request, STAFF));
});

test('model codes keep their Latin digits in the back office, while its counts are in Persian digits', async ({
  page,
  request,
}) => {
  const found = (await (await request.get(`/api/products/public?search=${encodeURIComponent(MODEL)}`)).json()) as {
    results: { id: number; name: string }[];
  };
  const product = found.results.find((one) => one.name === MODEL);
  if (!product) throw new Error('the demo lacks its M3');
  await page.goto(`/admin/products?filter=${encodeURIComponent(JSON.stringify({ q: 'M3' }))}`);
  const name = page.getByRole('cell', { name: MODEL, exact: true });
  await expect(name).toBeVisible();
  // The font draws digits as they are written: the Farsi-digits cut would draw «M3» as «M۳».
  expect(await name.evaluate((cell) => getComputedStyle(cell).fontFamily)).not.toContain('FD');
  await page.goto(`/admin/products/${product.id}`);
  await expect(page.getByText(`ویرایش «${MODEL}»`)).toBeVisible();
  await expect(page.getByLabel('نام کالا')).toHaveValue(MODEL);

  // The list remembers its last search; the address asks for all the products, ten a page.
  await page.goto(`/admin/products?filter=${encodeURIComponent('{}')}&page=1&perPage=10`);
  await expect(page.getByText(/^۱ تا ۱۰ از [۱-۹][۰-۹٬]+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'رفتن به صفحهٔ ۲' })).toHaveText('۲');
  await expect(page.getByRole('combobox', { name: 'ردیف در هر صفحه:' })).toHaveText('۱۰');
});

test('react-admin speaks a shop`s Persian: a made record, a title named once, a Persian not-found page', async ({ page }) => {
  await page.goto('/admin/catalogues/create');
  const name = `کاتالوگ درمانگاه ${['شمال', 'جنوب', 'شرق', 'غرب'][test.info().retry % 4]}`;
  await page.getByLabel('عنوان').fill(name);
  await page.getByRole('button', { name: 'ذخیره' }).click();
  await expect(page.getByText('مورد ساخته شد')).toBeVisible();
  await expect(page.getByText(`ویرایش «${name}»`)).toBeVisible();
  await expect(page.getByText(/کاتالوگ کاتالوگ/)).toHaveCount(0);

  await page.goto('/admin/no-such-page');
  await expect(page.getByRole('heading', { name: 'این صفحه در پنل مدیریت نیست' })).toBeVisible();
  await expect(page.locator('[data-testid="HotTubIcon"]')).toHaveCount(0);
  await page.getByRole('link', { name: 'بازگشت به داشبورد' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
});
