import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OrderSchema } from '@shop/contract/orders';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { manualClock, quickCustomers } from '../test/accounts.ts';
import { caller, checkoutBody, testAddresses, testMethods, testProducts } from '../test/shop.ts';
import { createTestApp, createTestDatabase } from '../test/test-app.ts';
import { backUp, mediaArchiveOf, missingBackupTools, RestoreRefused, restore } from './backup.ts';
import { openPostgres } from './client.ts';

const template = inject('testDatabase');
const missing = missingBackupTools();
const install = 'install PostgreSQL client tools (apt-get install -y postgresql-client)';
const skipWhy =
  template.engine !== 'postgres'
    ? 'pg_dump reads a PostgreSQL server; they run with DATABASE_URL set'
    : missing.length && process.env.CI !== 'true'
      ? `${missing.join(' and ')} not found; ${install}`
      : undefined;
if (skipWhy) console.warn(`⚠ backup and restore tests SKIPPED: ${skipWhy}.`);

/** The shop with one order placed through checkout, on a database of its own. */
async function shopWithAnOrder() {
  if (skipWhy || template.engine !== 'postgres') return undefined;
  if (missing.length) throw new Error(`${missing.join(' and ')} not found, and CI=true needs them: ${install}`);
  const time = manualClock(Date.parse('2026-11-25T07:00:00Z'));
  const { url } = await createTestDatabase(template);
  const { app, db } = await createTestApp({ database: await openPostgres(url), clock: time.clock });
  const call = caller(app);
  const products = await testProducts(db);
  const methods = await testMethods(app);
  const [customer] = await quickCustomers(db, 1);
  if (!customer) throw new Error('no customer');
  const addresses = await (await testAddresses(app, db))(customer.auth);
  expect((await call('POST', '/api/shop/cart/items', customer.auth, { product: products.monitor, quantity: 2 })).status).toBe(
    201,
  );
  const placed = await call(
    'POST',
    '/api/shop/cart/checkout',
    customer.auth,
    checkoutBody(time.clock(), {
      address: addresses.tehran,
      shipping_method: methods.post.id,
      payment_method: methods.cashOnDelivery.id,
    }),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const [order] = await db.query.orders.findMany({ orderBy: (orders, { desc }) => [desc(orders.id)], limit: 1 });
  if (!order) throw new Error('no order');
  const tracking = OrderSchema.parse((await call('GET', `/api/shop/orders/${order.key}/tracking`)).body);
  const listing = (await call('GET', '/api/products/public?limit=100')).body as { count: number };
  return {
    url,
    orderKey: order.key,
    tracking,
    productCount: listing.count,
    serverUrl: template.serverUrl,
    prefix: template.templateName,
  };
}

const shop = await shopWithAnOrder();

describe.skipIf(!shop)('npm run backup and npm run restore (PostgreSQL)', () => {
  if (!shop) return;
  /** A database name the run's clean-up drops with the others. */
  const newDatabaseUrl = () => {
    const url = new URL(shop.serverUrl);
    url.pathname = `/${shop.prefix}_restored_${randomBytes(4).toString('hex')}`;
    return url.toString();
  };
  const workDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'shop-backup-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    return dir;
  };

  it('backs up a shop with an order, restores it into a new database, and the shop serves the order from it', async () => {
    const dir = await workDir();
    const mediaDir = path.join(dir, 'media');
    await mkdir(path.join(mediaDir, 'products'), { recursive: true });
    await writeFile(path.join(mediaDir, 'products', 'picture.webp'), 'picture bytes');
    const backup = await backUp({
      databaseUrl: shop.url,
      backupDir: path.join(dir, 'backups'),
      mediaDir,
      keep: 3,
      now: new Date('2026-11-25T02:15:00Z'),
    });
    expect(path.basename(backup.database)).toBe('shop-20261125-021500.dump');
    expect(backup.media && path.basename(backup.media)).toBe('shop-20261125-021500-media.tar.gz');
    expect(mediaArchiveOf(backup.database)).toBe(backup.media);

    const restoredUrl = newDatabaseUrl();
    const restoredMedia = path.join(dir, 'restored-media');
    await restore({
      databaseUrl: restoredUrl,
      file: backup.database,
      mediaArchive: backup.media,
      mediaDir: restoredMedia,
      force: false,
    });
    expect(await readFile(path.join(restoredMedia, 'products', 'picture.webp'), 'utf8')).toBe('picture bytes');

    const database = await openPostgres(restoredUrl);
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }), db: database.db });
    onTestFinished(async () => {
      await app.close();
      await database.close();
    });
    const call = caller(app);
    const tracking = OrderSchema.parse((await call('GET', `/api/shop/orders/${shop.orderKey}/tracking`)).body);
    expect(tracking).toEqual(shop.tracking);
    expect(tracking.items.length).toBeGreaterThan(0);
    expect(((await call('GET', '/api/products/public?limit=100')).body as { count: number }).count).toBe(shop.productCount);
  });

  it('refuses to restore over a database that holds tables, unless forced', async () => {
    const dir = await workDir();
    const backup = await backUp({
      databaseUrl: shop.url,
      backupDir: dir,
      mediaDir: undefined,
      keep: 3,
      now: new Date('2026-11-25T03:00:00Z'),
    });
    expect(backup.media).toBeUndefined();
    const options = { databaseUrl: shop.url, file: backup.database, mediaArchive: undefined, mediaDir: undefined };
    await expect(restore({ ...options, force: false })).rejects.toThrow(RestoreRefused);
    await expect(restore({ ...options, force: false })).rejects.toThrow(/already holds \d+ tables/);
    await restore({ ...options, force: true });
    const database = await openPostgres(shop.url);
    onTestFinished(() => database.close());
    const orders = await database.db.query.orders.findMany({ columns: { key: true } });
    expect(orders.map((order) => order.key)).toContain(shop.orderKey);
  });

  it('keeps the newest backups and deletes the older ones, dumps and media archives alike', async () => {
    const dir = await workDir();
    const mediaDir = path.join(dir, 'media');
    await mkdir(mediaDir);
    const backupDir = path.join(dir, 'backups');
    const removed: string[] = [];
    for (const hour of ['01', '02', '03']) {
      const result = await backUp({
        databaseUrl: shop.url,
        backupDir,
        mediaDir,
        keep: 2,
        now: new Date(`2026-11-25T${hour}:00:00Z`),
      });
      removed.push(...result.removed.map((file) => path.basename(file)));
    }
    expect((await readdir(backupDir)).sort()).toEqual([
      'shop-20261125-020000-media.tar.gz',
      'shop-20261125-020000.dump',
      'shop-20261125-030000-media.tar.gz',
      'shop-20261125-030000.dump',
    ]);
    expect(removed.sort()).toEqual(['shop-20261125-010000-media.tar.gz', 'shop-20261125-010000.dump']);
    expect(existsSync(path.join(backupDir, 'shop-20261125-010000.dump'))).toBe(false);
  });
});
