import type { Page } from '@playwright/test';
import type { Variation } from '@shop/contract/catalogue';
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
    return found;
  };
  const simple = (item: CatalogueItem) => item.product_data.type === 'simple';
  return {
    catalogue,
    single: orderable((item) => simple(item) && item.product_data.quantity_step === 1).product_data,
    pack: orderable((item) => simple(item) && item.product_data.quantity_step > 1).product_data,
    /** A variable product with a variation sold out beside those in stock. */
    variable: orderable((item) => item.variations.some((variation) => variation.stock_type === 'out_of_stock')),
  };
}

/** The visitor's cart of the demo catalogue as this browser keeps it. */
const storedCart = (page: Page) => page.evaluate((key) => localStorage.getItem(`catalogue-cart:${key}`), KEY);

test('a visitor fills the catalogue`s cart in steps with notes, keeps it over a reload, sends it, and empties it once sent', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  // Nothing leaves the machine: the chat apps' addresses are answered here.
  for (const app of ['https://wa.me/**', 'https://t.me/**', 'https://eitaa.com/**', 'https://ble.ir/**']) {
    await context.route(app, (route) => route.fulfill({ body: '' }));
  }
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
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

  const message = [
    `سلام، سفارش از کاتالوگ «${catalogue.name}»:`,
    `۱. ${single.name}\nتعداد: ۲\n${baseURL}/products/${single.id}\nیادداشت: لطفا با فاکتور رسمی`,
    `۲. ${pack.name}\nتعداد: ${formatNumber(pack.quantity_step * 2)}\n${baseURL}/products/${pack.id}`,
    `جمع: ${formatToman(total)}`,
  ].join('\n\n');
  // The text, to paste in any chat.
  await dialog.getByRole('button', { name: 'کپی متن سفارش' }).click();
  await expect(dialog.getByRole('button', { name: 'کپی شد' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message);

  // Every messenger of the store's settings; WhatsApp and Telegram take the text in their links.
  const text = encodeURIComponent(message);
  const send = dialog.getByRole('region', { name: 'ارسال سفارش به فروشگاه' });
  for (const [name, href] of [
    ['واتس‌اپ', `https://wa.me/${STORE_WHATSAPP}?text=${text}`],
    ['تلگرام', `https://t.me/sepidmed?text=${text}`],
    ['ایتا', 'https://eitaa.com/sepidmed'],
    ['بله', 'https://ble.ir/sepidmed'],
  ] as const) {
    await expect(send.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await page.evaluate(() => navigator.clipboard.writeText(''));
  const chat = context.waitForEvent('page');
  await send.getByRole('link', { name: 'بله', exact: true }).click();
  expect((await chat).url()).toBe('https://ble.ir/sepidmed');
  await (await chat).close();
  // Bale's link takes no text: it was copied to paste there.
  await expect(dialog.getByRole('status')).toContainText('متن سفارش کپی شده است');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(message);

  // Pressing a messenger is not sending (it may be filtered): the cart stays until the visitor says it went.
  await expect(dialog.getByRole('list', { name: 'کالاهای سبد' }).getByRole('listitem')).toHaveCount(2);
  expect(await storedCart(page)).not.toBeNull();
  await dialog.getByRole('button', { name: 'سفارش را فرستادم، سبد خالی شود' }).click();
  await expect(dialog).toBeHidden();
  await expect(bar).toHaveCount(0);
  expect(await storedCart(page)).toBeNull();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: catalogue.name })).toBeVisible();
  await expect(bar).toHaveCount(0);

  await page.getByRole('link', { name: 'بازگشت به فروشگاه' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test('a variable product is ordered in a variation chosen as on its page, named and priced in the cart and the message', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { variable } = await demoCatalogue(request);
  const product = variable.product_data;
  const [attribute] = variable.variable_attributes;
  if (!attribute || variable.variable_attributes.length !== 1) throw new Error('the journey expects one attribute');
  const sizeOf = (variation: Variation) => variation.variation_attributes[0]?.value.value ?? '';
  const soldOut = variable.variations.find((variation) => variation.stock_type === 'out_of_stock');
  const chosen = variable.variations.find((variation) => variation.stock_type === 'unlimited');
  if (!soldOut || !chosen) throw new Error('the demo`s variable product lacks a variation the journey needs');

  await page.goto(PAGE);
  // No add button: the variation is asked for first.
  await expect(page.getByRole('button', { name: `افزودن ${product.name} به سبد` })).toHaveCount(0);
  await page.getByRole('button', { name: `انتخاب ویژگی‌های ${product.name}` }).click();
  const picker = page.getByRole('dialog', { name: product.name });
  const add = picker.getByRole('button', { name: 'افزودن به سبد' });
  await expect(add).toBeDisabled();
  await expect(picker.getByText('لطفا یک گزینه را انتخاب کنید')).toBeVisible();
  const values = picker.getByRole('group', { name: new RegExp(attribute.attribute.name) });
  await values.getByRole('button', { name: sizeOf(soldOut), exact: true }).click();
  await expect(picker.getByText('ناموجود', { exact: true })).toBeVisible();
  await expect(add).toBeDisabled();
  await values.getByRole('button', { name: sizeOf(chosen), exact: true }).click();
  await expect(picker).toContainText(formatNumber(chosen.price));
  await add.click();
  await expect(picker).toBeHidden();

  const label = `${attribute.attribute.name}: ${sizeOf(chosen)}`;
  await expect(page.getByText(`در سبد: ${label} (۱ عدد)`)).toBeVisible();
  const bar = page.getByRole('region', { name: 'سبد کاتالوگ' });
  await expect(bar).toContainText(formatToman(chosen.price));
  // The same variation is not added twice.
  await page.getByRole('button', { name: `انتخاب ویژگی‌های ${product.name}` }).click();
  await values.getByRole('button', { name: sizeOf(chosen), exact: true }).click();
  await expect(picker.getByRole('button', { name: 'این مورد در سبد است' })).toBeDisabled();
  await picker.getByRole('button', { name: 'بستن' }).click();

  await bar.getByRole('button', { name: 'مشاهده سبد و سفارش' }).click();
  const dialog = page.getByRole('dialog', { name: /سبد سفارش/ });
  await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'کپی متن سفارش' }).click();
  await expect(dialog.getByRole('button', { name: 'کپی شد' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    `۱. ${product.name}\n${label}\nقیمت: ${formatToman(chosen.price)}\nتعداد: ۱\n${baseURL}/products/${product.id}`,
  );
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
