import { test as base } from '@playwright/test';

/**
 * The browser's clock in every journey, so that none depends on the day it runs: 5 Aban 1405, 10:30 in Tehran. Early
 * in a month, where most of the month is still to come and disabled in a date's calendar; the birth date a journey
 * picks is decades back, in the past for the server on any day it runs too.
 */
const JOURNEY_NOW = new Date('2026-10-27T10:30:00+03:30');

/**
 * Pages arrive rendered by the server and come alive once their code has loaded; a journey's clicks wait for that,
 * as a visitor's would otherwise reach a page whose buttons do nothing yet.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    // Time still runs from that instant, so that countdowns and timeouts behave as a visitor sees them.
    await page.clock.install({ time: JOURNEY_NOW });
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
