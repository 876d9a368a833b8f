import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('Back closes the filter drawer over the filtered goods; Back then steps through its filters, as a desktop does', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'پیمایش پایین صفحه' }).getByRole('link', { name: 'فروشگاه' }).click();
  await expect(page).toHaveURL(/\/products$/);

  await page.getByRole('button', { name: 'فیلترها' }).click();
  const drawer = page.getByRole('dialog', { name: 'فیلترها' });
  // The drawer's button counts the goods each change finds: the page has taken the change in when it does.
  const showGoods = drawer.getByRole('button', { name: /^نمایش .* کالا$/ });
  const all = await showGoods.textContent();
  await drawer.getByLabel('فقط کالاهای موجود').click();
  await expect(page).toHaveURL(/\/products\?in_stock=true$/);
  await expect(showGoods).not.toHaveText(all ?? '');
  const inStock = await showGoods.textContent();
  await drawer.getByLabel('فقط کالاهای تخفیف‌دار').click();
  await expect(page).toHaveURL(/\/products\?has_discount=true&in_stock=true$/);
  await expect(showGoods).not.toHaveText(inStock ?? '');

  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/products\?has_discount=true&in_stock=true$/);
  await expect(page.getByRole('button', { name: /فیلترها/ })).toContainText('۲');

  await page.goBack();
  await expect(page).toHaveURL(/\/products\?in_stock=true$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});
