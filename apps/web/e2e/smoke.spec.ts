import { expect, test } from './fixtures.ts';

test('the built storefront opens right-to-left with the store name from the API', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
  await expect(page.getByRole('banner').getByText('تجهیزات پزشکی سپید')).toBeVisible();
});

test('any storefront path falls back to the app, and API paths do not', async ({ page, request }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('۴۰۴');
  const api = await request.get('/api/no-such-call');
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ detail: 'یافت نشد.' });
});
