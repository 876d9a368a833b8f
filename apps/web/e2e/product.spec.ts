import type { ProductSummary, Variation } from '@shop/contract/catalogue';
import type { Paginated } from '@shop/contract/query';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('a variable product needs its attributes before ordering', async ({ page, request }) => {
  const list = (await (await request.get('/api/products/public?limit=100&in_stock=true')).json()) as Paginated<ProductSummary>;
  const variable = list.results.find((product) => product.type === 'variable');
  if (!variable) throw new Error('the demo shop has no variable product in stock');
  const variations = (await (await request.get(`/api/products/public/${variable.id}/variations`)).json()) as Variation[];
  const sellable = variations.find((variation) => variation.in_stock);
  if (!sellable) throw new Error('no variation in stock');

  await page.goto(`/products/${variable.id}`);
  const order = page.getByRole('button', { name: 'افزودن به سبد خرید' }).first();
  await expect(order).toBeDisabled();
  await expect(page.getByText('لطفا یک گزینه را انتخاب کنید').first()).toBeVisible();

  for (const chosen of sellable.variation_attributes) {
    await page
      .getByRole('group', { name: chosen.attribute.name })
      .getByRole('button', { name: chosen.value.value, exact: true })
      .click();
  }
  await expect(order).toBeEnabled();

  await page.getByRole('button', { name: 'پاک کردن انتخاب‌ها' }).click();
  await expect(order).toBeDisabled();

  for (const chosen of sellable.variation_attributes) {
    await page
      .getByRole('group', { name: chosen.attribute.name })
      .getByRole('button', { name: chosen.value.value, exact: true })
      .click();
  }
  // A visitor's order starts with signing in.
  await order.click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
});

test('a product with less than one pack in stock shows unavailable on its card, in search and on its page', async ({ page }) => {
  // The demo's surgical masks: 40 left, sold in packs of 50.
  const name = 'ماسک جراحی بنددار هارتمن مدل Foliodress';
  await page.goto(`/products?search=${encodeURIComponent('ماسک جراحی بنددار')}`);
  const card = page.getByRole('link', { name: new RegExp(name) });
  await expect(card.getByText('ناموجود')).toBeVisible();
  // The listing's in-stock filter leaves it out.
  await page.goto(`/products?search=${encodeURIComponent('ماسک جراحی بنددار')}&in_stock=true`);
  await expect(page.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);

  await page.goto('/products/140');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('ناموجود').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'افزودن به سبد خرید' }).first()).toBeDisabled();
});

test('the share dialog copies the link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/products/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'اشتراک‌گذاری' }).click();
  await page.getByRole('button', { name: 'کپی لینک' }).click();
  await expect(page.getByText('لینک کپی شد')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('the product page carries its sharing tags in the HTML itself', async ({ request }) => {
  const html = await (await request.get('/products/1')).text();
  expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\.webp"/);
  expect(html).toContain('application/ld+json');
});
