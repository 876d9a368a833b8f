import type { Page } from '@playwright/test';
import { messages } from '@shop/contract/messages';
import { expect, test } from './fixtures.ts';
import { hydrated } from './hydrated.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A product card of the home page, come alive; `except` leaves out the card of a product already seen. */
async function liveProductCard(page: Page, except?: string) {
  const cards = page.getByRole('region', { name: 'جدیدترین محصولات' }).locator('a[href^="/products/"]');
  return hydrated(except ? cards.and(page.locator(`:not([href="${except}"])`)).first() : cards.first());
}

test('a product tapped offline before its page has loaded says so, and shows once the network is back', async ({ page }) => {
  await page.goto('/');
  const card = await liveProductCard(page);
  const href = await card.getAttribute('href');
  await page.context().setOffline(true);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: messages.offline })).toBeVisible();
  await expect(main.getByText('۵۰۰')).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(main.getByRole('heading', { level: 1 })).not.toHaveText(messages.offline);
  await expect(main.getByRole('button', { name: 'اشتراک‌گذاری' })).toBeVisible();
});

test('a product tapped offline once the product page has loaded says so rather than wait, and shows once the network is back', async ({
  page,
}) => {
  await page.goto('/products/1');
  await page.getByRole('link', { name: 'خانه' }).click();
  await expect(page).toHaveURL(/\/$/);
  const card = await liveProductCard(page, '/products/1');
  const href = await card.getAttribute('href');
  await page.context().setOffline(true);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: messages.offline })).toBeVisible();
  await expect(page.getByLabel('در حال بارگذاری محصول')).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(main.getByRole('button', { name: 'اشتراک‌گذاری' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).not.toHaveText(messages.offline);
});
