import type { Page } from '@playwright/test';
import { PAGE_SIZE } from '@shop/contract/constants';
import { toLatinDigits } from '@shop/contract/persian';
import { expect, test } from './fixtures.ts';
import { tokenFor } from './sign-in.ts';

/** The demo's member of staff, who adds goods while a customer pages. */
const STAFF = '09100000000';

test.use({ viewport: { width: 1280, height: 900 } });

/** The count of goods the page shows, as a number. */
async function shownCount(page: Page): Promise<number> {
  const count = page.locator('#listing-count');
  await expect(count).toHaveText(/[۰-۹0-9]\s*کالا/);
  return Number(toLatinDigits((await count.textContent()) ?? '').replace(/\D/g, ''));
}

/** Waits until the page shows a count other than `previous`, and returns it. */
async function countChangesFrom(page: Page, previous: number): Promise<number> {
  await expect.poll(() => shownCount(page)).not.toBe(previous);
  return shownCount(page);
}

const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test('every filter and order changes the results and the URL, survives a reload, and resets', async ({ page }) => {
  await page.goto('/products');
  const total = await shownCount(page);
  expect(total).toBeGreaterThanOrEqual(150);

  await page.getByRole('button', { name: 'تجهیزات تشخیصی' }).first().click();
  const inCategory = await countChangesFrom(page, total);
  expect(param(page, 'category')).toBe('1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تجهیزات تشخیصی');

  await page.getByLabel('فقط کالاهای تخفیف‌دار').click();
  await expect(page.getByLabel('فقط کالاهای تخفیف‌دار')).toBeChecked();
  const discounted = await countChangesFrom(page, inCategory);
  expect(param(page, 'has_discount')).toBe('true');
  expect(discounted).toBeLessThan(inCategory);

  await page.getByLabel('فقط کالاهای تخفیف‌دار').click();
  await expect(page.getByLabel('فقط کالاهای تخفیف‌دار')).not.toBeChecked();
  await countChangesFrom(page, discounted);
  await page.getByLabel('فقط کالاهای موجود').click();
  const available = await countChangesFrom(page, inCategory);
  expect(param(page, 'in_stock')).toBe('true');

  const brandBox = page.getByRole('group').filter({ hasText: 'برند' }).getByRole('checkbox').first();
  await brandBox.click();
  const byBrand = await countChangesFrom(page, available);
  expect(param(page, 'brand')).toMatch(/^\d+$/);
  await brandBox.click();
  await countChangesFrom(page, byBrand);

  const lowest = page.getByRole('slider', { name: 'کمترین قیمت' });
  await lowest.focus();
  for (let step = 0; step < 5; step++) await lowest.press('ArrowLeft');
  await expect.poll(() => param(page, 'price__gt')).not.toBeNull();
  await countChangesFrom(page, available);

  await page.getByRole('button', { name: 'ارزان‌ترین' }).click();
  await expect.poll(() => param(page, 'ordering')).toBe('_price');

  const filteredUrl = page.url();
  const filteredCount = await shownCount(page);
  await page.reload();
  expect(page.url()).toBe(filteredUrl);
  expect(await shownCount(page)).toBe(filteredCount);
  await expect(page.getByLabel('فقط کالاهای موجود')).toBeChecked();

  await page.getByRole('button', { name: 'پاک کردن فیلترها' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expect.poll(() => shownCount(page)).toBe(total);
});

test('pages through the results with the page in the URL', async ({ page }) => {
  await page.goto('/products?ordering=_price');
  const firstPage = await page.locator('a[href^="/products/"]').first().getAttribute('href');
  await page.getByRole('link', { name: 'رفتن به صفحهٔ ۲' }).click();
  await expect.poll(() => param(page, 'page')).toBe('2');
  await expect(page.locator('a[href^="/products/"]').first()).not.toHaveAttribute('href', firstPage ?? '');
  await page.reload();
  expect(param(page, 'page')).toBe('2');
});

test('the next page carries on after the last product seen, though a new one arrived meanwhile', async ({ page, request }) => {
  const headers = { Authorization: `Token ${await tokenFor(request, STAFF)}` };
  // A word no other product has, so that the search lists these alone: a retry, on the same shop, uses another.
  const word = `زرشکانه${'ابپت'[test.info().retry % 4]}`;
  const made: number[] = [];
  const add = async (number: number) => {
    const response = await request.post('/api/admin/products', {
      headers,
      data: { name: `${word} شماره ${number}`, regular_price: 90_000_000, stock_type: 'unlimited' },
    });
    expect(response.status()).toBe(201);
    made.push((await response.json()).id);
  };
  try {
    // One more than a page: the oldest is alone on the second page.
    for (let number = 1; number <= PAGE_SIZE.listingProducts + 1; number++) await add(number);
    await page.goto(`/products?search=${encodeURIComponent(word)}`);
    const names = page.locator('section[aria-labelledby="listing-count"]').getByRole('heading', { level: 3 });
    await expect(names).toHaveCount(PAGE_SIZE.listingProducts);
    const lastSeen = await names.last().textContent();

    // A product arrives at the top while the customer reads the first page.
    await add(PAGE_SIZE.listingProducts + 2);
    await page.getByRole('link', { name: 'صفحهٔ بعد' }).click();
    await expect.poll(() => param(page, 'page')).toBe('2');
    await expect(names).toHaveText([`${word} شماره 1`]);
    expect(lastSeen).toBe(`${word} شماره 2`);
  } finally {
    for (const id of made) await request.delete(`/api/admin/products/${id}`, { headers });
  }
});
