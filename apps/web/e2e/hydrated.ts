import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken over the element. Parts of a server-rendered page below the first screen come alive
 * only when scrolled to; until then a link there is a plain link, which leaves the app (offline, for the browser's
 * own error page) instead of navigating inside it.
 */
export async function hydrated(element: Locator): Promise<Locator> {
  // The element may be drawn afresh meanwhile (placeholders giving way to goods): each try finds it again.
  await expect(async () => {
    await element.scrollIntoViewIfNeeded();
    expect(await element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(true);
  }).toPass();
  return element;
}
