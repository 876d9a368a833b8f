import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { OrderList } from '@shop/contract/orders';
import type { Result } from 'axe-core';
import { codeSnifferErrors } from './code-sniffer.ts';
import { expect, test } from './fixtures.ts';
import { checkOutThroughApi, readyToCheckOut, signedInAs } from './shopper.ts';
import { tokenFor } from './sign-in.ts';

/** Every rule axe has, its experimental ones (such as a label that differs from the visible text) included. */
const ALL_RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

/** Each violation with its elements, and for each a part of its HTML and axe's reason, to find it by when it fails. */
const listed = (violations: Result[]) =>
  violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)} (${node.failureSummary ?? ''})`).join(', ')}`,
  );

/**
 * MUI's focus trap around an open dialog: two empty, unlabelled stops at its ends that hand the focus straight back
 * to the dialog's first or last control. axe's experimental focus-order rule asks a role of any stop; these are never
 * where the focus stays, so they are left out of a scan with a dialog open, and nothing else is.
 */
const FOCUS_TRAP_GUARDS = ['[data-testid="sentinelStart"]', '[data-testid="sentinelEnd"]'];

/**
 * axe measures where every element lies once, then reads colours at those places for seconds: a page that moves
 * meanwhile (its code taking over the server's HTML, lazily loaded parts arriving, the font replacing the fallback)
 * has it read one element's colour off another. The scan waits until the page is live, its fonts are in and its
 * layout has held still for a moment.
 */
async function settled(page: Page) {
  // The announcements' strip moves for ever unless the visitor asks for less motion; the scan asks.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Sections below the fold skip rendering (content-visibility: auto) at a placeholder height until they come into
  // view. The scan scrolls to them, and they took their own height under it, moving the footer beneath the articles.
  // One pass down the page renders each once, and they keep that height from then on.
  await page.evaluate(async () => {
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo(0, top);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    window.scrollTo(0, 0);
  });
  const layout = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main *, header *, footer *')]
        .map((element) => {
          const { top, left, width, height } = element.getBoundingClientRect();
          return `${top},${left},${width},${height}`;
        })
        .join(';'),
    );
  await expect
    .poll(async () => {
      const before = await layout();
      await page.waitForTimeout(250);
      return before === (await layout());
    })
    .toBe(true);
}

async function expectNoViolations(page: Page, { dialogOpen = false } = {}) {
  await settled(page);
  // Only the violations are read: axe leaves out the elements of the other results rather than send them over, and
  // a page without frames (all but the contacts' map) is scanned in one go, without the blank page that gathers
  // frames' results. The same rules run either way, at a third to a fifth of the time.
  const axe = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(ALL_RULES)
    .setLegacyMode(page.frames().length === 1);
  if (dialogOpen) for (const guard of FOCUS_TRAP_GUARDS) axe.exclude(guard);
  const { violations } = await axe.analyze();
  expect(listed(violations)).toEqual([]);
  // A second engine, as pa11y runs it: HTML_CodeSniffer reads the same page for WCAG 2 AA.
  expect(await codeSnifferErrors(page)).toEqual([]);
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
  ['checkout success without an order', '/checkout/success', 'h1'],
  ['checkout failed', '/checkout/failed', 'h1'],
] as const;

/** The customer's own pages, signed in. */
const profile = [
  ['account', '/profile/account'],
  ['addresses', '/profile/address'],
  ['favourites', '/profile/favorites'],
  ['schedules', '/profile/schedules'],
  ['name completion', '/shop/profile'],
] as const;

/** Buying, for a customer with a name, an address and a product in the cart, each page or dialog once it shows. */
const buying: [string, string, (page: Page) => Promise<void>][] = [
  ['cart', '/shop/cart', (page) => expect(page.getByRole('link', { name: 'ادامه و ثبت سفارش' })).toBeVisible()],
  ['checkout', '/checkout', (page) => expect(page.getByRole('button', { name: 'ثبت سفارش' })).toBeVisible()],
  [
    'add-to-cart dialog',
    '/products/1',
    async (page) => {
      await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
      await expect(page.getByRole('dialog', { name: 'افزودن به سبد خرید' })).toBeVisible();
    },
  ],
];

/** A customer with one order paid on delivery, placed once for every scan of the orders' pages. */
let ordered: Promise<{ token: string; id: number; key: string }> | undefined;
function customerWithAnOrder(request: Parameters<typeof readyToCheckOut>[0]) {
  ordered ??= (async () => {
    const token = await readyToCheckOut(request, '09120007146');
    await checkOutThroughApi(request, token, 'cash_on_delivery');
    const headers = { authorization: `Token ${token}` };
    const list = (await (await request.get('/api/users/me/orders', { headers })).json()) as OrderList;
    const order = list.results[0];
    if (!order) throw new Error('the order was not placed');
    return { token, id: order.id, key: order.key };
  })();
  return ordered;
}

/** The orders' pages of a customer with an order, each once it shows what it is for. */
const orderPages: [string, (order: { id: number; key: string }) => string, (page: Page) => Promise<void>][] = [
  ['orders list', () => '/profile/orders', (page) => expect(page.getByRole('table', { name: 'سفارش‌ها' })).toBeVisible()],
  [
    'orders filter dialog',
    () => '/profile/orders',
    async (page) => {
      await page.getByRole('button', { name: 'فیلتر' }).click();
      await expect(page.getByRole('dialog', { name: 'فیلتر سفارش‌ها' })).toBeVisible();
    },
  ],
  [
    'order invoice',
    ({ id }) => `/profile/orders/${id}`,
    (page) => expect(page.getByRole('region', { name: 'جمع فاکتور' })).toBeVisible(),
  ],
  [
    'order payments',
    ({ id }) => `/profile/orders/${id}?tab=payments`,
    (page) => expect(page.getByRole('tabpanel')).toBeVisible(),
  ],
  [
    'order notes',
    ({ id }) => `/profile/orders/${id}?tab=notes`,
    (page) => expect(page.getByText('فروشگاه یادداشتی برای این سفارش ثبت نکرده است.')).toBeVisible(),
  ],
  [
    'order tracking for a visitor',
    ({ key }) => `/order_tracking?key=${key}`,
    (page) => expect(page.getByRole('link', { name: 'وارد حساب خود شوید' })).toBeVisible(),
  ],
  [
    'order tracking with its payment',
    ({ key }) => `/order_tracking?key=${key}`,
    async (page) => {
      await page.getByRole('button', { name: 'پرداخت سفارش' }).click();
      await expect(page.getByRole('radio', { name: /پرداخت آنلاین/ })).toBeVisible();
    },
  ],
];

for (const width of [390, 1280]) {
  for (const [name, path, shown] of orderPages) {
    test(`${name} at ${width} px has no accessibility violation of any impact`, async ({ browser, request }) => {
      const order = await customerWithAnOrder(request);
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fa-IR' });
      const page = await context.newPage();
      if (!name.endsWith('visitor')) await signedInAs(page, order.token);
      await page.goto(path(order));
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      await shown(page);
      await expectNoViolations(page, { dialogOpen: name.endsWith('dialog') });
      await context.close();
    });
  }

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

  for (const [name, path, shown] of buying) {
    test(`${name} at ${width} px has no accessibility violation of any impact`, async ({ browser, request }) => {
      const token = await readyToCheckOut(request, '09120007199');
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fa-IR' });
      const page = await context.newPage();
      await signedInAs(page, token);
      await page.goto(path);
      // Its buttons work once the page is live.
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      await shown(page);
      await expectNoViolations(page, { dialogOpen: name.endsWith('dialog') });
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

test(`the header's cart dialog at 1280 px has no accessibility violation of any impact`, async ({ browser, request }) => {
  const token = await readyToCheckOut(request, '09120007199');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'fa-IR' });
  const page = await context.newPage();
  await signedInAs(page, token);
  await page.goto('/');
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
  await page.getByRole('link', { name: 'سبد خرید، ۱ کالا' }).click();
  await expect(page.getByRole('dialog').getByText('فشارسنج بازویی دیجیتال امرن مدل M3')).toBeVisible();
  await expectNoViolations(page, { dialogOpen: true });
  await context.close();
});
