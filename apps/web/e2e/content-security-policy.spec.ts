import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { readyToCheckOut, signedInAs } from './shopper.ts';
import { tokenFor } from './sign-in.ts';

/**
 * Collects what the page's content security policy refused: the browser's `securitypolicyviolation` events, its
 * console reports, and the errors of scripts that then failed.
 */
async function watchForRefusals(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`securitypolicyviolation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (/securitypolicyviolation|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  page.on('pageerror', (error) => refused.push(`page error: ${error.message}`));
  return refused;
}

/** Opens a page, waits for its code and lazily loaded parts, and answers what was refused meanwhile. */
async function visit(page: Page, refused: string[], path: string) {
  refused.length = 0;
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self' 'sha256-");
  await page.waitForLoadState('networkidle');
  expect(refused, path).toEqual([]);
}

test('every storefront page a visitor opens runs within the content security policy', async ({ page, request }) => {
  const refused = await watchForRefusals(page);
  const product = (await (await request.get('/api/products/public?limit=1')).json()).results[0];
  for (const path of ['/', '/products', `/products/${product.id}`, '/contacts', '/abouts', '/auth/signin', '/no/such/page']) {
    await visit(page, refused, path);
  }
  // A page the browser renders after the first one: its styles are written in the browser.
  await page.getByRole('link', { name: 'ورود' }).first().click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});

test("a customer's own pages run within the content security policy", async ({ page, request }) => {
  const token = await tokenFor(request, '09120006611');
  await page.addInitScript((saved) => localStorage.setItem('token', saved), token);
  const refused = await watchForRefusals(page);
  for (const path of ['/profile/account', '/profile/address', '/profile/favorites', '/profile/schedules', '/shop/profile']) {
    await visit(page, refused, path);
  }
});

test('buying runs within the content security policy, its forms checked by zod included', async ({ page, request }) => {
  await signedInAs(page, await readyToCheckOut(request, '09120007121'));
  const refused = await watchForRefusals(page);
  for (const path of ['/shop/cart', '/checkout', '/checkout/failed']) await visit(page, refused, path);
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'ثبت سفارش' }).click();
  await expect(page.getByText('لطفا روش پرداخت را انتخاب کنید')).toBeVisible();
  expect(refused).toEqual([]);
});

test('the API documents run within their content security policy', async ({ context }) => {
  const page = await context.newPage();
  const refused = await watchForRefusals(page);
  await page.goto('/api/docs');
  await expect(page.getByText('/api/products/public', { exact: true }).first()).toBeVisible();
  expect(refused).toEqual([]);
});
