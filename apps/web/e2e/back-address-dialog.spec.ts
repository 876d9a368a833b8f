import { expect, test } from './fixtures.ts';
import { tokenFor } from './sign-in.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('Back closes the new-address dialog and keeps the page and what was typed; the next Back leaves as before', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, '09120007788');
  await page.addInitScript((saved) => localStorage.setItem('token', saved), token);
  await page.goto('/profile/account');
  await page.getByRole('link', { name: 'آدرس‌ها' }).click();
  await expect(page).toHaveURL(/\/profile\/address$/);

  await page.getByRole('button', { name: 'آدرس جدید' }).click();
  const dialog = page.getByRole('dialog', { name: 'آدرس جدید' });
  await expect(dialog).toBeVisible();
  // Full screen on a phone, the dialog's way out is its close button, the keyboard's first stop.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'بستن' })).toBeFocused();
  const name = dialog.getByRole('textbox', { name: 'نام', exact: true });
  await name.fill('مریم');

  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/address$/);
  await expect(page.getByRole('heading', { level: 1, name: 'آدرس‌ها' })).toBeVisible();

  await page.getByRole('button', { name: 'آدرس جدید' }).click();
  await expect(name).toHaveValue('مریم');
  await dialog.getByRole('button', { name: 'بستن' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/profile\/address$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/profile\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'حساب کاربری' })).toBeVisible();
});
