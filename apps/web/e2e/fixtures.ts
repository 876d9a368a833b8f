import { test as base } from '@playwright/test';

/**
 * Pages arrive rendered by the server and come alive once their code has loaded; a journey's clicks wait for that,
 * as a visitor's would otherwise reach a page whose buttons do nothing yet.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const whenLive = () => page.locator('html[data-live]').waitFor({ state: 'attached' });
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await whenLive();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await whenLive();
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
