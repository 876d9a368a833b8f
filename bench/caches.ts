/**
 * What each cache and the request line buy: the same load with the shop as it ships, then with each one switched off
 * alone by its own variable (docs/configuration.md), on a real shop's 5,000 products (PGlite, 10 connections) and on
 * 100,000 (PostgreSQL, 50 connections). Each scenario is a browser's requests (it asks for compressed answers): a
 * filtered listing's answer, a product's answer, and a product's page rendered by the server. autocannon, 10 s, flat
 * out; a table of requests per second and p99 latency, each switch beside the shop as it ships.
 *
 *   npx tsx bench/caches.ts
 *   BENCH_DATABASE_URL=postgres://…/shop_bench   where the PostgreSQL copy lives (created when missing)
 *   BENCH_PORT=3200                              where the shop listens meanwhile
 */
import { pathToFileURL } from 'node:url';
import { benchPort, load, startServer, stopServer, tableRow } from './bench-server.ts';
import { PRODUCT_COUNT, postgresUrl, preparePglite, preparePostgres } from './catalogue-data.ts';

/** Each switch, off alone; the first row is the shop as it ships. */
const switches: { label: string; env: Record<string, string> }[] = [
  { label: 'as shipped', env: {} },
  { label: 'CATALOGUE_CACHE_SECONDS=0', env: { CATALOGUE_CACHE_SECONDS: '0' } },
  { label: 'SEARCH_HELD_CARDS=0', env: { SEARCH_HELD_CARDS: '0' } },
  { label: 'PAGE_CACHE_SECONDS=0', env: { PAGE_CACHE_SECONDS: '0' } },
  { label: 'COMPRESSED_ANSWERS_MB=0', env: { COMPRESSED_ANSWERS_MB: '0' } },
  { label: 'REQUESTS_AT_ONCE=0', env: { REQUESTS_AT_ONCE: '0' } },
];

const browser = { 'accept-encoding': 'br, gzip' };

const scenarios = (productIds: number[]): Record<string, string[]> => ({
  'listing, filtered': Array.from({ length: 120 }, (_, index) => {
    const filters = [
      `category=${(index % 40) + 1}`,
      index % 3 === 0 ? 'in_stock=true' : '',
      index % 4 === 1 ? 'has_discount=true' : '',
    ];
    return `/api/products/public?${filters.filter(Boolean).join('&')}&limit=30&offset=${(index % 3) * 30}`;
  }),
  'product answer': productIds.map((id) => `/api/products/public/${id}`),
  'product page': productIds.slice(0, 60).map((id) => `/products/${id}`),
});

async function productIdsOf(): Promise<number[]> {
  const page = await fetch(`http://127.0.0.1:${benchPort}/api/products/public?limit=100`);
  return ((await page.json()) as { results: { id: number }[] }).results.map((product) => product.id);
}

export async function run(): Promise<string> {
  const setups = [
    { engine: 'PGlite', products: 5_000, connections: 10, prepare: () => preparePglite(5_000), url: '' },
    { engine: 'PostgreSQL', products: PRODUCT_COUNT, connections: 50, prepare: preparePostgres, url: postgresUrl },
  ];
  const rows: string[] = [];
  for (const setup of setups) {
    console.log(`\n${setup.engine}: preparing ${setup.products.toLocaleString('en')} products…`);
    const engineDir = await setup.prepare();
    const shipped = new Map<string, number>();
    for (const { label, env } of switches) {
      const server = await startServer(engineDir, { env: { SEED_DEMO: 'false', DATABASE_URL: setup.url, ...env } });
      try {
        for (const [scenario, paths] of Object.entries(scenarios(await productIdsOf()))) {
          // Each once first, so that a kept read is measured kept rather than at its first miss.
          for (const path of paths)
            await (await fetch(`http://127.0.0.1:${benchPort}${path}`, { headers: browser })).arrayBuffer();
          const result = await load(
            paths.map((path) => ({ method: 'GET', path, headers: browser })),
            { connections: setup.connections },
          );
          const rate = result.requests.average;
          if (label === switches[0]?.label) shipped.set(scenario, rate);
          const base = shipped.get(scenario);
          const row = [
            setup.engine,
            setup.products.toLocaleString('en'),
            scenario,
            label,
            rate.toFixed(0),
            base ? `${(rate / base).toFixed(2)}×` : '',
            result.latency.p99,
            result.non2xx + result.errors + result.timeouts,
          ];
          rows.push(tableRow(row));
          console.log(`  ${row.slice(0, 4).join(', ')}: ${row[4]} req/s (${row[5]}), p99 ${row[6]} ms, errors ${row[7]}`);
        }
      } finally {
        await stopServer(server);
      }
    }
  }
  return [
    '### Caches and the request line, each off alone: autocannon 10 s, flat out, compressed answers asked',
    '| engine | products | scenario | switch | req/s | against as shipped | p99 ms | errors |',
    '|---|---:|---|---|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(`\n${await run()}`);
