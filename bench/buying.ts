/**
 * Buying benchmark on PostgreSQL: add-to-cart and checkout through the shop's production build, 50 connections, many
 * customers (each request another customer's), stock restocked before each run.
 *
 * Each is measured twice. Flat out, every connection sends its next request the moment the last is answered: that
 * gives the throughput, and a latency that is only the queue (50 connections ÷ requests a second) whatever a request
 * costs. Steady, customers arrive evenly at half that throughput over the same 50 connections: that latency is what
 * a customer waits at a busy hour, and is held to the targets (add-to-cart p99 < 30 ms, checkout p99 < 100 ms).
 *
 *   npx tsx bench/buying.ts
 *   BENCH_BUYING_DATABASE_URL=postgres://…/shop_bench_buying   the database (made and seeded when missing)
 *   BENCH_PORT=3105                                           where the shop listens meanwhile
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { deliveryDates } from '@shop/contract/checkout';
import autocannon from 'autocannon';
import { count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseHandle, openPostgres } from '../apps/api/src/db/client.ts';
import { seedDemoShop } from '../apps/api/src/db/seed/demo-shop.ts';
import { addresses } from '../apps/api/src/modules/addresses/addresses-tables.ts';
import { cartItems } from '../apps/api/src/modules/cart/cart-tables.ts';
import { products } from '../apps/api/src/modules/catalogue/catalogue-tables.ts';
import { cities, countries, states } from '../apps/api/src/modules/location/location-tables.ts';
import { MediaStorage } from '../apps/api/src/modules/media/media-service.ts';
import { paymentMethods, shippingMethods } from '../apps/api/src/modules/methods/methods-tables.ts';
import { limitedProduct, quickCustomers } from '../apps/api/src/test/shop-data.ts';
import {
  benchPort,
  load,
  type PacedRequest,
  type PacedResult,
  paced,
  root,
  startServer,
  stopServer,
  tableRow,
} from './bench-server.ts';

const databaseUrl = process.env.BENCH_BUYING_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench_buying';
const dataDir = path.join(root, 'bench/.data/postgres-buying');
/** Customers per run: enough that no customer's cart is checked out twice in a run. */
const CUSTOMERS = 3000;
const PRODUCTS = 20;
const STOCK = 1_000_000;
const TARGETS = { 'add to cart': 30, checkout: 100 } as const;
type Scenario = keyof typeof TARGETS | 'a product page (for scale)';

async function prepareDatabase(): Promise<DatabaseHandle> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  mkdirSync(path.join(dataDir, 'media'), { recursive: true });
  const database = await openPostgres(databaseUrl);
  const [shop] = await database.db.select({ count: count() }).from(products);
  if (!shop?.count) await seedDemoShop(database.db, new MediaStorage(path.join(dataDir, 'media')));
  return database;
}

/** Products of the benchmark's own, with a limited stock that never runs out during a run. */
async function benchProducts(db: Database): Promise<number[]> {
  const names = Array.from({ length: PRODUCTS }, (_, index) => `کالای آزمون خرید ${index + 1}`);
  const existing = await db.select({ id: products.id }).from(products).where(inArray(products.name, names));
  if (existing.length === PRODUCTS) return existing.map((row) => row.id);
  return Promise.all(names.map((name, index) => limitedProduct(db, name, STOCK, 100_000 + index * 10_000)));
}

interface Customer {
  userId: number;
  authorization: string;
  address: number;
}

/** Named customers with a token and a Tehran address each, made straight in the database. */
async function newCustomers(db: Database, howMany: number): Promise<Customer[]> {
  const [tehran] = await db.select().from(states).where(eq(states.name, 'تهران'));
  const [city] = await db.select().from(cities).where(eq(cities.name, 'تهران'));
  const [iran] = await db.select().from(countries);
  if (!tehran || !city || !iran) throw new Error('the demo shop has no Tehran');
  const customers: Customer[] = [];
  for (let start = 0; start < howMany; start += 500) {
    const made = await quickCustomers(db, Math.min(500, howMany - start), { first: 'مشتری', last: 'آزمون' });
    const saved = await db
      .insert(addresses)
      .values(
        made.map((customer) => ({
          userId: customer.id,
          firstName: 'مشتری',
          lastName: 'آزمون',
          mobileNumber: '09120000000',
          countryId: iran.id,
          stateId: tehran.id,
          cityId: city.id,
          postalCode: '1234567890',
          address: 'خیابان آزمون، پلاک ۱',
        })),
      )
      .returning({ id: addresses.id });
    customers.push(
      ...saved.map((address, index) => ({
        userId: made[index]?.id ?? 0,
        authorization: made[index]?.auth.authorization ?? '',
        address: address.id,
      })),
    );
  }
  return customers;
}

/** The request of the `index`th customer. */
type CustomerRequest = (customer: Customer, index: number) => { path: string; body: object };

const posted = (customers: Customer[], request: CustomerRequest, index: number): PacedRequest => {
  const customer = customers[index % customers.length] as Customer;
  const { path: url, body } = request(customer, index);
  return {
    method: 'POST',
    path: url,
    headers: { 'content-type': 'application/json', authorization: customer.authorization },
    body: JSON.stringify(body),
  };
};

/** Every connection takes the next customer, so that no two requests share a cart. */
function perCustomer(customers: Customer[], request: CustomerRequest) {
  let next = 0;
  const requests: NonNullable<autocannon.Options['requests']> = [
    { method: 'POST', setupRequest: (sent) => ({ ...sent, ...posted(customers, request, next++) }) },
  ];
  return requests;
}

const restock = (db: Database, ids: number[]) => db.update(products).set({ stock: STOCK }).where(inArray(products.id, ids));

/** Add to cart and checkout, flat out then steady; answers the table. */
export async function run(): Promise<string> {
  const database = await prepareDatabase();
  const { db } = database;
  try {
    const productIds = await benchProducts(db);
    const [post] = await db.select().from(shippingMethods).where(eq(shippingMethods.name, 'پست پیشتاز'));
    const [cash] = await db.select().from(paymentMethods).where(eq(paymentMethods.kind, 'cash_on_delivery'));
    if (!post || !cash) throw new Error('the demo shop has no post or cash on delivery');
    const rows: string[] = [];
    const row = (scenario: Scenario, load: string, result: PacedResult, target?: number) => {
      rows.push(
        tableRow([
          scenario,
          load,
          result.requests,
          result.rate.toFixed(0),
          result.p50,
          result.p99,
          target ? `< ${target}` : '',
          target ? (result.p99 < target ? 'met' : 'missed') : '',
          result.errors,
        ]),
      );
      console.log(rows.at(-1));
    };
    const flatOut = (scenario: Scenario, result: autocannon.Result) =>
      row(scenario, 'flat out', {
        requests: result.requests.total,
        rate: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.non2xx + result.errors + result.timeouts,
      });
    /** Half the flat-out throughput, for ten seconds. */
    const steadily = (flat: autocannon.Result) => {
      const rate = Math.round(flat.requests.average / 2);
      return { rate, count: rate * 10 };
    };

    /** Add to cart: each request a customer's first line or a line again, of one of the products. */
    const addToCart: CustomerRequest = (_, index) => ({
      path: '/api/shop/cart/items',
      body: { product: productIds[index % PRODUCTS], quantity: 1, notes: '' },
    });

    /** Checkout customers: carts of two lines each, each checked out once, cash on delivery. */
    async function buyersWithCarts(howMany: number): Promise<Customer[]> {
      const buyers = await newCustomers(db, howMany);
      await db.insert(cartItems).values(
        buyers.flatMap((buyer, index) =>
          [0, 7].map((offset) => ({
            userId: buyer.userId,
            productId: productIds[(index + offset) % PRODUCTS] as number,
            quantity: 1,
          })),
        ),
      );
      return buyers;
    }
    const tomorrow = deliveryDates(new Date())[0];
    const checkout: CustomerRequest = (buyer) => ({
      path: '/api/shop/cart/checkout',
      body: {
        address: buyer.address,
        shipping_method: post.id,
        payment_method: cash.id,
        delivery_date: tomorrow,
        delivery_time: '10:00',
      },
    });

    const server = await startServer(dataDir, { env: { SEED_DEMO: 'false', DATABASE_URL: databaseUrl } });
    try {
      // A read of three queries, to show what the machine gives any request at this moment (it may be shared).
      flatOut('a product page (for scale)', await load([{ method: 'GET', path: `/api/products/public/${productIds[0]}` }]));

      await restock(db, productIds);
      const added = await load(perCustomer(await newCustomers(db, CUSTOMERS), addToCart));
      flatOut('add to cart', added);
      const addPace = steadily(added);
      const shoppers = await newCustomers(db, addPace.count);
      row(
        'add to cart',
        `steady ${addPace.rate}/s`,
        await paced((index) => posted(shoppers, addToCart, index), addPace),
        TARGETS['add to cart'],
      );

      // Exactly one checkout per buyer: a second would find the cart empty and answer a quick 400.
      await restock(db, productIds);
      const firstBuyers = await buyersWithCarts(CUSTOMERS);
      const checkedOut = await autocannon({
        url: `http://127.0.0.1:${benchPort}`,
        connections: 50,
        amount: CUSTOMERS,
        timeout: 20,
        requests: perCustomer(firstBuyers, checkout),
      });
      flatOut('checkout', checkedOut);
      const checkoutPace = steadily(checkedOut);
      const buyers = await buyersWithCarts(checkoutPace.count);
      row(
        'checkout',
        `steady ${checkoutPace.rate}/s`,
        await paced((index) => posted(buyers, checkout, index), checkoutPace),
        TARGETS.checkout,
      );
    } finally {
      await stopServer(server);
      await restock(db, productIds);
    }
    return [
      `### Buying on PostgreSQL, 50 connections`,
      '',
      tableRow(['scenario', 'load', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'target p99 ms', 'target', 'errors']),
      tableRow(['---', '---', '---:', '---:', '---:', '---:', '---:', '---', '---:']),
      ...rows,
    ].join('\n');
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(`\n${await run()}`);
