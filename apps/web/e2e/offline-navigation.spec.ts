import { messages } from '@shop/contract/messages';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the shop tapped offline before its code has loaded says so, not the 500 page, and opens once the network is back', async ({
  page,
}) => {
  await page.goto('/');
  // The header's search box has its code: the code this journey is about is the shop page's own.
  await expect(page.getByRole('combobox', { name: 'جست‌وجو در محصولات' })).toBeVisible();
  await page.context().setOffline(true);
  await page.getByRole('navigation', { name: 'پیمایش پایین صفحه' }).getByRole('link', { name: 'فروشگاه' }).click();
  await expect(page).toHaveURL(/\/products$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: messages.offline })).toBeVisible();
  await expect(main.getByText('۵۰۰')).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(main.getByRole('heading', { level: 1, name: 'فروشگاه' })).toBeVisible();
  await expect(main.locator('a[href^="/products/"]').first()).toBeVisible();
});
