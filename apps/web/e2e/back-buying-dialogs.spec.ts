import { expect, test } from './fixtures.ts';
import { readyToCheckOut, signedInAs } from './shopper.ts';

test.use({ clockOn: 'server-day' });

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Back closes the add-to-cart dialog and keeps the product and the note typed', async ({ page, request }) => {
    await signedInAs(page, await readyToCheckOut(request, '09120007111'));
    await page.goto('/products/1');
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    const dialog = page.getByRole('dialog', { name: 'افزودن به سبد خرید' });
    await dialog.getByRole('textbox', { name: 'یادداشت (اختیاری)' }).fill('رنگ سفید');
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/products\/1$/);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
    await expect(dialog.getByRole('textbox', { name: 'یادداشت (اختیاری)' })).toHaveValue('رنگ سفید');
  });

  test("Back closes the cart's delete-all question and checkout's new-address dialog, and the pages stay", async ({
    page,
    request,
  }) => {
    await signedInAs(page, await readyToCheckOut(request, '09120007112'));
    await page.goto('/shop/cart');
    await page.getByRole('button', { name: 'حذف همه' }).click();
    const question = page.getByRole('dialog', { name: 'خالی کردن سبد خرید' });
    await expect(question).toBeVisible();
    await page.goBack();
    await expect(question).toBeHidden();
    await expect(page).toHaveURL(/\/shop\/cart$/);
    await expect(page.getByRole('listitem').filter({ hasText: 'فشارسنج' })).toBeVisible();

    await page.getByRole('link', { name: 'ادامه و ثبت سفارش' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'آدرس جدید' }).click();
    const addressForm = page.getByRole('dialog', { name: 'آدرس جدید' });
    await addressForm.getByRole('textbox', { name: 'نام', exact: true }).fill('رضا');
    await page.goBack();
    await expect(addressForm).toBeHidden();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'آدرس جدید' }).click();
    await expect(addressForm.getByRole('textbox', { name: 'نام', exact: true })).toHaveValue('رضا');

    // And the next Back leaves checkout for the cart, as before the dialogs.
    await addressForm.getByRole('button', { name: 'بستن' }).click();
    await page.goBack();
    await expect(page).toHaveURL(/\/shop\/cart$/);
  });
});

test("on a desktop, Back closes the header's cart dialog and keeps the page", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInAs(page, await readyToCheckOut(request, '09120007113'));
  await page.goto('/products');
  await page.getByRole('link', { name: 'سبد خرید، ۱ کالا' }).click();
  const cart = page.getByRole('dialog', { name: /سبد خرید/ });
  await expect(cart.getByText('فشارسنج بازویی دیجیتال امرن مدل M3')).toBeVisible();
  await page.goBack();
  await expect(cart).toBeHidden();
  await expect(page).toHaveURL(/\/products$/);

  await page.getByRole('link', { name: 'سبد خرید، ۱ کالا' }).click();
  await cart.getByRole('link', { name: 'مشاهده سبد خرید' }).click();
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(cart).toBeHidden();
  // The cart page took the dialog's entry: Back returns to the listing.
  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
});
