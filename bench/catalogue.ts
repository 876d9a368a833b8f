/**
 * Catalogue benchmark: listing with filters, and search, over 100,000 generated products, against PGlite and
 * PostgreSQL. Prints a table (requests per second, p50 and p99 latency; autocannon, 10 s, 50 connections).
 *
 *   npm run bench                 both engines
 *   npm run bench -- --plans      also print the query plans of the benchmarked queries
 *   BENCH_DATABASE_URL=postgres://…/shop_bench   where the PostgreSQL copy lives (created when missing)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../apps/api/src/db/client.ts';
import { demoProducts } from '../apps/api/src/db/seed/demo-catalogue.ts';
import { seedDemoShop } from '../apps/api/src/db/seed/demo-shop.ts';
import { productSearchFields } from '../apps/api/src/modules/catalogue/catalogue-service.ts';
import { brands, categories, products } from '../apps/api/src/modules/catalogue/catalogue-tables.ts';
import { MediaStorage } from '../apps/api/src/modules/media/media-service.ts';

const PRODUCT_COUNT = 100_000;
const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, 'bench/.data');
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench';
const showPlans = process.argv.includes('--plans');
const only = process.argv.find((arg) => arg.startsWith('--engine='))?.split('=')[1];

/** A deterministic pseudo-random sequence, so both engines hold the same 100,000 products. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const adjectives = ['حرفه‌ای', 'خانگی', 'بیمارستانی', 'پرتابل', 'دیجیتال', 'هوشمند', 'سبک', 'تاشو', 'ضدحساسیت', 'اقتصادی'];

async function fillCatalogue(db: Database, media: MediaStorage) {
  const [existing] = await db.select({ count: count() }).from(products);
  if ((existing?.count ?? 0) >= PRODUCT_COUNT) return;
  if ((existing?.count ?? 0) === 0) await seedDemoShop(db, media);
  const templates = await db.select().from(products).limit(500);
  const brandRows = await db.select().from(brands);
  const leafCategories = (await db.select().from(categories)).filter((category) => category.parentId !== null);
  const next = random(42);
  const pick = <Item>(items: Item[]) => items[Math.floor(next() * items.length)] as Item;
  const [current] = await db.select({ count: count() }).from(products);
  let made = current?.count ?? 0;
  while (made < PRODUCT_COUNT) {
    const batch = Array.from({ length: Math.min(1000, PRODUCT_COUNT - made) }, (_, index) => {
      const template = pick(templates);
      const brand = pick(brandRows);
      const source = pick(demoProducts);
      const name = `${template.name.split(' مدل ')[0]} ${pick(adjectives)} مدل ${brand.nameEn.slice(0, 2).toUpperCase()}-${made + index}`;
      const regularPrice = Math.round((50_000 + next() * 80_000_000) / 1000) * 1000;
      const discounted = next() < 0.3;
      const stockRoll = next();
      return {
        name,
        excerpt: source.excerpt,
        description: source.description,
        featuredImage: template.featuredImage,
        categoryId: pick(leafCategories).id,
        brandId: brand.id,
        regularPrice,
        salePrice: discounted ? Math.round((regularPrice * (0.75 + next() * 0.2)) / 1000) * 1000 : null,
        stockType: stockRoll < 0.08 ? ('out_of_stock' as const) : stockRoll < 0.3 ? ('limited' as const) : ('unlimited' as const),
        stock: stockRoll >= 0.08 && stockRoll < 0.3 ? Math.floor(next() * 40) : null,
        updatedAt: new Date(Date.parse('2026-11-01T00:00:00Z') - Math.floor(next() * 400 * 86_400_000)),
        ...productSearchFields(name, source.excerpt, [brand.name, brand.nameEn]),
      };
    });
    await db.insert(products).values(batch);
    made += batch.length;
    process.stdout.write(`\r  generated ${made.toLocaleString('en')} products`);
  }
  process.stdout.write('\n');
  await db.execute(sql`vacuum analyze`);
}

async function preparePglite(): Promise<string> {
  const engineDir = path.join(dataDir, 'pglite-shop');
  mkdirSync(path.join(engineDir, 'media'), { recursive: true });
  const database = await openPglite({ dataDir: path.join(engineDir, 'pglite') });
  await fill(database, new MediaStorage(path.join(engineDir, 'media')));
  return engineDir;
}

async function preparePostgres(): Promise<string> {
  const url = new URL(postgresUrl);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(postgresUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database ${name}`);
  await admin.end();
  const engineDir = path.join(dataDir, 'postgres-shop');
  mkdirSync(path.join(engineDir, 'media'), { recursive: true });
  await fill(await openPostgres(postgresUrl), new MediaStorage(path.join(engineDir, 'media')));
  if (showPlans) await explainOnPostgres();
  return engineDir;
}

async function fill(database: DatabaseHandle, media: MediaStorage) {
  try {
    await fillCatalogue(database.db, media);
  } finally {
    await database.close();
  }
}

const orderings = ['', '&ordering=_price', '&ordering=-_price', '&ordering=-updated_at'];
const searches = [
  'فشارسنج',
  'دستکش نیتریل',
  'ویلچر تاشو',
  'اکسیژن',
  'ماسک سه لایه',
  'ترمومتر',
  'امرن',
  'نبولایزر',
  'تخت',
  'سرنگ',
  'گاز استریل',
  'واکر',
];
/** Many distinct pages, as real visitors ask for: categories, brands, stock, discounts, price ranges, orders, pages. */
const scenarios = {
  'listing, newest': [0, 30, 60, 90].map((offset) => `/api/products/public?limit=30&offset=${offset}`),
  'listing, filtered': Array.from({ length: 240 }, (_, index) => {
    const filters = [
      `category=${(index % 40) + 1}`,
      index % 3 === 0 ? 'in_stock=true' : '',
      index % 4 === 1 ? 'has_discount=true' : '',
      index % 5 === 2 ? `brand=${(index % 20) + 1}` : '',
      index % 6 === 3 ? 'price__gt=1000000&price__lt=20000000' : '',
    ].filter(Boolean);
    return `/api/products/public?${filters.join('&')}${orderings[index % 4]}&limit=30&offset=${(index % 3) * 30}`;
  }),
  search: searches.flatMap((query, index) =>
    orderings.map(
      (ordering) => `/api/products/public?search=${encodeURIComponent(query)}${ordering}&limit=30&offset=${(index % 2) * 30}`,
    ),
  ),
};

/** EXPLAIN ANALYZE of the statements the listing sends, captured through Drizzle's query logger. */
async function explainOnPostgres() {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('../apps/api/src/db/schema.ts');
  const { anonymousViewer, listProducts } = await import('../apps/api/src/modules/catalogue/catalogue-service.ts');
  const pool = new pg.Pool({ connectionString: postgresUrl });
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (query, params) => captured.push({ sql: query, params }) } });
  const cases = [
    { label: 'search «فشارسنج»', filters: { search: 'فشارسنج' }, ordering: undefined },
    {
      label: 'category 1 with subcategories, in stock, cheapest first',
      filters: { category: 1, in_stock: true },
      ordering: '_price' as const,
    },
    { label: 'newest', filters: {}, ordering: undefined },
  ];
  for (const { label, filters, ordering } of cases) {
    captured.length = 0;
    await listProducts(db as unknown as Database, { ...filters, ordering, limit: 30, offset: 0 }, anonymousViewer);
    console.log(`\n#### ${label}`);
    for (const statement of captured) {
      const { rows } = await pool.query(`explain (analyze, costs off, timing on) ${statement.sql}`, statement.params);
      console.log(rows.map((row) => row['QUERY PLAN']).join('\n'), '\n');
    }
  }
  await pool.end();
}

async function startServer(engineDir: string, port: number, cacheSeconds: number, databaseUrl?: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: engineDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATABASE_URL: databaseUrl ?? '',
      CATALOGUE_CACHE_SECONDS: String(cacheSeconds),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/settings/general`)).ok) return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  server.kill('SIGTERM');
  throw new Error('the server did not start');
}

function load(port: number, urls: string[], duration = 10): Promise<autocannon.Result> {
  return autocannon({
    timeout: 20,
    url: `http://127.0.0.1:${port}`,
    connections: 50,
    duration,
    requests: urls.map((url) => ({ method: 'GET', path: url })),
  });
}

const rows: string[][] = [];
const engines = [
  { name: 'PGlite', prepare: preparePglite, url: undefined },
  { name: 'PostgreSQL', prepare: preparePostgres, url: postgresUrl },
].filter((engine) => !only || engine.name.toLowerCase() === only.toLowerCase());

for (const engine of engines) {
  console.log(`\n${engine.name}: preparing ${PRODUCT_COUNT.toLocaleString('en')} products…`);
  const engineDir = await engine.prepare();
  for (const cacheSeconds of [0, 30]) {
    const cache = cacheSeconds ? `${cacheSeconds} s` : 'off';
    const server = await startServer(engineDir, 3200, cacheSeconds, engine.url);
    try {
      for (const [scenario, urls] of Object.entries(scenarios)) {
        // Each page once, eight at a time, so a cached run measures the cache rather than its first misses.
        for (let start = 0; start < urls.length; start += 8) {
          await Promise.all(
            urls
              .slice(start, start + 8)
              .map((url) => fetch(`http://127.0.0.1:3200${url}`).then((response) => response.arrayBuffer())),
          );
        }
        const result = await load(3200, urls);
        const row = [
          engine.name,
          cache,
          scenario,
          result.requests.average.toFixed(0),
          String(result.latency.p50),
          String(result.latency.p99),
        ];
        rows.push([...row, String(result.non2xx + result.errors + result.timeouts)]);
        console.log(`  cache ${cache}, ${scenario}: ${row[3]} req/s, p50 ${row[4]} ms, p99 ${row[5]} ms`);
      }
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
  }
}

console.log(`\nCatalogue over ${PRODUCT_COUNT.toLocaleString('en')} products, autocannon 10 s × 50 connections`);
console.log('| engine | catalogue cache | scenario | req/s | p50 ms | p99 ms | errors |');
console.log('|---|---|---|---:|---:|---:|---:|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
