import { messages } from '@shop/contract/messages';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('a search typed offline says so, and its suggestions come once the network is back', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'جست‌وجو در محصولات' });
  await search.click();
  await page.context().setOffline(true);
  await search.pressSequentially('فشارسنج', { delay: 30 });
  await expect(page.getByText(messages.offline)).toBeVisible();

  await page.context().setOffline(false);
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
  await expect(search).toHaveValue('فشارسنج');
});
