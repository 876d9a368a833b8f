import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 } });

/** Whether the focused element shows where the keyboard is: an outline of 2 px or more, or a ring drawn as a shadow. */
function focusShown(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: 'body', shown: false };
    const styled = (target: Element) => {
      const style = getComputedStyle(target);
      return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
    };
    // A text field's ring is drawn on its box around the input; a switch's, checkbox's or slider's on the part the
    // hidden input sits in.
    const ring = element.closest('.MuiInputBase-root, .MuiButtonBase-root, .MuiSlider-thumb') ?? element.parentElement ?? element;
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? element.tagName;
    return { name: `${element.tagName} ${name}`, shown: styled(element) || styled(ring) };
  });
}

test('the first Tab reaches the skip link, which leads past the header to the page', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'پرش به محتوای اصلی' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  // The next stop is in the page itself, not in the announcements or the header.
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});

for (const [name, path] of [
  ['home', '/'],
  ['listing', '/products'],
  ['product', '/products/1'],
] as const) {
  test(`every control on the ${name} page shows a focus ring when reached by the keyboard`, async ({ page }) => {
    await page.goto(path);
    // This journey is about focus rings, so it starts once the header's live search box has taken the server's place:
    // a Tab landing on the server's box at the moment it is replaced still loses the focus to the page on a busy
    // machine (the handover's known flaw, left for a fix of its own).
    await expect(page.getByRole('combobox', { name: 'جست‌وجو در محصولات' })).toBeVisible();
    // The product's similar products come after the page: without them its stops run out before forty Tabs, and the
    // focus would leave the page.
    if (name === 'product') await expect(page.getByRole('heading', { name: 'محصولات مشابه' })).toBeVisible();
    const unseen: string[] = [];
    let previous = 'the page';
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press('Tab');
      const focus = await focusShown(page);
      // The stop before is named too: a focus lost to the body is found by where it was.
      if (!focus.shown) unseen.push(`${focus.name} (after ${previous})`);
      previous = focus.name;
    }
    expect(unseen).toEqual([]);
  });
}
