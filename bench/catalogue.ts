/**
 * Catalogue benchmark: listing (newest, and with filters), search and the product page's own answer, against PGlite
 * and PostgreSQL over 100,000 generated products with the catalogue cache off and on (autocannon, 10 s, 50
 * connections, flat out), and a real shop's 5,000 products on PGlite, cache off, at 10 connections. Prints a table:
 * requests per second, p50 and p99 latency, errors.
 *
 *   npx tsx bench/catalogue.ts                  every engine
 *   npx tsx bench/catalogue.ts --engine=postgresql   (or pglite) one engine
 *   npx tsx bench/catalogue.ts --plans          also print the query plans of the benchmarked queries
 *   npx tsx bench/catalogue.ts --scenario=search     one scenario (listing, newest; listing, filtered; search; product page)
 *   BENCH_DATABASE_URL=postgres://…/shop_bench   where the PostgreSQL copy lives (created when missing)
 *   BENCH_PORT=3200                              where the shop listens meanwhile
 */
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { Database } from '../apps/api/src/db/client.ts';
import { benchPort, load, startServer, stopServer, tableRow } from './bench-server.ts';
import { PRODUCT_COUNT, postgresUrl, preparePglite, preparePostgres } from './catalogue-data.ts';

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
const scenarios = (productIds: number[]): Record<string, string[]> => ({
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
  'product page': productIds.map((id) => `/api/products/public/${id}`),
});

/** EXPLAIN ANALYZE of the statements the listing sends, captured through Drizzle's query logger. */
async function explainOnPostgres() {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('../apps/api/src/db/schema.ts');
  const { anonymousViewer, getProduct, listProducts, newCatalogueSearch } = await import(
    '../apps/api/src/modules/catalogue/catalogue-service.ts'
  );
  const { KeptReads } = await import('../apps/api/src/lib/kept-reads.ts');
  const { PictureUrls } = await import('../apps/api/src/modules/media/media-service.ts');
  const pictures = new PictureUrls(undefined);
  // The statements as a read not kept sends them.
  const notKept = new KeptReads<object>({ seconds: 0, maxBytes: 0, maxEntries: 0 });
  const pool = new pg.Pool({ connectionString: postgresUrl });
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({ client: pool, schema, logger: { logQuery: (query, params) => captured.push({ sql: query, params }) } });
  const search = newCatalogueSearch(db as unknown as Database, pictures, { heldCards: 0 });
  const listing = (filters: Record<string, unknown>, ordering?: '_price') => () =>
    listProducts(search, notKept, { ...filters, ordering, limit: 30, offset: 0 }, anonymousViewer);
  const cases = [
    { label: 'search «فشارسنج»', read: listing({ search: 'فشارسنج' }) },
    { label: 'search «امرن» (a brand: few names start with it)', read: listing({ search: 'امرن' }) },
    {
      label: 'category 1 with subcategories, in stock, cheapest first',
      read: listing({ category: 1, in_stock: true }, '_price'),
    },
    { label: 'newest', read: listing({}) },
    { label: 'product page', read: () => getProduct(db as unknown as Database, notKept, pictures, 5001, anonymousViewer) },
  ];
  for (const { label, read } of cases) {
    captured.length = 0;
    await read();
    console.log(`\n#### ${label}`);
    for (const statement of captured) {
      const { rows } = await pool.query(`explain (analyze, costs off, timing on) ${statement.sql}`, statement.params);
      console.log(rows.map((row) => row['QUERY PLAN']).join('\n'), '\n');
    }
  }
  await pool.end();
}

/** 200 products the shop has, from the newest and from the middle of the catalogue: ids have gaps, so none is guessed. */
async function productIdsOf(products: number): Promise<number[]> {
  const ids: number[] = [];
  for (const offset of [0, Math.floor(products / 2)]) {
    const page = await fetch(`http://127.0.0.1:${benchPort}/api/products/public?limit=100&offset=${offset}`);
    ids.push(...((await page.json()) as { results: { id: number }[] }).results.map((product) => product.id));
  }
  return ids;
}

interface Setup {
  engine: string;
  products: number;
  connections: number;
  cacheSeconds: number[];
  prepare: () => Promise<string>;
  url?: string;
}

export async function run(argv = process.argv): Promise<string> {
  const showPlans = argv.includes('--plans');
  const only = argv.find((arg) => arg.startsWith('--engine='))?.split('=')[1];
  const onlyScenario = argv.find((arg) => arg.startsWith('--scenario='))?.split('=')[1];
  const setups: Setup[] = [
    { engine: 'PGlite', products: PRODUCT_COUNT, connections: 50, cacheSeconds: [0, 30], prepare: () => preparePglite() },
    {
      engine: 'PostgreSQL',
      products: PRODUCT_COUNT,
      connections: 50,
      cacheSeconds: [0, 30],
      prepare: preparePostgres,
      url: postgresUrl,
    },
    // A real shop's size on the embedded default, as many visitors at once as such a shop sees.
    { engine: 'PGlite', products: 5_000, connections: 10, cacheSeconds: [0], prepare: () => preparePglite(5_000) },
  ];
  const rows: string[] = [];
  for (const setup of setups.filter((each) => !only || each.engine.toLowerCase() === only.toLowerCase())) {
    console.log(`\n${setup.engine}: preparing ${setup.products.toLocaleString('en')} products…`);
    const engineDir = await setup.prepare();
    if (showPlans && setup.url) await explainOnPostgres();
    for (const cacheSeconds of setup.cacheSeconds) {
      const cache = cacheSeconds ? `${cacheSeconds} s` : 'off';
      const server = await startServer(engineDir, {
        env: { SEED_DEMO: 'false', DATABASE_URL: setup.url ?? '', CATALOGUE_CACHE_SECONDS: String(cacheSeconds) },
      });
      try {
        const chosen = Object.entries(scenarios(await productIdsOf(setup.products))).filter(
          ([scenario]) => !onlyScenario || scenario === onlyScenario,
        );
        for (const [scenario, urls] of chosen) {
          // Each page once, eight at a time, so a cached run measures the cache rather than its first misses.
          for (let start = 0; start < urls.length; start += 8) {
            await Promise.all(
              urls
                .slice(start, start + 8)
                .map((url) => fetch(`http://127.0.0.1:${benchPort}${url}`).then((response) => response.arrayBuffer())),
            );
          }
          const result = await load(
            urls.map((url) => ({ method: 'GET', path: url })),
            { connections: setup.connections },
          );
          const row = [
            setup.engine,
            setup.products.toLocaleString('en'),
            setup.connections,
            cache,
            scenario,
            result.requests.average.toFixed(0),
            result.latency.p50,
            result.latency.p99,
            result.non2xx + result.errors + result.timeouts,
          ];
          rows.push(tableRow(row));
          console.log(`  ${row.slice(0, 5).join(', ')}: ${row[5]} req/s, p50 ${row[6]} ms, p99 ${row[7]} ms, errors ${row[8]}`);
        }
      } finally {
        await stopServer(server);
      }
    }
  }
  return [
    '### Catalogue: autocannon 10 s, flat out',
    '| engine | products | connections | catalogue cache | scenario | req/s | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---|---|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(`\n${await run()}`);
