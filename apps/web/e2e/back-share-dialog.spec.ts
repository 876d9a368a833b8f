import { expect, test } from './fixtures.ts';
import { hydrated } from './hydrated.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('Back closes the share dialog and stays on the product; the next Back returns to the listing', async ({ page }) => {
  await page.goto('/products');
  const card = await hydrated(page.getByRole('main').locator('a[href^="/products/"]').first());
  await card.click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  const productUrl = page.url();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();

  await page.getByRole('button', { name: 'اشتراک‌گذاری' }).click();
  const dialog = page.getByRole('dialog', { name: 'اشتراک‌گذاری محصول' });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(productUrl);
  await expect(heading).toBeVisible();

  // Closed by its own button, it leaves no entry behind either.
  await page.getByRole('button', { name: 'اشتراک‌گذاری' }).click();
  await dialog.getByRole('button', { name: 'بستن' }).click();
  await expect(dialog).toBeHidden();

  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
});
