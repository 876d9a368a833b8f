/**
 * Mixed-load benchmark on PostgreSQL over the catalogue bench's 100,000 products: listing, one product, search and
 * sign-in-code requests, each alone (autocannon, 10 s, 50 connections), then all four at once sharing the 50
 * connections. The sign-in requests come from one address that has had its hour's codes already, so every one is
 * refused (429): the flood a limit turns away, and what it costs the rest.
 *
 *   npx tsx bench/mixed.ts
 *   BENCH_DATABASE_URL=postgres://…/shop_bench   where the PostgreSQL copy lives (created when missing)
 *   BENCH_PORT=3200                              where the shop listens meanwhile
 */
import type autocannon from 'autocannon';
import { benchPort, load, type Requests, startServer, stopServer, tableRow } from './bench-server.ts';
import { PRODUCT_COUNT, postgresUrl, preparePostgres } from './catalogue-data.ts';

/** The address of the flood, as the shop reads it from X-Forwarded-For (TRUST_PROXY's default believes it). */
const floodHeaders = { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' };
const numbers = Array.from({ length: 40 }, (_, index) => `0912${String(5_550_000 + index).padStart(7, '0')}`);
/** OTP_HOURLY_LIMIT_PER_CLIENT's default. */
const CODES_AN_HOUR_PER_ADDRESS = 20;
const kinds: Record<string, Requests> = {
  listing: [0, 30, 60, 90].map((offset) => ({ method: 'GET', path: `/api/products/public?limit=30&offset=${offset}` })),
  product: Array.from({ length: 50 }, (_, index) => ({ method: 'GET', path: `/api/products/public/${index * 1997 + 1}` })),
  search: ['فشارسنج', 'دستکش نیتریل', 'ویلچر تاشو', 'اکسیژن', 'ترمومتر', 'نبولایزر'].map((query) => ({
    method: 'GET',
    path: `/api/products/public?search=${encodeURIComponent(query)}&limit=30`,
  })),
  'sign-in code, refused': numbers.map((number) => ({
    method: 'POST',
    path: '/api/users/otp/signin',
    headers: floodHeaders,
    body: JSON.stringify({ mobile_number: number }),
  })),
};

const figures = (result: autocannon.Result) => [
  result.requests.average.toFixed(0),
  result.latency.p50,
  result.latency.p99,
  result.non2xx + result.errors + result.timeouts,
];

console.log(`PostgreSQL: preparing ${PRODUCT_COUNT.toLocaleString('en')} products…`);
const engineDir = await preparePostgres();
const rows: string[] = [];
// The catalogue cache is off, so every listing reaches the database as a first visit would.
const server = await startServer(engineDir, {
  env: { SEED_DEMO: 'false', DATABASE_URL: postgresUrl, CATALOGUE_CACHE_SECONDS: '0' },
});
try {
  // The address uses up its hour's codes (on numbers of their own), so the flood below is refused from the start.
  for (let sent = 0; sent < CODES_AN_HOUR_PER_ADDRESS; sent++) {
    await fetch(`http://127.0.0.1:${benchPort}/api/users/otp/signin`, {
      method: 'POST',
      headers: floodHeaders,
      body: JSON.stringify({
        mobile_number: `0913${String(Date.now() % 100_000).padStart(5, '0')}${String(sent).padStart(2, '0')}`,
      }),
    });
  }
  for (const [kind, requests] of Object.entries(kinds)) {
    const result = await load(requests);
    rows.push(tableRow(['alone', kind, ...figures(result)]));
    console.log(rows.at(-1));
  }
  const entries = Object.entries(kinds);
  const together = await Promise.all(
    // 50 connections split as evenly as whole numbers allow.
    entries.map(([, requests], index) => load(requests, { connections: Math.floor((50 + index) / entries.length) })),
  );
  together.forEach((result, index) => {
    rows.push(tableRow(['together', entries[index]?.[0] ?? '', ...figures(result)]));
    console.log(rows.at(-1));
  });
} finally {
  await stopServer(server);
}

console.log(`\nMixed load on PostgreSQL, ${PRODUCT_COUNT.toLocaleString('en')} products, autocannon 10 s, 50 connections`);
console.log('| run | request | req/s | p50 ms | p99 ms | non-2xx |');
console.log('|---|---|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
