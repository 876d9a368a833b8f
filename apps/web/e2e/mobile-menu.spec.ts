import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('the phone menu opens from the right with the account, the pages and the category tree, and closes', async ({ page }) => {
  await page.goto('/products/1');
  const menuButton = page.getByRole('button', { name: 'منو' });
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'تجهیزات پزشکی سپید' });
  await expect(menu).toBeVisible();
  // Right to left, the drawer lies along the screen's right edge, on the side of the button that opened it.
  await expect(async () => {
    const box = await menu.boundingBox();
    expect(box && Math.round(box.x + box.width)).toBe(390);
    expect(box?.x).toBeGreaterThan(0);
  }).toPass();

  await expect(menu.getByRole('link', { name: 'ورود' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'فروشگاه' })).toBeVisible();
  const categories = menu.getByRole('list', { name: 'دسته‌بندی‌ها' });
  await expect(categories.getByRole('link', { name: 'تجهیزات تشخیصی' })).toBeVisible();
  // A category opens its children beneath it.
  const expand = menu.getByRole('button', { name: 'زیردسته‌های تجهیزات تشخیصی' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expand.click();
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  await expect(categories.getByRole('link', { name: 'فشارسنج', exact: true })).toBeVisible();

  // The close button closes it and gives the keyboard back to the button that opened it.
  await menu.getByRole('button', { name: 'بستن منو' }).click();
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();
  await expect(page).toHaveURL(/\/products\/1$/);

  // Back closes it too, and keeps the page.
  await menuButton.click();
  await expect(menu).toBeVisible();
  await page.goBack();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/products\/1$/);

  // A category leads to its goods; Back from there returns to the product, not to an open menu.
  await menuButton.click();
  await menu.getByRole('link', { name: 'تجهیزات تنفسی' }).click();
  await expect(page).toHaveURL(/\/products\?category=\d+$/);
  await expect(menu).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/products\/1$/);
  await expect(menu).toBeHidden();
});
