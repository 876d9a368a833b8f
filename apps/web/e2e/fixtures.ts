import { test as base } from '@playwright/test';
import { tehranDate } from '@shop/contract/checkout';

/**
 * The browser's clock in every journey, so that none depends on the day it runs: 5 Aban 1405, 10:30 in Tehran. Early
 * in a month, where most of the month is still to come and disabled in a date's calendar; the birth date a journey
 * picks is decades back, in the past for the server on any day it runs too.
 */
const JOURNEY_NOW = new Date('2026-10-27T10:30:00+03:30');

/**
 * 10:30 in Tehran on the server's own day. Checkout's days (delivery from tomorrow, a transfer paid within the week)
 * are checked by the server against its clock: a journey that buys shows the same days, at a fixed time of day.
 */
async function serverDayAt1030(baseURL: string | undefined): Promise<Date> {
  const answer = await fetch(new URL('/api/settings/general', baseURL));
  return new Date(`${tehranDate(new Date(answer.headers.get('date') ?? Date.now()))}T10:30:00+03:30`);
}

/**
 * Pages arrive rendered by the server and come alive once their code has loaded; a journey's clicks wait for that,
 * as a visitor's would otherwise reach a page whose buttons do nothing yet.
 */
export const test = base.extend<{ clockOn: 'journey' | 'server-day' }>({
  clockOn: ['journey', { option: true }],
  page: async ({ page, clockOn, baseURL }, use) => {
    // Time still runs from that instant, so that countdowns and timeouts behave as a visitor sees them.
    await page.clock.install({ time: clockOn === 'journey' ? JOURNEY_NOW : await serverDayAt1030(baseURL) });
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
