import type { ProductSummary } from '@shop/contract/catalogue';
import type { Paginated } from '@shop/contract/query';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { openPostgres } from './db/client.ts';
import { quickStaff } from './test/accounts.ts';
import { freeTestPort } from './test/local-server.ts';
import { startServer } from './test/server-process.ts';
import { createTestDatabase } from './test/test-app.ts';

const template = inject('testDatabase');

/**
 * Two server processes on one PostgreSQL database, each with its own read cache kept for ten minutes: a change made
 * through one is served by the other at once (docs/decisions/0023). PGlite is held by one process only.
 */
describe.skipIf(template.engine !== 'postgres')('several server processes on one PostgreSQL', () => {
  it('serve a price changed through one from the other at once, though both keep their reads', {
    timeout: 240_000,
  }, async () => {
    if (template.engine !== 'postgres') return;
    const { url } = await createTestDatabase(template);
    const database = await openPostgres(url);
    const [staff] = await quickStaff(database.db, 1);
    if (!staff) expect.fail('no staff');
    const processes = await Promise.all(
      ['one', 'two'].map(async () => {
        const port = await freeTestPort();
        const process = startServer({
          DATABASE_URL: url,
          PORT: String(port),
          DATA_DIR: template.mediaDir,
          SEED_DEMO: 'false',
          CATALOGUE_CACHE_SECONDS: '600',
          LOG_LEVEL: 'info',
        });
        return { ...process, origin: `http://127.0.0.1:${port}` };
      }),
    );
    onTestFinished(async () => {
      for (const { server } of processes) server.kill('SIGTERM');
      await Promise.all(processes.map(({ exited }) => exited));
      await database.close();
    });
    for (const { printedSoon, output } of processes) {
      expect(await printedSoon('shop is serving', 120), output()).toBe(true);
    }
    const [one, two] = processes;
    if (!one || !two) expect.fail('two processes');

    const listing = async (origin: string) =>
      ((await (await fetch(`${origin}/api/products/public?limit=30`)).json()) as Paginated<ProductSummary>).results;
    const before = (await listing(two.origin)).find((product) => product.type === 'simple') ?? expect.fail('no simple product');
    // Read through the first too, so that each process has the listing in its cache.
    await listing(one.origin);
    const priceOf = async (origin: string) => (await listing(origin)).find((product) => product.id === before.id)?.regular_price;

    const newPrice = before.regular_price + 1000;
    const changed = await fetch(`${one.origin}/api/admin/products/${before.id}`, {
      method: 'PATCH',
      headers: { ...staff.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ regular_price: newPrice, sale_price: null }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);

    expect(await priceOf(one.origin)).toBe(newPrice);
    // The other process hears of the change on the database: at once, give or take the notification's trip.
    await expect.poll(() => priceOf(two.origin), { timeout: 2000, interval: 50 }).toBe(newPrice);
  });
});
