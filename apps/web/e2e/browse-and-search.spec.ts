import { expect, test } from './fixtures.ts';

test('a search suggestion leads to the product', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'جست‌وجو در محصولات' });
  await search.click();
  await search.pressSequentially('فشارسنج', { delay: 30 });
  const suggestions = page.getByRole('listbox').getByRole('option');
  await expect(suggestions.first()).toBeVisible();
  // Up to five products and the 'view all results' entry.
  expect(await suggestions.count()).toBeLessThanOrEqual(6);
  await expect(suggestions.last()).toContainText('مشاهده همه نتایج');
  const name = (await suggestions.first().locator('p').first().textContent()) ?? '';
  await suggestions.first().click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test("'view all results' opens the listing with the search in the URL", async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'جست‌وجو در محصولات' });
  await search.click();
  await search.pressSequentially('دماسنج', { delay: 30 });
  await page.getByRole('option', { name: /مشاهده همه نتایج/ }).click();
  await expect(page).toHaveURL(/\/products\?search=/);
  expect(new URL(page.url()).searchParams.get('search')).toBe('دماسنج');
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/this/page/does/not/exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('۴۰۴');
  await page.getByRole('link', { name: 'بازگشت به صفحه اصلی' }).click();
  await expect(page).toHaveURL(/\/$/);
});
