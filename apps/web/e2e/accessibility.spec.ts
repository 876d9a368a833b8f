import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';

for (const width of [390, 1280]) {
  for (const [name, path] of [
    ['home', '/'],
    ['listing', '/products'],
    ['product', '/products/1'],
  ] as const) {
    test(`${name} at ${width} px has no serious or critical accessibility violations`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fa-IR' });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('a[href^="/products/"]').first()).toBeVisible();
      // MUI transitions settle before the scan.
      await page.waitForTimeout(500);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(
        blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);
      await context.close();
    });
  }
}
