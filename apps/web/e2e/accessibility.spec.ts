import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { Result } from 'axe-core';
import { expect, test } from './fixtures.ts';
import { tokenFor } from './sign-in.ts';

/** Every rule axe has, its experimental ones (such as a label that differs from the visible text) included. */
const ALL_RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

const listed = (violations: Result[]) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

async function expectNoBlockingViolations(page: Page) {
  // MUI transitions settle before the scan.
  await page.waitForTimeout(500);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(listed(violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'))).toEqual([]);
}

async function expectNoViolations(page: Page) {
  await page.waitForTimeout(500);
  const { violations } = await new AxeBuilder({ page }).withTags(ALL_RULES).analyze();
  expect(listed(violations)).toEqual([]);
}

for (const width of [390, 1280]) {
  for (const [name, path] of [
    ['home', '/'],
    ['listing', '/products'],
    ['product', '/products/1'],
  ] as const) {
    test(`${name} at ${width} px has no accessibility violation of any impact`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fa-IR' });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('a[href^="/products/"]').first()).toBeVisible();
      await expectNoViolations(page);
      await context.close();
    });
  }

  test(`sign-in at ${width} px has no serious or critical accessibility violations`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fa-IR' });
    const page = await context.newPage();
    await page.goto('/auth/signin');
    await expect(page.getByRole('textbox', { name: 'شماره موبایل' })).toBeVisible();
    await expectNoBlockingViolations(page);
    await context.close();
  });

  for (const [name, path] of [
    ['account', '/profile/account'],
    ['addresses', '/profile/address'],
    ['favourites', '/profile/favorites'],
    ['schedules', '/profile/schedules'],
  ] as const) {
    test(`${name} at ${width} px has no serious or critical accessibility violations`, async ({ browser, request }) => {
      const token = await tokenFor(request, '09120009900');
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fa-IR' });
      await context.addInitScript((saved) => localStorage.setItem('token', saved), token);
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoBlockingViolations(page);
      await context.close();
    });
  }
}
