import type { Page } from '@playwright/test';
import { messages } from '@shop/contract/messages';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * A product card of the home page, scrolled to and come alive: until React has taken it over, its link is a plain
 * link, which offline would leave the shop for the browser's own error page.
 */
async function liveProductCard(page: Page, except?: string) {
  const cards = page.getByRole('region', { name: 'جدیدترین محصولات' }).locator('a[href^="/products/"]');
  const card = except ? cards.and(page.locator(`:not([href="${except}"])`)).first() : cards.first();
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => card.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps')))).toBe(true);
  return card;
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
