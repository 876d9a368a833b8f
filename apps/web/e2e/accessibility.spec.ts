import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { expect, test } from './fixtures.ts';
import { tokenFor } from './sign-in.ts';

/** Every rule axe has, its experimental ones (such as a label that differs from the visible text) included. */
const ALL_RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

const listed = (violations: Result[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

async function expectNoViolations(page: Page) {
  await page.waitForTimeout(500);
  const { violations } = await new AxeBuilder({ page }).withTags(ALL_RULES).analyze();
  expect(listed(violations)).toEqual([]);
}

/** Every storefront page a visitor reaches, with something on it that shows it has loaded. */
const storefront = [
  ['home', '/', 'a[href^="/products/"]'],
  ['listing', '/products', 'a[href^="/products/"]'],
  ['product', '/products/1', 'h1'],
  ['contacts', '/contacts', 'h1'],
  ['about', '/abouts', 'h1'],
  ['sign-in', '/auth/signin', 'input'],
  ['not-found', '/no-such-page', 'h1'],
] as const;

/** The customer's own pages, signed in. */
const profile = [
  ['account', '/profile/account'],
  ['addresses', '/profile/address'],
  ['favourites', '/profile/favorites'],
  ['schedules', '/profile/schedules'],
  ['name completion', '/shop/profile'],
] as const;

for (const width of [390, 1280]) {
  for (const [name, path, loaded] of storefront) {
    test(`${name} at ${width} px has no accessibility violation of any impact`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fa-IR' });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator(loaded).first()).toBeVisible();
      await expectNoViolations(page);
      await context.close();
    });
  }

  for (const [name, path] of profile) {
    test(`${name} at ${width} px has no accessibility violation of any impact`, async ({ browser, request }) => {
      const token = await tokenFor(request, '09120009900');
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fa-IR' });
      await context.addInitScript((saved) => localStorage.setItem('token', saved), token);
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page);
      await context.close();
    });
  }
}
