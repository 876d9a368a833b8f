/**
 * What the benchmarks share: the shop's production build started as a child process (so its memory and CPU are its
 * own, measured apart from the load generator), autocannon's load flat out, and a steady load of evenly spaced arrivals.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');
/** Where the shop listens during a benchmark; set BENCH_PORT when several people share the machine. */
export const benchPort = Number(process.env.BENCH_PORT ?? 3200);

/** Servers the benchmark stopped; any other that ends has failed. */
const stopped = new WeakSet<ChildProcess>();

/** Starts `npm start`'s server (building it first when its sources changed) and waits until it answers, search too. */
export async function startServer(
  dataDir: string,
  { port = benchPort, env = {} }: { port?: number; env?: Record<string, string> } = {},
): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server.once('exit', (code, signal) => {
    if (!stopped.has(server)) console.error(`the server stopped by itself: exit code ${code}, signal ${signal}`);
  });
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/settings/general`)).ok) {
        // A search waits for the search index the server builds as it starts: measuring starts once it is built.
        await (await fetch(`http://127.0.0.1:${port}/api/products/public?search=${encodeURIComponent('فشار')}`)).arrayBuffer();
        return server;
      }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  server.kill('SIGTERM');
  throw new Error('the server did not start');
}

export async function stopServer(server: ChildProcess): Promise<void> {
  stopped.add(server);
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

/** The resident memory of a process in MB, as the kernel counts it. */
export function residentMegabytes(pid: number): number {
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kilobytes ?? 0) / 1024;
}

const TICKS_PER_SECOND = 100;

/** CPU seconds the kernel counted for one process. */
function ownCpuSeconds(pid: number): number {
  // utime and stime: the 14th and 15th fields, the 12th and 13th after the name.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** CPU seconds of a process and of all its children, found through /proc. */
export function treeCpuSeconds(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  return ownCpuSeconds(pid) + children.reduce((sum, child) => sum + treeCpuSeconds(child), 0);
}

/** CPU seconds of each PostgreSQL backend serving `database` now, by pid (its title names the database). */
export function backendCpuSeconds(database: string): Map<number, number> {
  const backends = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      // `postgres: [cluster: ]user database client state`.
      if (/^postgres: (?:\S+: )?\S+ (\S+) /.exec(title)?.[1] === database) {
        backends.set(Number(entry), ownCpuSeconds(Number(entry)));
      }
    } catch {
      // The process ended while the list was read.
    }
  }
  return backends;
}

/** The CPU seconds PostgreSQL's backends used between two readings: one that started meanwhile counts whole. */
export function backendCpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [backend, cpu] of after) seconds += cpu - (before.get(backend) ?? 0);
  return seconds;
}

/** Requests for autocannon, one after another from each connection. */
export type Requests = NonNullable<autocannon.Options['requests']>;

export function load(requests: Requests, { port = benchPort, connections = 50, duration = 10 } = {}): Promise<autocannon.Result> {
  return autocannon({ timeout: 20, url: `http://127.0.0.1:${port}`, connections, duration, requests });
}

/** A row of a Markdown table. */
export const tableRow = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/** A request of a steady load: where it goes and what it sends. */
export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  requests: number;
  /** Requests answered per second, over the whole run. */
  rate: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The value below which `share` of the sorted values lie. */
export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * Customers arriving one after another at `rate` a second, evenly spaced, over at most `connections` kept-alive
 * connections. autocannon's own rate sends each second's budget at once at the start of the second, a burst whose
 * queue is then what it measures. Each latency runs from the moment the request was due, so a request that waited
 * for a free connection counts its wait.
 */
export async function paced(
  next: (index: number) => PacedRequest,
  { rate, count, connections = 50, port = benchPort }: { rate: number; count: number; connections?: number; port?: number },
): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const send = (request: PacedRequest, due: number) =>
    new Promise<void>((resolve) => {
      const sent = http.request(
        { agent, host: '127.0.0.1', port, method: request.method, path: request.path, headers: request.headers },
        (answer) => {
          answer.resume();
          answer.on('end', () => {
            if ((answer.statusCode ?? 500) >= 400) errors++;
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      sent.on('error', () => {
        errors++;
        resolve();
      });
      sent.end(request.body);
    });
  const inFlight: Promise<void>[] = [];
  for (let index = 0; index < count; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(next(index), due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: count,
    rate: count / ((performance.now() - started) / 1000),
    p50: Math.round(percentile(sorted, 0.5)),
    p99: Math.round(percentile(sorted, 0.99)),
    errors,
  };
}
