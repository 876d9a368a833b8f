import { formatNumber, formatToman } from '@shop/contract/persian';
import type { Catalogue, CatalogueItem } from '@shop/contract/shared-catalogues';
import { expect, test } from './fixtures.ts';

/** The demo shop's catalogue (apps/api/src/db/seed/demo-shop.ts). */
const KEY = 'sepid-demo-catalogue-2026';
const PAGE = `/catalogs?key=${KEY}`;
/** The demo store's WhatsApp number, as its general settings give it. */
const STORE_WHATSAPP = '989121234567';

test.use({ viewport: { width: 390, height: 844 } });

async function demoCatalogue(request: { get: (url: string) => Promise<{ json: () => Promise<unknown> }> }) {
  const catalogue = (await (await request.get(`/api/products/catalogs/${KEY}`)).json()) as Catalogue;
  const orderable = (test: (item: CatalogueItem) => boolean) => {
    const found = catalogue.items.find((item) => item.availability === 'available' && test(item));
    if (!found) throw new Error('the demo catalogue lacks an item the journey needs');
    return found.product_data;
  };
  return {
    catalogue,
    single: orderable((item) => item.product_data.quantity_step === 1),
    pack: orderable((item) => item.product_data.quantity_step > 1),
  };
}

test('a visitor fills the catalogue`s cart in steps with notes, keeps it over a reload, and orders it on WhatsApp', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Nothing leaves the machine: the chat app's address is answered here, and window.open only noted.
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: '' }));
  const { catalogue, single, pack } = await demoCatalogue(request);

  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: catalogue.name })).toBeVisible();
  await expect(page.getByText('آخرین به‌روزرسانی: ۱۰ آبان ۱۴۰۵')).toBeVisible();
  await expect(page.getByRole('region', { name: 'اطلاعیه‌ها' })).toHaveCount(0);
  // The store's long notes open on asking.
  await page.getByRole('button', { name: 'نمایش بیشتر' }).click();
  await expect(page.getByText(catalogue.public_notes)).toBeVisible();
  // What cannot be ordered is listed, marked, without an add button.
  await expect(page.getByText('ناموجود', { exact: true })).toBeVisible();
  await expect(page.getByText('برای قیمت تماس بگیرید')).toBeVisible();

  await page.getByRole('button', { name: `افزودن ${single.name} به سبد` }).click();
  await page
    .getByRole('group', { name: `تعداد ${single.name}` })
    .getByRole('button', { name: 'افزایش' })
    .click();
  await page.getByRole('button', { name: `افزودن ${pack.name} به سبد` }).click();
  const packStepper = page.getByRole('group', { name: `تعداد ${pack.name}` });
  await expect(packStepper.getByRole('textbox', { name: 'تعداد' })).toHaveValue(formatNumber(pack.quantity_step));
  await packStepper.getByRole('button', { name: 'افزایش' }).click();
  await expect(packStepper.getByRole('textbox', { name: 'تعداد' })).toHaveValue(formatNumber(pack.quantity_step * 2));

  const total = single.price * 2 + pack.price * pack.quantity_step * 2;
  const bar = page.getByRole('region', { name: 'سبد کاتالوگ' });
  await expect(bar).toContainText('۲ کالا در سبد');
  await expect(bar).toContainText(formatToman(total));

  await page.reload();
  await expect(bar).toContainText('۲ کالا در سبد');
  await expect(bar).toContainText(formatToman(total));

  await bar.getByRole('button', { name: 'مشاهده سبد و سفارش' }).click();
  const dialog = page.getByRole('dialog', { name: /سبد سفارش/ });
  await dialog.getByRole('textbox', { name: 'یادداشت شما' }).first().fill('لطفا با فاکتور رسمی');
  await expect(dialog.getByText('مبلغ کل')).toBeVisible();
  await expect(dialog.locator('dl')).toContainText(formatToman(total));
  // Back closes the dialog and keeps the page, as every dialog of the shop does.
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${baseURL}${PAGE}`);
  await bar.getByRole('button', { name: 'مشاهده سبد و سفارش' }).click();
  await expect(dialog.getByRole('textbox', { name: 'یادداشت شما' }).first()).toHaveValue('لطفا با فاکتور رسمی');

  await page.evaluate(() => {
    window.open = (url) => {
      (window as { opened?: string }).opened = String(url);
      return null;
    };
  });
  await dialog.getByRole('button', { name: 'سفارش در واتس‌اپ' }).click();
  const message = [
    `سلام، سفارش از کاتالوگ «${catalogue.name}»:`,
    `۱. ${single.name}\nتعداد: ۲\n${baseURL}/products/${single.id}\nیادداشت: لطفا با فاکتور رسمی`,
    `۲. ${pack.name}\nتعداد: ${formatNumber(pack.quantity_step * 2)}\n${baseURL}/products/${pack.id}`,
    `جمع: ${formatToman(total)}`,
  ].join('\n\n');
  expect(await page.evaluate(() => (window as { opened?: string }).opened)).toBe(
    `https://wa.me/${STORE_WHATSAPP}?text=${encodeURIComponent(message)}`,
  );

  // The order was the message: the cart is empty, and stays so.
  await expect(dialog).toBeHidden();
  await expect(bar).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(`catalogue-cart:${key}`), KEY)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: catalogue.name })).toBeVisible();
  await expect(bar).toHaveCount(0);

  await page.getByRole('link', { name: 'بازگشت به فروشگاه' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('the catalogue`s link is copied with a toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await page.getByRole('button', { name: 'کپی لینک کاتالوگ' }).click();
  await expect(page.getByText('لینک کپی شد')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('a wrong key, or none, is the not-found page', async ({ page }) => {
  for (const path of ['/catalogs?key=no-such-catalogue', '/catalogs']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('صفحه مورد نظر یافت نشد.')).toBeVisible();
  }
});

test('a shared link previews with the catalogue`s name, notes and first picture, and is kept out of search results', async ({
  request,
  baseURL,
}) => {
  const { catalogue } = await demoCatalogue(request);
  const answer = await request.get(PAGE);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const meta = (attribute: 'property' | 'name', name: string) =>
    html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1];
  expect(meta('property', 'og:title')).toContain(catalogue.name);
  // Cut near what a preview shows, at a word.
  expect(catalogue.public_notes.startsWith(meta('property', 'og:description')?.replace(/…$/, '') ?? '-')).toBe(true);
  expect(meta('property', 'og:url')).toBe(`${baseURL}${PAGE}`);
  const firstPicture = catalogue.items.find((item) => item.product_data.featured_image)?.product_data.featured_image;
  expect(meta('property', 'og:image')).toBe(`${baseURL}${firstPicture?.f}`);
  expect(meta('name', 'twitter:card')).toBe('summary_large_image');
  expect(meta('name', 'robots')).toBe('noindex');
  expect(html).not.toContain('rel="canonical"');
});
