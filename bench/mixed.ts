/**
 * The whole shop under mixed load on PostgreSQL: 50 connections over 100,000 products, the catalogue cache on (its
 * default 30 s), the storefront served as `npm start` serves it.
 *
 * A customer lands on a server-rendered page (the home page, a category or a product), browses listing pages
 * (categories, orderings, a second page), opens products they saw and searches. Every second customer then buys: signs
 * in with a one-time code (read from the outbox, as their phone would show it), puts two products in the cart,
 * completes their name, saves an address, chooses it and a shipping method, checks out (card to card, cash on
 * delivery, or the sandbox gateway's start, in turn) and looks at their orders. Browsers send Accept-Encoding, so
 * answers are compressed as a phone's would be.
 *
 * Loads of 60 s each, as bench/buying.ts measures. Flat out, each connection takes customer after customer and sends
 * the next request the moment the last is answered: that gives the throughput, and a latency that is the queue, not
 * what a request costs: with 50 connections always waiting, the mean latency is 50 ÷ requests a second (Little's law),
 * so no p99 at 50 connections flat out can be below 100 ms unless the shop answers more than 500 requests a second.
 * Steady, customers arrive evenly, each taking one of the 50 connections (a wait for one counts in their first
 * request): that latency is what a customer waits at a busy hour. They arrive at half, three quarters and nine tenths
 * of the flat-out visits a second, in turn, which shows where the waits start to grow. A warm-up as long as the cache's
 * lifetime goes first, unmeasured, so that cached reads expire at staggered times, as in a shop open a while.
 *
 * Each customer has a number and a client address of their own (X-Forwarded-For, believed from this machine alone
 * through TRUST_PROXY, which by default believes none), so that the sign-in limits are not what is measured. What
 * they buy is unlimited, or limited with a stock that cannot run out in a run. The run writes into a copy of the
 * bench's own shop, dropped afterwards, so that every run starts from the same shop and the other benches' database
 * is never written.
 *
 * Prints, per request type, the count, req/s, p50 and p99 and the errors (any answer but a 2xx counts) flat out and at
 * half the flat-out visits; then each load's whole: its rate, its p50 and p99 and its slowest request type's p99.
 *
 *   npx tsx bench/mixed.ts [--seconds=60] [--connections=50] [--warm-up=30]
 *   BENCH_MIXED_DATABASE_URL=postgres://…/shop_bench_mixed   the shop it copies (made and filled when missing)
 *   BENCH_PORT=3200                                         where the shop listens meanwhile
 */
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { deliveryDates, tehranDate } from '@shop/contract/checkout';
import pg from 'pg';
import {
  backendCpuBetween,
  backendCpuSeconds,
  benchPort,
  percentile,
  startServer,
  stopServer,
  tableRow,
  treeCpuSeconds,
} from './bench-server.ts';
import { PRODUCT_COUNT, preparePostgres } from './catalogue-data.ts';

const option = (name: string) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
const SECONDS = Number(option('seconds') ?? 60);
const CONNECTIONS = Number(option('connections') ?? 50);
const CACHE_SECONDS = 30;
/** As long as the catalogue cache keeps a read: its entries then expire at staggered times, as in a shop open a while. */
const WARM_UP_SECONDS = Number(option('warm-up') ?? CACHE_SECONDS);
const TARGET_P99_MS = 100;
/** The steady loads, as shares of the flat-out visits a second; the first is tabled per request type. */
const STEADY_SHARES = [0.5, 0.75, 0.9];
/** Customers measured one at a time for the CPU each request type costs. */
const COSTED_VISITS = 200;
const REQUEST_TIMEOUT_MS = 20_000;

const baseUrl = process.env.BENCH_MIXED_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench_mixed';
const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();
const baseName = new URL(baseUrl).pathname.slice(1);
const copyName = `${baseName}_run`;
const copyUrl = withDatabase(baseUrl, copyName);

/** The request types, in the order a buying customer meets them; the table follows this order. */
const KINDS = [
  'page, first visit (HTML)',
  'listing',
  'product',
  'search',
  'sign-in: send code',
  'sign-in: code read from the outbox',
  'sign-in: verify code',
  'profile',
  'add to cart',
  'cart',
  'shipping and payment methods',
  'profile: name completed',
  'address saved',
  'cart: address and shipping chosen',
  'checkout',
  'order list',
] as const;
type Kind = (typeof KINDS)[number];

const SEARCHES = ['فشارسنج', 'دستکش نیتریل', 'ویلچر تاشو', 'اکسیژن', 'ماسک سه لایه', 'ترمومتر', 'نبولایزر', 'سرنگ', 'واکر'];
const ORDERINGS = ['', '-updated_at', '_price', '-_price'];
/** Whatever a phone's browser sends; a listing or a page is then compressed as it would be for a customer. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile' };

/** The same customers every run: the `index`th customer's nth choice is read from a SHA-256 of both numbers. */
function seeded(index: number) {
  let choices = 0;
  const next = () => createHash('sha256').update(`${index}:${choices++}`).digest().readUInt32BE(0) / 2 ** 32;
  const pick = <Item>(items: readonly Item[]): Item => items[Math.floor(next() * items.length)] as Item;
  return { next, pick };
}

interface Shop {
  /** Simple products a customer can buy any number of: unlimited, or limited with more stock than a run sells. */
  buyable: number[];
  categories: number[];
  countryId: number;
  stateId: number;
  cityId: number;
  shipping: { post: number; courier: number; courierWindows: string[] };
  payment: { card: number; cash: number; gateway: number };
}

/** The copy this run writes into, made from the bench's own shop (which nobody else connects to). */
async function copyShop(): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase(baseUrl, 'postgres') });
  await admin.connect();
  try {
    // A copy left by a run that was stopped halfway goes first.
    await admin.query(`drop database if exists ${copyName} with (force)`);
    await admin.query(`create database ${copyName} template ${baseName}`);
  } finally {
    await admin.end();
  }
}

async function dropCopy(): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase(baseUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${copyName} with (force)`);
  } finally {
    await admin.end();
  }
}

/** What the customers choose from, read from the copy; the limited products they may buy get a stock for the run. */
async function readShop(): Promise<Shop> {
  const client = new pg.Client({ connectionString: copyUrl });
  await client.connect();
  try {
    const one = async (text: string, values: unknown[] = []) => {
      const { rows } = await client.query<{ id: number }>(text, values);
      if (!rows[0]) throw new Error(`the bench's shop has nothing for: ${text}`);
      return rows[0].id;
    };
    // Spread over the catalogue, the same every run.
    const { rows: buyable } = await client.query<{ id: number; stock_type: string }>(
      `select id, stock_type from products
       where is_published and type = 'simple' and quantity_step = 1 and in_stock and stock_type in ('unlimited', 'limited')
       order by md5(id::text) limit 400`,
    );
    const limited = buyable.filter((product) => product.stock_type === 'limited').map((product) => product.id);
    await client.query('update products set stock = 1000000 where id = any($1)', [limited]);
    const { rows: categories } = await client.query<{ id: number }>('select id from categories order by id');
    const { rows: windows } = await client.query<{ id: number; delivery_windows: { start: string }[] }>(
      `select id, delivery_windows from shipping_methods where jsonb_array_length(delivery_windows) > 0 order by id limit 1`,
    );
    const courier = windows[0];
    if (!courier) throw new Error("the bench's shop has no shipping method with delivery windows");
    return {
      buyable: buyable.map((product) => product.id),
      categories: categories.map((category) => category.id),
      countryId: await one(`select id from countries where name = 'ایران'`),
      stateId: await one(`select id from states where name = 'تهران'`),
      cityId: await one(`select id from cities where name = 'تهران'`),
      shipping: {
        post: await one(`select id from shipping_methods where jsonb_array_length(delivery_windows) = 0 order by id limit 1`),
        courier: courier.id,
        courierWindows: courier.delivery_windows.map((window) => window.start),
      },
      payment: {
        card: await one(`select id from payment_methods where kind = 'card_to_card'`),
        cash: await one(`select id from payment_methods where kind = 'cash_on_delivery'`),
        gateway: await one(`select id from payment_methods where kind = 'gateway'`),
      },
    };
  } finally {
    await client.end();
  }
}

interface Tally {
  latencies: number[];
  errors: number;
  /** The first refusal of this type, to say what went wrong. */
  firstError?: string;
}

/** Ends a customer's visit: a refusal (what comes next would depend on it), or the end of the run. */
class Stopped extends Error {}

/** One measured load: requests sent from `countFrom` are counted, and none is sent after `sendUntil`. */
class Phase {
  readonly tallies = new Map<Kind, Tally>(KINDS.map((kind) => [kind, { latencies: [], errors: 0 }]));
  visitsEnded = 0;
  lastAnswer = 0;

  constructor(
    readonly countFrom: number,
    readonly sendUntil: number,
    /** Told of every answer, when the phase measures what each request costs. */
    readonly meter?: CostMeter,
  ) {}

  /** `due`: when the request was due, which is earlier than its sending when it waited for a free connection. */
  count(kind: Kind, due: number, error: string | undefined) {
    this.meter?.answered(kind);
    if (due < this.countFrom) return;
    const tally = this.tallies.get(kind) as Tally;
    this.lastAnswer = performance.now();
    tally.latencies.push(this.lastAnswer - due);
    if (error === undefined) return;
    tally.errors++;
    tally.firstError ??= error.slice(0, 300);
  }
}

/** CPU seconds of the shop's process and of its PostgreSQL backends, each backend by pid. */
interface CpuReading {
  shop: number;
  backends: Map<number, number>;
}

/**
 * The CPU each request type costs the shop and PostgreSQL, read from /proc while one customer at a time is served:
 * whatever the two used between one answer and the next is the next request's. A backend that started meanwhile
 * counts whole; one that ended counts nothing more.
 */
class CostMeter {
  readonly costs = new Map<Kind, { count: number; shop: number; database: number }>();
  #last: CpuReading;

  constructor(
    private readonly pid: number,
    private readonly database: string,
  ) {
    this.#last = this.#read();
  }

  #read(): CpuReading {
    return { shop: treeCpuSeconds(this.pid), backends: backendCpuSeconds(this.database) };
  }

  /** What the two did before now (between visits) is no request's. */
  restart(): void {
    this.#last = this.#read();
  }

  answered(kind: Kind): void {
    const now = this.#read();
    const cost = this.costs.get(kind) ?? { count: 0, shop: 0, database: 0 };
    cost.count++;
    cost.shop += now.shop - this.#last.shop;
    cost.database += backendCpuBetween(this.#last.backends, now.backends);
    this.costs.set(kind, cost);
    this.#last = now;
  }
}

interface Answer {
  status: number;
  json: () => unknown;
}

/** A customer's visit on one kept-alive connection, each request carrying their address and, once signed in, token. */
class Customer {
  token: string | undefined;
  readonly address: string;

  constructor(
    readonly index: number,
    private readonly agent: http.Agent,
    private readonly phase: Phase,
    /** When the customer arrived, for the first request's latency; otherwise each request is due when it is sent. */
    private arrivedAt?: number,
  ) {
    this.address = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
  }

  send(
    kind: Kind,
    method: 'GET' | 'POST' | 'PATCH',
    path: string,
    { body, headers = {} }: { body?: object; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const sent = performance.now();
    if (sent > this.phase.sendUntil) return Promise.reject(new Stopped());
    const due = this.arrivedAt ?? sent;
    this.arrivedAt = undefined;
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          agent: this.agent,
          host: '127.0.0.1',
          port: benchPort,
          method,
          path,
          headers: {
            ...BROWSER_HEADERS,
            'x-forwarded-for': this.address,
            ...(this.token ? { authorization: `Token ${this.token}` } : {}),
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const status = response.statusCode ?? 0;
            const raw = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            const text = () =>
              (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
            const ok = status >= 200 && status < 300;
            this.phase.count(kind, due, ok ? undefined : `${status} ${method} ${path}: ${text()}`);
            if (ok) resolve({ status, json: () => JSON.parse(text()) });
            else reject(new Stopped());
          });
          response.on('error', reject);
        },
      );
      // A request lost or unanswered is counted, and ends the visit as a refusal does.
      request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`no answer in ${REQUEST_TIMEOUT_MS} ms`)));
      request.on('error', (error) => {
        this.phase.count(kind, due, `${method} ${path}: ${error.message}`);
        reject(new Stopped());
      });
      request.end(payload);
    });
  }

  get(kind: Kind, path: string): Promise<Answer> {
    return this.send(kind, 'GET', path);
  }
}

const idsOf = (answer: Answer) => (answer.json() as { results: { id: number }[] }).results.map((row) => row.id);

/** A customer's visit, start to end. */
async function visit(customer: Customer, shop: Shop): Promise<void> {
  const { index } = customer;
  const { next, pick } = seeded(index);
  // Popular categories are visited more: the lower ids, the top of the shop's menu, more often.
  const category = () => shop.categories[Math.floor(next() ** 2 * shop.categories.length)] as number;

  const landing = index % 3;
  await customer.get(
    'page, first visit (HTML)',
    landing === 0 ? '/' : landing === 1 ? `/products?category=${category()}` : `/products/${pick(shop.buyable)}`,
  );
  for (let categoryVisit = 0; categoryVisit < 2; categoryVisit++) {
    const ordering = pick(ORDERINGS);
    const filters = `category=${category()}${ordering ? `&ordering=${ordering}` : ''}${next() < 0.3 ? '&in_stock=true' : ''}`;
    const seen = idsOf(await customer.get('listing', `/api/products/public?${filters}&limit=30`));
    if (categoryVisit === 0 && seen.length === 30)
      await customer.get('listing', `/api/products/public?${filters}&limit=30&offset=30`);
    if (seen.length) await customer.get('product', `/api/products/public/${pick(seen)}`);
  }
  const found = idsOf(await customer.get('search', `/api/products/public?search=${encodeURIComponent(pick(SEARCHES))}&limit=30`));
  if (found.length) await customer.get('product', `/api/products/public/${pick(found)}`);
  if (index % 2 === 0) return;

  const first = pick(shop.buyable);
  const second = pick(shop.buyable.filter((id) => id !== first));
  await customer.get('product', `/api/products/public/${first}`);
  const mobileNumber = `0912${String(index).padStart(7, '0')}`;
  await customer.send('sign-in: send code', 'POST', '/api/users/otp/signin', { body: { mobile_number: mobileNumber } });
  const outbox = await customer.get(
    'sign-in: code read from the outbox',
    `/api/dev/sms-outbox?mobile_number=${mobileNumber}&limit=1`,
  );
  const code = (outbox.json() as { results: { code: string }[] }).results[0]?.code ?? '';
  const verified = await customer.send('sign-in: verify code', 'POST', '/api/users/otp/signin/verify', {
    body: { mobile_number: mobileNumber, code },
  });
  customer.token = (verified.json() as { token: string }).token;
  await customer.get('profile', '/api/users/me');
  for (const product of [first, second]) {
    if (product === second) await customer.get('product', `/api/products/public/${product}`);
    await customer.send('add to cart', 'POST', '/api/shop/cart/items', { body: { product, quantity: 1 } });
  }
  await customer.get('cart', '/api/shop/cart');

  await customer.get('shipping and payment methods', '/api/shop/shipping_methods/public');
  await customer.get('shipping and payment methods', '/api/shop/payment_methods/public');
  await customer.send('profile: name completed', 'PATCH', '/api/users/me', {
    body: { first_name: 'مشتری', last_name: `آزمون ${index}` },
  });
  const saved = await customer.send('address saved', 'POST', '/api/users/me/addresses', {
    headers: { 'idempotency-key': randomUUID() },
    body: {
      first_name: 'مشتری',
      last_name: `آزمون ${index}`,
      mobile_number: mobileNumber,
      country: shop.countryId,
      state: shop.stateId,
      city: shop.cityId,
      postal_code: String(1_000_000_000 + index),
      address: `خیابان آزمون، پلاک ${index}`,
    },
  });
  const address = (saved.json() as { id: number }).id;
  const byCourier = next() < 0.5;
  const shippingMethod = byCourier ? shop.shipping.courier : shop.shipping.post;
  await customer.send('cart: address and shipping chosen', 'PATCH', '/api/shop/cart', {
    body: { address, shipping_method: shippingMethod },
  });
  const now = new Date();
  const payment = [shop.payment.card, shop.payment.cash, shop.payment.gateway][Math.floor(index / 2) % 3] as number;
  await customer.send('checkout', 'POST', '/api/shop/cart/checkout', {
    headers: { 'idempotency-key': randomUUID() },
    body: {
      address,
      shipping_method: shippingMethod,
      payment_method: payment,
      delivery_date: pick(deliveryDates(now)),
      delivery_time: byCourier ? pick(shop.shipping.courierWindows) : '10:00',
      ...(payment === shop.payment.card
        ? { tracking_number: String(100_000_000 + index), card_last_four: '4321', paid_date: tehranDate(now) }
        : {}),
    },
  });
  await customer.get('order list', '/api/users/me/orders');
}

/** A visit to its end, or until a refusal or the phase stops it. */
async function visitToEnd(customer: Customer, shop: Shop, phase: Phase): Promise<void> {
  try {
    await visit(customer, shop);
    if (performance.now() >= phase.countFrom) phase.visitsEnded++;
  } catch (error) {
    if (!(error instanceof Stopped)) throw error;
  }
}

const keptAlive = () => new http.Agent({ keepAlive: true, maxSockets: 1 });

/** Flat out: on each connection, customer after customer until the phase ends; answers the next customer's index. */
async function flatOut(shop: Shop, phase: Phase, firstCustomer: number): Promise<number> {
  let nextCustomer = firstCustomer;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      const agent = keptAlive();
      while (performance.now() < phase.sendUntil) await visitToEnd(new Customer(nextCustomer++, agent, phase), shop, phase);
      agent.destroy();
    }),
  );
  return nextCustomer;
}

/**
 * Steady: customers arrive evenly, `rate` a second for the run's seconds, each taking a free connection of the
 * same number (waiting for one, which counts in their first request's latency) for their whole visit.
 */
async function steadily(shop: Shop, phase: Phase, rate: number, firstCustomer: number): Promise<void> {
  const free = Array.from({ length: CONNECTIONS }, keptAlive);
  const waiting: ((agent: http.Agent) => void)[] = [];
  const release = (agent: http.Agent) => {
    const waiter = waiting.shift();
    if (waiter) waiter(agent);
    else free.push(agent);
  };
  const visits: Promise<void>[] = [];
  for (let arrival = 0; arrival < rate * SECONDS; arrival++) {
    const due = phase.countFrom + (arrival * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    visits.push(
      (async () => {
        const agent = free.pop() ?? (await new Promise<http.Agent>((resolve) => waiting.push(resolve)));
        await visitToEnd(new Customer(firstCustomer + arrival, agent, phase, due), shop, phase);
        release(agent);
      })(),
    );
  }
  await Promise.all(visits);
  for (const agent of free) agent.destroy();
}

/** `COSTED_VISITS` customers one at a time on one connection, each visit's requests costed by `meter`. */
async function oneAtATime(shop: Shop, meter: CostMeter, firstCustomer: number): Promise<void> {
  const phase = new Phase(performance.now(), Number.POSITIVE_INFINITY, meter);
  const agent = keptAlive();
  for (let index = firstCustomer; index < firstCustomer + COSTED_VISITS; index++) {
    meter.restart();
    await visitToEnd(new Customer(index, agent, phase), shop, phase);
  }
  agent.destroy();
}

function costsTable(heading: string, meter: CostMeter): string {
  const ms = (seconds: number, count: number) => ((1000 * seconds) / count).toFixed(1);
  const row = (kind: string, { count, shop, database }: { count: number; shop: number; database: number }) =>
    tableRow([kind, count, ms(shop, count), ms(database, count), ms(shop + database, count)]);
  const costs = KINDS.flatMap((kind) => {
    const cost = meter.costs.get(kind);
    return cost ? [[kind, cost] as const] : [];
  });
  const all = costs.reduce(
    (sum, [, cost]) => ({ count: sum.count + cost.count, shop: sum.shop + cost.shop, database: sum.database + cost.database }),
    { count: 0, shop: 0, database: 0 },
  );
  return [
    heading,
    '',
    tableRow(['request', 'count', 'shop CPU, ms', 'PostgreSQL CPU, ms', 'both, ms']),
    tableRow(['---', '---:', '---:', '---:', '---:']),
    ...costs.map(([kind, cost]) => row(kind, cost)),
    row('**all requests**', all),
  ].join('\n');
}

/** Every request of a load, whatever its type. */
function allOf(phase: Phase): Tally {
  const all: Tally = { latencies: [], errors: 0 };
  for (const tally of phase.tallies.values()) {
    all.latencies = all.latencies.concat(tally.latencies);
    all.errors += tally.errors;
  }
  return all;
}

const sortedLatencies = (tally: Tally) => [...tally.latencies].sort((a, b) => a - b);

function table(heading: string, phase: Phase, seconds: number): string {
  const row = (kind: string, tally: Tally) => {
    const sorted = sortedLatencies(tally);
    const p99 = Math.round(percentile(sorted, 0.99));
    return tableRow([
      kind,
      sorted.length,
      (sorted.length / seconds).toFixed(0),
      Math.round(percentile(sorted, 0.5)),
      p99,
      tally.errors,
      p99 <= TARGET_P99_MS && tally.errors === 0 ? 'met' : 'missed',
    ]);
  };
  const rows = [...phase.tallies].filter(([, tally]) => tally.latencies.length).map(([kind, tally]) => row(kind, tally));
  rows.push(row('**all requests**', allOf(phase)));
  const errors = [...phase.tallies].flatMap(([kind, tally]) =>
    tally.firstError ? [`- first error of «${kind}»: ${tally.firstError}`] : [],
  );
  return [
    heading,
    '',
    tableRow(['request', 'count', 'req/s', 'p50 ms', 'p99 ms', 'errors', `p99 ≤ ${TARGET_P99_MS} ms, no errors`]),
    tableRow(['---', '---:', '---:', '---:', '---:', '---:', '---']),
    ...rows,
    ...(errors.length ? ['', ...errors] : []),
  ].join('\n');
}

/** A measured load and how long it ran, for the loads' table. */
interface Load {
  name: string;
  visitsPerSecond: number;
  phase: Phase;
  seconds: number;
}

/** One row a load: its rate, its whole latency, and its slowest request type's p99. */
function loadsTable(heading: string, loads: Load[]): string {
  const rows = loads.map(({ name, visitsPerSecond, phase, seconds }) => {
    const all = allOf(phase);
    const sorted = sortedLatencies(all);
    const p99 = Math.round(percentile(sorted, 0.99));
    const slowest = [...phase.tallies]
      .filter(([, tally]) => tally.latencies.length)
      .map(([kind, tally]) => ({ kind, p99: Math.round(percentile(sortedLatencies(tally), 0.99)) }))
      .reduce((worst, type) => (type.p99 > worst.p99 ? type : worst));
    return tableRow([
      name,
      visitsPerSecond.toFixed(1),
      (sorted.length / seconds).toFixed(0),
      Math.round(percentile(sorted, 0.5)),
      p99,
      `${slowest.p99} (${slowest.kind})`,
      all.errors,
      p99 <= TARGET_P99_MS && all.errors === 0 ? 'met' : 'missed',
    ]);
  });
  return [
    heading,
    '',
    tableRow([
      'load',
      'visits/s',
      'req/s',
      'p50 ms',
      'p99 ms',
      'slowest type, p99 ms',
      'errors',
      `p99 ≤ ${TARGET_P99_MS} ms, no errors`,
    ]),
    tableRow(['---', '---:', '---:', '---:', '---:', '---', '---:', '---']),
    ...rows,
  ].join('\n');
}

export async function run(): Promise<string> {
  console.log(`Mixed load: preparing ${PRODUCT_COUNT.toLocaleString('en')} products in ${baseName}…`);
  const engineDir = await preparePostgres(baseUrl, 'postgres-mixed');
  await copyShop();
  try {
    const shop = await readShop();
    const server = await startServer(engineDir, {
      env: {
        SEED_DEMO: 'false',
        DATABASE_URL: copyUrl,
        CATALOGUE_CACHE_SECONDS: String(CACHE_SECONDS),
        // The bench is the one proxy in front of the shop, on this machine: each customer's address is believed.
        TRUST_PROXY: '127.0.0.1',
        SMS_PROVIDER: 'outbox',
        PAYMENT_GATEWAY: 'sandbox',
      },
    });
    try {
      const started = performance.now() + WARM_UP_SECONDS * 1000;
      const flat = new Phase(started, started + SECONDS * 1000);
      console.log(`  ${CONNECTIONS} customers at once, flat out: ${WARM_UP_SECONDS} s warm-up, then ${SECONDS} s measured…`);
      let nextCustomer = await flatOut(shop, flat, 1);
      const flatVisits = flat.visitsEnded / SECONDS;
      const loads: Load[] = [{ name: 'flat out', visitsPerSecond: flatVisits, phase: flat, seconds: SECONDS }];
      for (const share of STEADY_SHARES) {
        const rate = Math.max(1, Math.round(flatVisits * share));
        console.log(`  ${flatVisits.toFixed(1)} visits a second flat out; steadily at ${rate} a second for ${SECONDS} s…`);
        const phase = new Phase(performance.now(), Number.POSITIVE_INFINITY);
        await steadily(shop, phase, rate, nextCustomer);
        nextCustomer += rate * SECONDS;
        const seconds = (phase.lastAnswer - phase.countFrom) / 1000;
        loads.push({ name: `steady, ${share * 100}% of flat out`, visitsPerSecond: rate, phase, seconds });
      }
      console.log(`  ${COSTED_VISITS} customers one at a time, for the CPU each request costs…`);
      const meter = new CostMeter(server.pid ?? 0, copyName);
      await oneAtATime(shop, meter, nextCustomer);
      const scene = `PostgreSQL, ${PRODUCT_COUNT.toLocaleString('en')} products, catalogue cache ${CACHE_SECONDS} s, ${CONNECTIONS} connections, ${SECONDS} s`;
      const [, half] = loads as [Load, Load];
      return [
        table(
          `### Mixed load flat out (each connection's next request as soon as the last is answered; ${flatVisits.toFixed(1)} visits a second): ${scene}`,
          flat,
          SECONDS,
        ),
        table(
          `### Mixed load steady (customers arriving evenly, ${half.visitsPerSecond} a second: half the flat-out visits): ${scene}`,
          half.phase,
          half.seconds,
        ),
        loadsTable(`### Mixed load, each load whole: ${scene}`, loads),
        costsTable(
          `### CPU per request, ${COSTED_VISITS} customers one at a time after the loads (read from /proc: the shop's process, its PostgreSQL backends): ${scene}`,
          meter,
        ),
      ].join('\n\n');
    } finally {
      await stopServer(server);
    }
  } finally {
    await dropCopy();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(`\n${await run()}`);
