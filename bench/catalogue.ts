/**
 * Catalogue benchmark: listing with filters, and search, over 100,000 generated products, against PGlite and
 * PostgreSQL. Prints a table (requests per second, p50 and p99 latency; autocannon, 10 s, 50 connections).
 *
 *   npx tsx bench/catalogue.ts                      both engines (or npm run bench -- --only=catalogue)
 *   npx tsx bench/catalogue.ts --engine=postgresql  one engine
 *   npx tsx bench/catalogue.ts --plans              also print the query plans of the benchmarked queries
 *   BENCH_DATABASE_URL=postgres://…/shop_bench   where the PostgreSQL copy lives (created when missing)
 *   BENCH_PORT=3200               where the shop listens meanwhile
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Database } from '../apps/api/src/db/client.ts';
import { benchPort, load, startServer, stopServer } from './bench-server.ts';
import { PRODUCT_COUNT, postgresUrl, preparePglite, preparePostgres } from './catalogue-data.ts';

const showPlans = process.argv.includes('--plans');
const only = process.argv.find((arg) => arg.startsWith('--engine='))?.split('=')[1];

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

/** Every engine asked for, cache off then on; answers the table. */
export async function run(): Promise<string> {
  const rows: string[][] = [];
  const engines = [
    { name: 'PGlite', prepare: preparePglite, url: undefined },
    { name: 'PostgreSQL', prepare: preparePostgres, url: postgresUrl },
  ].filter((engine) => !only || engine.name.toLowerCase() === only.toLowerCase());

  for (const engine of engines) {
    console.log(`\n${engine.name}: preparing ${PRODUCT_COUNT.toLocaleString('en')} products…`);
    const engineDir = await engine.prepare();
    if (showPlans && engine.url) await explainOnPostgres();
    for (const cacheSeconds of [0, 30]) {
      const cache = cacheSeconds ? `${cacheSeconds} s` : 'off';
      const server = await startServer(engineDir, {
        env: { SEED_DEMO: 'false', DATABASE_URL: engine.url ?? '', CATALOGUE_CACHE_SECONDS: String(cacheSeconds) },
      });
      try {
        for (const [scenario, urls] of Object.entries(scenarios)) {
          // Each page once, eight at a time, so a cached run measures the cache rather than its first misses.
          for (let start = 0; start < urls.length; start += 8) {
            await Promise.all(
              urls
                .slice(start, start + 8)
                .map((url) => fetch(`http://127.0.0.1:${benchPort}${url}`).then((response) => response.arrayBuffer())),
            );
          }
          const result = await load(urls.map((url) => ({ method: 'GET', path: url })));
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
        await stopServer(server);
      }
    }
  }

  return [
    `### Catalogue over ${PRODUCT_COUNT.toLocaleString('en')} products, autocannon 10 s × 50 connections`,
    '',
    '| engine | catalogue cache | scenario | req/s | p50 ms | p99 ms | errors |',
    '|---|---|---|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(`\n${await run()}`);
