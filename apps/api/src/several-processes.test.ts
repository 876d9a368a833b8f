import type { ProductSummary } from '@shop/contract/catalogue';
import { messageWith } from '@shop/contract/messages';
import type { Paginated } from '@shop/contract/query';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { inTransaction, openPostgres } from './db/client.ts';
import { takeStock } from './modules/inventory/inventory-service.ts';
import { manualClock, newClientAddress, newMobileNumber, quickCustomers, quickStaff } from './test/accounts.ts';
import { fakeStorefront } from './test/fake-storefront.ts';
import { freeTestPort } from './test/local-server.ts';
import { sweeper } from './test/payments.ts';
import { SERVER_TEST_MS, startServer } from './test/server-process.ts';
import { caller, checkoutBody, stockOf, testAddresses, testMethods } from './test/shop.ts';
import { limitedProduct } from './test/shop-data.ts';
import { createTestDatabase } from './test/test-app.ts';

const template = inject('testDatabase');

/**
 * Two apps on one PostgreSQL database, each over a pool of its own, as two processes are: what the shop keeps in the
 * database or in each app (the rate limiter's store is the app's) is shared or apart as it would be between processes.
 * Both read `time`'s clock.
 */
async function twoApps(env: Record<string, string> = {}) {
  if (template.engine !== 'postgres') throw new Error('two processes need PostgreSQL');
  const time = manualClock();
  const { url } = await createTestDatabase(template);
  const databases = [await openPostgres(url), await openPostgres(url)];
  const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: template.mediaDir, ...env }), mediaDir: template.mediaDir };
  const apps = await Promise.all(databases.map((database) => buildApp({ config, db: database.db, clock: time.clock })));
  onTestFinished(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
  });
  const [one, two] = apps;
  const [first, second] = databases;
  if (!one || !two || !first || !second) throw new Error('two apps');
  return { one, two, databases: [first.db, second.db] as const, time, url };
}

async function post(app: FastifyInstance, url: string, client: string, payload: object) {
  const response = await app.inject({ method: 'POST', url, remoteAddress: client, payload });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

const askCode = (app: FastifyInstance, mobileNumber: string, client = newClientAddress()) =>
  post(app, '/api/users/otp/signin', client, { mobile_number: mobileNumber });
const tryCode = (app: FastifyInstance, mobileNumber: string, client: string) =>
  post(app, '/api/users/otp/signin/verify', client, { mobile_number: mobileNumber, code: '0000' });

describe.skipIf(template.engine !== 'postgres')('two apps on one PostgreSQL, each with its own pool', () => {
  it("hold a number's sign-in codes to one wait and one hourly limit, whichever of them is asked", async () => {
    const { one, two, time } = await twoApps({ OTP_HOURLY_LIMIT_PER_NUMBER: '5', OTP_TTL_SECONDS: '120' });
    const mobileNumber = newMobileNumber();
    expect((await askCode(one, mobileNumber)).status).toBe(200);
    const tooSoon = await askCode(two, mobileNumber);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.detail).toBe(messageWith.codeResendWait(120));
    for (let sent = 1; sent < 5; sent++) {
      time.advance(121);
      expect((await askCode(sent % 2 ? two : one, mobileNumber)).status).toBe(200);
    }
    time.advance(121);
    expect((await askCode(one, mobileNumber)).status).toBe(429);
    expect((await askCode(two, mobileNumber)).status).toBe(429);
  });

  it("stop codes asked from one address at once, through both, at the address's hourly limit", async () => {
    const { one, two, url } = await twoApps({ OTP_HOURLY_LIMIT_PER_CLIENT: '3' });
    // The codes' table is held while the requests come, so that every one of them has read the address's count before
    // any code is written: the widest the race can be. Reads pass an EXCLUSIVE lock; writes wait for it.
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    onTestFinished(() => holder.end());
    await holder.query('begin; lock table otp_codes in exclusive mode');
    const client = newClientAddress();
    const asked = Promise.all(
      Array.from({ length: 12 }, (_, index) => askCode(index % 2 ? two : one, newMobileNumber(), client)),
    );
    const waiting = async () =>
      Number(
        (
          await holder.query(
            'select count(*) from pg_locks where not granted and database = (select oid from pg_database where datname = current_database())',
          )
        ).rows[0].count,
      );
    await expect.poll(waiting, { timeout: 20_000, interval: 50 }).toBe(12);
    await holder.query('commit');
    expect((await asked).map((answer) => answer.status).sort()).toEqual([...Array(3).fill(200), ...Array(9).fill(429)]);
  });

  it("count an address's code checks made through either toward one per-route limit", async () => {
    const { one, two } = await twoApps({ OTP_VERIFY_LIMIT_PER_CLIENT: '4' });
    const client = newClientAddress();
    for (const app of [one, two, one, two]) expect((await tryCode(app, newMobileNumber(), client)).status).toBe(400);
    for (const app of [one, two]) {
      const refused = await tryCode(app, newMobileNumber(), client);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    }
    // Another address has its own count.
    expect((await tryCode(two, newMobileNumber(), newClientAddress())).status).toBe(400);
  });

  it('place one order for a checkout sent to both at once under one Idempotency-Key, and answer both with it', async () => {
    const { one, two, databases, time } = await twoApps();
    const [db] = databases;
    const methods = await testMethods(one);
    const addressesOf = await testAddresses(one, db);
    const product = await limitedProduct(db, 'فشارسنج بازویی', 10);
    const customers = await quickCustomers(db, 4);
    for (const customer of customers) {
      const addresses = await addressesOf(customer.auth);
      expect((await caller(one)('POST', '/api/shop/cart/items', customer.auth, { product, quantity: 1 })).status).toBe(201);
      const headers = { ...customer.auth, 'idempotency-key': `checkout-${customer.id}` };
      const body = checkoutBody(time.clock(), {
        address: addresses.tehran,
        shipping_method: methods.post.id,
        payment_method: methods.cashOnDelivery.id,
      });
      const answers = await Promise.all([one, two].map((app) => caller(app)('POST', '/api/shop/cart/checkout', headers, body)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(answers[0]?.body).toEqual(answers[1]?.body);
      expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    }
    expect(await stockOf(db, product)).toBe(10 - customers.length);
  });

  it('find a product renamed through one by its new name through the other at once, and no longer by its old', async () => {
    // The catalogue cache off, so that each answer is the search index's own.
    const { one, two, databases } = await twoApps({ CATALOGUE_CACHE_SECONDS: '0' });
    const [staff] = await quickStaff(databases[0], 1);
    if (!staff) expect.fail('no staff');
    const search = async (app: FastifyInstance, words: string) =>
      (await caller(app)('GET', `/api/products/public?search=${encodeURIComponent(words)}`)).body as Paginated<ProductSummary>;
    // Both build their search index from the database before the change.
    const [found] = (await search(two, 'فشارسنج')).results;
    if (!found) expect.fail('no blood pressure monitor');
    await search(one, 'فشارسنج');
    const renamed = await caller(one)('PATCH', `/api/admin/products/${found.id}`, staff.auth, { name: 'دستگاه زنبق آبی' });
    expect(renamed.status).toBe(200);
    for (const app of [two, one]) {
      expect((await search(app, 'زنبق آبي')).results.map((product) => [product.id, product.name])).toEqual([
        [found.id, 'دستگاه زنبق آبی'],
      ]);
      expect((await search(app, found.name)).results.map((product) => product.id)).not.toContain(found.id);
    }
    const hidden = await caller(two)('PATCH', `/api/admin/products/${found.id}`, staff.auth, { is_published: false });
    expect(hidden.status).toBe(200);
    for (const app of [one, two]) expect((await search(app, 'زنبق آبی')).count).toBe(0);
  });

  it('list a category moved through one under its new parent, and a new stock, through the other at once', async () => {
    const { one, two, databases } = await twoApps({ CATALOGUE_CACHE_SECONDS: '0' });
    const [staff] = await quickStaff(databases[0], 1);
    if (!staff) expect.fail('no staff');
    const addCategory = async (name: string, parent?: number) =>
      ((await caller(one)('POST', '/api/admin/categories', staff.auth, { name, parent })).body as { id: number }).id;
    const [first, second] = [await addCategory('دسته بالای یکم'), await addCategory('دسته بالای دوم')];
    const moved = await addCategory('دسته جابه‌جا', first);
    const product = await limitedProduct(databases[0], 'کالای دسته جابه‌جا', 7);
    expect((await caller(one)('PATCH', `/api/admin/products/${product}`, staff.auth, { category: moved })).status).toBe(200);
    const listedUnder = async (app: FastifyInstance, category: number) =>
      ((await caller(app)('GET', `/api/products/public?category=${category}`)).body as Paginated<ProductSummary>).results.find(
        (found) => found.id === product,
      );
    // The other holds the tree and the product's card from before the changes.
    expect(await listedUnder(two, first)).toMatchObject({ stock: 7 });
    expect((await caller(one)('PATCH', `/api/admin/categories/${moved}`, staff.auth, { parent: second })).status).toBe(200);
    expect(await listedUnder(two, first)).toBeUndefined();
    expect(await listedUnder(two, second)).toMatchObject({ stock: 7 });
    expect((await caller(one)('PATCH', `/api/admin/products/${product}`, staff.auth, { stock: 5 })).status).toBe(200);
    expect(await listedUnder(two, second)).toMatchObject({ stock: 5 });
  });

  it("render a product's page again through the other once its stock moved through one", async () => {
    const storefront = await fakeStorefront({ serverRendered: true });
    onTestFinished(storefront.remove);
    const { one, two, databases } = await twoApps({ WEB_DIST_DIR: storefront.dir });
    const [staff] = await quickStaff(databases[0], 1);
    if (!staff) expect.fail('no staff');
    const product = await limitedProduct(databases[0], 'دماسنج پیشانی', 6);
    const page = async (app: FastifyInstance) => (await app.inject({ method: 'GET', url: `/products/${product}` })).body;
    // Each keeps the page it rendered, for ten minutes unless a change forgets it.
    for (const app of [one, two]) expect(await page(app)).toContain('data-stock="6"');
    expect((await caller(one)('PATCH', `/api/admin/products/${product}`, staff.auth, { stock: 4 })).status).toBe(200);
    expect(await page(one)).toContain('data-stock="4"');
    // The other hears of the change on the database: at once, give or take the notification's trip.
    await expect.poll(() => page(two), { timeout: 2000, interval: 50 }).toContain('data-stock="4"');
  });

  it('give the stock of unpaid orders past their reservation back once when both sweep at once', async () => {
    const { one, two, databases, time } = await twoApps();
    const [db, otherDb] = databases;
    const methods = await testMethods(one);
    const addressesOf = await testAddresses(one, db);
    const product = await limitedProduct(db, 'ساکشن پرتابل', 6);
    for (const customer of await quickCustomers(db, 5)) {
      const addresses = await addressesOf(customer.auth);
      expect((await caller(one)('POST', '/api/shop/cart/items', customer.auth, { product, quantity: 1 })).status).toBe(201);
      const body = checkoutBody(time.clock(), {
        address: addresses.tehran,
        shipping_method: methods.post.id,
        payment_method: methods.online.id,
      });
      expect((await caller(one)('POST', '/api/shop/cart/checkout', customer.auth, body)).status).toBe(200);
    }
    expect(await stockOf(db, product)).toBe(1);
    time.advance(31 * 60);
    const swept = await Promise.all([sweeper(one, db)(), sweeper(two, otherDb)()]);
    // A process leaves an order the other is still asking the gateway about; the next minute's round takes it.
    const next = await sweeper(one, db)();
    expect(swept[0] + swept[1] + next).toBe(5);
    expect(await stockOf(db, product)).toBe(6);
    expect(await sweeper(two, otherDb)()).toBe(0);
  });
});

/**
 * One app on PostgreSQL, its caches told of changes as every app's are: a read made while an order that moved the stock
 * had not committed shows the rows from before, and is forgotten the moment the order commits.
 */
describe.skipIf(template.engine !== 'postgres')('changes said on PostgreSQL', () => {
  it("keep no product's page read while an order that moved its stock had not committed", async () => {
    if (template.engine !== 'postgres') return;
    const { url } = await createTestDatabase(template);
    const database = await openPostgres(url);
    const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: template.mediaDir }), mediaDir: template.mediaDir };
    const app = await buildApp({ config, db: database.db });
    onTestFinished(async () => {
      await app.close();
      await database.close();
    });
    const product = await limitedProduct(database.db, 'پالس اکسیمتر انگشتی', 5);
    const stock = async () => ((await caller(app)('GET', `/api/products/public/${product}`)).body as { stock: number }).stock;
    expect(await stock()).toBe(5);

    let commit = () => {};
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let taken = () => {};
    const stockTaken = new Promise<void>((resolve) => {
      taken = resolve;
    });
    const order = inTransaction(database.db, async (tx) => {
      await takeStock(tx, [{ productId: product, variationId: null, quantity: 2 }]);
      taken();
      await committing;
    });
    await stockTaken;
    // Read after the stock moved, before the commit: the rows from before.
    expect(await stock()).toBe(5);
    commit();
    await order;
    expect(await stock()).toBe(3);
  });
});

/**
 * Two server processes on one PostgreSQL database, each with its own read cache kept for ten minutes: a change made
 * through one is served by the other at once (docs/decisions/0028). PGlite is held by one process only.
 */
describe.skipIf(template.engine !== 'postgres')('several server processes on one PostgreSQL', () => {
  it('serve a price changed through one from the other at once, and refuse a token signed out through one at its next request', {
    timeout: SERVER_TEST_MS,
  }, async () => {
    if (template.engine !== 'postgres') return;
    const { url } = await createTestDatabase(template);
    const database = await openPostgres(url);
    const [staff] = await quickStaff(database.db, 1);
    const [customer] = await quickCustomers(database.db, 1);
    if (!staff || !customer) expect.fail('no staff or customer');
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
      expect(await printedSoon('shop is serving'), output()).toBe(true);
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

    const profileStatus = async (origin: string) => (await fetch(`${origin}/api/users/me`, { headers: customer.auth })).status;
    expect([await profileStatus(one.origin), await profileStatus(two.origin)]).toEqual([200, 200]);
    const signedOut = await fetch(`${one.origin}/api/users/logout`, { method: 'POST', headers: customer.auth });
    expect(signedOut.status).toBe(204);
    // A token is read at every request: the other process refuses it at its very next one.
    expect(await profileStatus(two.origin)).toBe(401);
    expect(await profileStatus(one.origin)).toBe(401);
  });
});
