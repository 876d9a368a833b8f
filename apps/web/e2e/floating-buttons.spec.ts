import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hydrated } from './hydrated.ts';
import { readyToCheckOut, signedInAs } from './shopper.ts';

/**
 * Finds what floats over the page (fixed controls narrower than half the screen: the contact menu, the way back to
 * the top) and every line of text beneath it at the current scroll position; at the page's end, the fixed bars
 * (the phone's bottom bar, the product's buy bar) count too, as nothing may stay hidden under them there.
 */
async function textUnderFloatingControls(page: Page, atEnd: boolean): Promise<string[]> {
  return page.evaluate((includeBars) => {
    const fixed = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      if (getComputedStyle(element).position !== 'fixed') return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    });
    const floating = fixed.filter((element) => {
      const box = element.getBoundingClientRect();
      return includeBars || box.width < window.innerWidth / 2;
    });
    const within = (node: Node) => fixed.some((element) => element.contains(node));
    const overlaps: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || within(node)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('[aria-hidden="true"]') || getComputedStyle(parent).visibility === 'hidden') continue;
      // What a scrolling or clipping box (a carousel) cuts off is not on screen.
      let clip = new DOMRect(0, 0, window.innerWidth, window.innerHeight);
      for (let box: HTMLElement | null = parent; box; box = box.parentElement) {
        if (getComputedStyle(box).overflow === 'visible') continue;
        const edges = box.getBoundingClientRect();
        const left = Math.max(clip.left, edges.left);
        const top = Math.max(clip.top, edges.top);
        clip = new DOMRect(left, top, Math.min(clip.right, edges.right) - left, Math.min(clip.bottom, edges.bottom) - top);
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const left = Math.max(rect.left, clip.left);
        const top = Math.max(rect.top, clip.top);
        const line = new DOMRect(left, top, Math.min(rect.right, clip.right) - left, Math.min(rect.bottom, clip.bottom) - top);
        if (line.width <= 0 || line.height <= 0) continue;
        for (const control of floating) {
          const box = control.getBoundingClientRect();
          const apart = line.right <= box.left || line.left >= box.right || line.bottom <= box.top || line.top >= box.bottom;
          if (!apart)
            overlaps.push(
              `«${node.textContent.trim().slice(0, 40)}» under ${control.getAttribute('aria-label') ?? control.tagName}`,
            );
        }
      }
    }
    return [...new Set(overlaps)];
  }, atEnd);
}

/**
 * Scrolls to `top` and waits until the page has answered: two frames for its scroll handlers to render, then until
 * every transition started meanwhile (the way back to the top zooming in or out) has ended. The announcements' strip,
 * which moves for ever, is not waited for.
 */
async function scrolledTo(page: Page, top: number | 'end') {
  await page.evaluate(async (y) => {
    window.scrollTo(0, y === 'end' ? document.documentElement.scrollHeight : y);
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  }, top);
}

/** Scrolls through the page a screen at a time and collects text found under a floating control anywhere on the way. */
async function overlapsThroughout(page: Page): Promise<string[]> {
  // What arrives after the page (the product's related goods, lazily loaded parts) is in before the scan starts.
  await page.waitForLoadState('networkidle');
  const found: string[] = [];
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const screen = page.viewportSize()?.height ?? 800;
  for (let top = 0; top < height; top += Math.round(screen * 0.6)) {
    await scrolledTo(page, top);
    found.push(...(await textUnderFloatingControls(page, false)));
  }
  await scrolledTo(page, 'end');
  // The footer comes alive once scrolled to.
  await hydrated(page.locator('footer'));
  await scrolledTo(page, 'end');
  found.push(...(await textUnderFloatingControls(page, true)));
  return [...new Set(found)];
}

for (const width of [390, 1280]) {
  for (const [name, path] of [
    ['home', '/'],
    ['listing', '/products'],
    ['product', '/products/43'],
  ] as const) {
    test(`no floating button hides text on the ${name} page, footer included, at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, locale: 'fa-IR' });
      const page = await context.newPage();
      await page.goto(path);
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      // The contact menu comes after the page; the check waits for it, as it is the one most likely in the way.
      if (width >= 1024) await expect(page.getByRole('button', { name: 'راه‌های تماس با فروشگاه' })).toBeVisible();
      expect(await overlapsThroughout(page)).toEqual([]);
      await context.close();
    });
  }
}

for (const width of [390, 1280]) {
  for (const [name, path, shown] of [
    ['cart', '/shop/cart', 'ادامه و ثبت سفارش'],
    ['checkout', '/checkout', 'ثبت سفارش'],
  ] as const) {
    test(`no floating button hides text on the ${name} page at ${width} px`, async ({ browser, request }) => {
      const token = await readyToCheckOut(request, '09120007131');
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, locale: 'fa-IR' });
      const page = await context.newPage();
      await signedInAs(page, token);
      await page.goto(path);
      await expect(page.getByText(shown, { exact: true })).toBeVisible();
      if (width >= 1024) await expect(page.getByRole('button', { name: 'راه‌های تماس با فروشگاه' })).toBeVisible();
      expect(await overlapsThroughout(page)).toEqual([]);
      await context.close();
    });
  }
}

test('on a phone the contacts and the way back to the top sit in the bottom bar', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/products');
  const bar = page.getByRole('navigation', { name: 'پیمایش پایین صفحه' });
  const top = bar.getByRole('button', { name: 'بازگشت به بالای صفحه' });
  await expect(top).toBeHidden();
  await page.mouse.wheel(0, 1500);
  await expect(top).toBeVisible();
  await top.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await bar.getByRole('button', { name: 'تماس' }).click();
  const sheet = page.getByRole('dialog', { name: 'تماس با فروشگاه' });
  await expect(sheet.getByRole('link', { name: 'تماس با پشتیبانی' })).toHaveAttribute('href', /^tel:/);
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/products$/);
});
