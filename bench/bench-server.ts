/**
 * What the benchmarks share: the shop's production build started as a child process (so its memory and CPU are its
 * own, measured apart from the load generator), and autocannon's load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

export const root = path.resolve(import.meta.dirname, '..');
/** Where the shop listens during a benchmark; set BENCH_PORT when several people share the machine. */
export const benchPort = Number(process.env.BENCH_PORT ?? 3200);

/** Servers the benchmark stopped; any other that ends has failed. */
const stopped = new WeakSet<ChildProcess>();

/** Starts `npm start`'s server (building it first when its sources changed) and waits until it answers. */
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
      if ((await fetch(`http://127.0.0.1:${port}/api/settings/general`)).ok) return server;
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

/** Requests for autocannon, one after another from each connection. */
export type Requests = NonNullable<autocannon.Options['requests']>;

export function load(requests: Requests, { port = benchPort, connections = 50, duration = 10 } = {}): Promise<autocannon.Result> {
  return autocannon({ timeout: 20, url: `http://127.0.0.1:${port}`, connections, duration, requests });
}

/** A row of a Markdown table. */
export const tableRow = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
