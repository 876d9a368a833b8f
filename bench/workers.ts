/**
 * One worker against two (WORKERS, node:cluster) on PostgreSQL over the catalogue bench's 100,000 products: the
 * production build through `npm start`, autocannon 50 connections flat out. The mix is three product pages rendered
 * on the server (`/products/<id>`, each id asked once, so the rendered-page cache never answers) to one API listing
 * (a few pages, cached as a visitor's would be). Beside the figures, the CPU each side used: the shop's processes, its
 * PostgreSQL backends, the load generator (this process), and the whole machine just before and during the run. Each
 * runs three times, taking turns, and the medians close the table: the machine is shared with whatever else runs.
 *
 *   npx tsx bench/workers.ts        (npm run bench:workers)
 *   BENCH_DATABASE_URL=postgres://…/shop_bench   where the PostgreSQL copy lives (created when missing)
 *   BENCH_PORT=3200                              where the shop listens meanwhile
 */
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import {
  backendCpuBetween,
  backendCpuSeconds,
  load,
  type Requests,
  startServer,
  stopServer,
  tableRow,
  treeCpuSeconds,
} from './bench-server.ts';
import { PRODUCT_COUNT, postgresUrl, preparePostgres } from './catalogue-data.ts';

const DURATION_SECONDS = 15;
const WARM_UP_SECONDS = 5;
/** Runs of each, taking turns: other people's work on a shared machine comes and goes. */
const ROUNDS = 3;

/** The product ids the pages are asked for: every one a different product, spread over the catalogue. */
async function productIds(): Promise<number[]> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('select id from products where is_published order by id');
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/**
 * Three product pages, then a listing, over and over. Every connection takes the next product of one list, which runs
 * on from run to run, so that no run finds its pages in PostgreSQL's buffers because an earlier run read them.
 */
function mixOver(ids: number[]): () => Requests {
  let next = 0;
  const productPage = {
    method: 'GET' as const,
    setupRequest: (request: object) => ({ ...request, path: `/products/${ids[next++ % ids.length]}` }),
  };
  const listing = (offset: number) => ({ method: 'GET' as const, path: `/api/products/public?limit=30&offset=${offset}` });
  return () => [productPage, productPage, productPage, listing(0), productPage, productPage, productPage, listing(30)];
}

/** The machine's busy and total CPU time so far, over every core. */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').split(/\s+/).filter(Boolean);
  const values = fields.map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  // idle and iowait.
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

/** The share of the machine's CPU that was busy over `seconds`, in per cent. */
async function machineBusyOver(seconds: number): Promise<number> {
  const before = machineTicks();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const after = machineTicks();
  return Math.round((100 * (after.busy - before.busy)) / (after.total - before.total));
}

interface Figures {
  rate: number;
  p50: number;
  p99: number;
  errors: number;
  /** Cores kept busy on average: by the shop's processes, by its PostgreSQL backends, by the load generator. */
  shopCores: number;
  shopMsPerRequest: number;
  postgresCores: number;
  loaderCores: number;
  /** The whole machine's busy share, in per cent: just before the run (the shop idle), and during it. */
  busyBefore: number;
  busyDuring: number;
}

async function measure(server: ChildProcess, requests: Requests): Promise<Figures> {
  const pid = server.pid ?? 0;
  const database = new URL(postgresUrl).pathname.slice(1);
  const busyBefore = await machineBusyOver(3);
  await load(requests, { duration: WARM_UP_SECONDS });
  const shopBefore = treeCpuSeconds(pid);
  const backendsBefore = backendCpuSeconds(database);
  const loaderBefore = process.cpuUsage();
  const machineBefore = machineTicks();
  const started = performance.now();
  const result = await load(requests, { duration: DURATION_SECONDS });
  const seconds = (performance.now() - started) / 1000;
  const shop = treeCpuSeconds(pid) - shopBefore;
  const backends = backendCpuBetween(backendsBefore, backendCpuSeconds(database));
  const loader = process.cpuUsage(loaderBefore);
  const machine = machineTicks();
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    shopCores: shop / seconds,
    shopMsPerRequest: result.requests.total ? (1000 * shop) / result.requests.total : 0,
    postgresCores: backends / seconds,
    loaderCores: (loader.user + loader.system) / 1e6 / seconds,
    busyBefore,
    busyDuring: Math.round((100 * (machine.busy - machineBefore.busy)) / (machine.total - machineBefore.total)),
  };
}

const row = (label: string | number, figures: Figures) =>
  tableRow([
    label,
    figures.rate.toFixed(0),
    figures.p50,
    figures.p99,
    figures.errors,
    figures.shopCores.toFixed(2),
    figures.shopMsPerRequest.toFixed(1),
    figures.postgresCores.toFixed(2),
    figures.loaderCores.toFixed(2),
    `${figures.busyBefore} %`,
    `${figures.busyDuring} %`,
  ]);

/** Each figure's median over the runs. */
function medians(runs: Figures[]): Figures {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  const keys = Object.keys(runs[0] ?? {}) as (keyof Figures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((figures) => figures[key]))])) as unknown as Figures;
}

export async function run(): Promise<string> {
  console.log(`PostgreSQL: preparing ${PRODUCT_COUNT.toLocaleString('en')} products…`);
  const engineDir = await preparePostgres();
  const mix = mixOver(await productIds());
  const runs = new Map<number, Figures[]>([
    [1, []],
    [2, []],
  ]);
  const rows: string[] = [];
  // Taking turns, ROUNDS times, so that someone else's burst of work on the machine falls on both alike.
  for (let round = 0; round < ROUNDS; round++) {
    for (const workers of [1, 2]) {
      const server = await startServer(engineDir, {
        env: { SEED_DEMO: 'false', DATABASE_URL: postgresUrl, WORKERS: String(workers), CATALOGUE_CACHE_SECONDS: '30' },
      });
      try {
        const figures = await measure(server, mix());
        runs.get(workers)?.push(figures);
        rows.push(row(workers, figures));
        console.log(rows.at(-1));
      } finally {
        await stopServer(server);
      }
    }
  }
  return [
    `### One worker against two: pages rendered on the server and a cached listing, 3:1, PostgreSQL, ${PRODUCT_COUNT.toLocaleString('en')} products, autocannon ${DURATION_SECONDS} s, 50 connections; ${availableParallelism()} cores shared by the shop, the load generator, PostgreSQL and anything else running`,
    '',
    tableRow([
      'workers',
      'req/s',
      'p50 ms',
      'p99 ms',
      'errors',
      'shop CPU (cores)',
      'shop CPU per request (ms)',
      'PostgreSQL CPU (cores)',
      'load generator CPU (cores)',
      'machine busy before',
      'machine busy during',
    ]),
    tableRow(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...rows,
    ...[...runs].map(([workers, figures]) => row(`${workers}, median of ${figures.length}`, medians(figures))),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(`\n${await run()}`);
