import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'جست‌وجو در محصولات' });

test('suggestions span the phone and show long names whole, on up to two lines', async ({ page }) => {
  await page.goto('/');
  const search = searchBox(page);
  await search.click();
  await search.pressSequentially('فشارسنج', { delay: 30 });
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option').first()).toBeVisible();
  await expect(listbox.getByRole('option').last()).toContainText('مشاهده همه نتایج');

  const box = await listbox.boundingBox();
  if (!box) throw new Error('the suggestions have no box');
  // The screen's width less a small margin each side, where it was once the box's narrow 220 px.
  expect(box.width).toBeGreaterThanOrEqual(PHONE.width - 2 * 16);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);

  const names = listbox.getByRole('option').locator('p');
  expect(await names.count()).toBeGreaterThan(1);
  for (const name of await names.all()) {
    const shape = await name.evaluate((element) => ({
      cut: element.scrollWidth > element.clientWidth + 1,
      lines: Math.round(element.clientHeight / Number.parseFloat(getComputedStyle(element).lineHeight)),
    }));
    expect(shape.cut).toBe(false);
    expect(shape.lines).toBeLessThanOrEqual(2);
  }
});

test('a search without a match says so and leads to the whole shop', async ({ page }) => {
  await page.goto('/');
  const search = searchBox(page);
  await search.click();
  await search.pressSequentially('زرافه', { delay: 30 });
  const way = page.getByRole('option', { name: /مشاهدهٔ همهٔ کالاها/ });
  await expect(way).toBeVisible();
  await expect(way).toContainText('کالایی با این نام پیدا نشد');
  // Reached from the keyboard as any suggestion is.
  await search.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', (await way.getAttribute('id')) ?? '');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('فروشگاه');
  await expect(search).toHaveValue('');
});

test('Enter opens the listing and the box keeps the search there, after a reload too, and empties elsewhere', async ({
  page,
}) => {
  await page.goto('/');
  const search = searchBox(page);
  await search.click();
  await search.pressSequentially('دماسنج', { delay: 30 });
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=/);
  expect(new URL(page.url()).searchParams.get('search')).toBe('دماسنج');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتایج جست‌وجوی «دماسنج»');
  await expect(search).toHaveValue('دماسنج');

  await page.reload();
  await expect(searchBox(page)).toHaveValue('دماسنج');

  await page.getByRole('link', { name: 'خانه' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(searchBox(page)).toHaveValue('');
  await page.goBack();
  await expect(searchBox(page)).toHaveValue('دماسنج');
});

test('the search is a plain form in the HTML that works without JavaScript', async ({ browser, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<form[^>]*role="search"[^>]*action="\/products"[^>]*method="get"/);
  expect(html).toMatch(/<input[^>]*name="search"/);

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, locale: 'fa-IR' });
  const page = await context.newPage();
  await page.goto('/');
  const search = page.getByRole('search').getByRole('textbox', { name: 'جست‌وجو در محصولات' });
  await search.fill('فشارسنج');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=/);
  expect(new URL(page.url()).searchParams.get('search')).toBe('فشارسنج');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتایج جست‌وجوی «فشارسنج»');
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /فشارسنج/ })
      .first(),
  ).toBeVisible();
  // The server's box holds the search it led to.
  await expect(search).toHaveValue('فشارسنج');
  await context.close();
});
