import type { Page } from '@playwright/test';
import { toLatinDigits } from '@shop/contract/persian';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** The price each of the listing's cards shows a customer to pay (the struck-through regular price aside). */
async function shownPrices(page: Page): Promise<number[]> {
  const cards = page.getByRole('main').locator('a[href^="/products/"]');
  await expect(cards.first()).toBeVisible();
  const amounts = await cards.evaluateAll((links) =>
    links.map((link) => [...link.querySelectorAll('p')].findLast((line) => /تومان$/.test(line.textContent ?? ''))?.textContent),
  );
  return amounts.map((amount) => Number(toLatinDigits(amount ?? '').replace(/\D/g, '')));
}

test('typed minimum and maximum prices, in any digits, filter the listing and move the slider', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: 'فیلترها' }).click();
  const drawer = page.getByRole('dialog', { name: 'فیلترها' });
  const lowest = drawer.getByRole('textbox', { name: 'حداقل قیمت' });
  const highest = drawer.getByRole('textbox', { name: 'حداکثر قیمت' });
  await expect(lowest).toHaveValue(/^[۰-۹٬]+$/);

  await lowest.fill('');
  await lowest.pressSequentially('1,000,000', { delay: 20 });
  // Shown in Persian digits as it is typed.
  await expect(lowest).toHaveValue('۱٬۰۰۰٬۰۰۰');
  await highest.fill('');
  await highest.pressSequentially('٥٠٠٠٠٠٠', { delay: 20 });
  await expect.poll(() => param(page, 'price__gt')).toBe('1000000');
  await expect.poll(() => param(page, 'price__lt')).toBe('5000000');
  await expect(highest).toHaveValue('۵٬۰۰۰٬۰۰۰');
  await expect(drawer.getByRole('slider', { name: 'کمترین قیمت' })).toHaveAttribute('aria-valuetext', '۱٬۰۰۰٬۰۰۰ تومان');
  await expect(drawer.getByRole('slider', { name: 'بیشترین قیمت' })).toHaveAttribute('aria-valuetext', '۵٬۰۰۰٬۰۰۰ تومان');

  // A minimum above the maximum is refused in Persian and filters nothing.
  await highest.fill('۵۰۰');
  await expect(drawer.getByRole('alert')).toHaveText('حداقل قیمت نباید از حداکثر قیمت بیشتر باشد.');
  await expect(highest).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(700);
  expect(param(page, 'price__lt')).toBe('5000000');
  await highest.fill('۵۰۰۰۰۰۰');
  await expect(drawer.getByRole('alert')).toHaveText('');

  await drawer.getByRole('button', { name: /^نمایش/ }).click();
  const prices = await shownPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(1_000_000);
    expect(price).toBeLessThanOrEqual(5_000_000);
  }
});
