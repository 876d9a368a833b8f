// `npm start`'s entry: the server in this very process, or with WORKERS above 1 a primary that keeps that many server
// processes on one port (node:cluster) and loads nothing of the shop itself (docs/decisions/0028).
import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pino from 'pino';
import { loadConfig } from './config/env.ts';

/** The server beside this file: server.js in the build, server.ts under tsx. */
const serverEntry = fileURLToPath(new URL(`./server${path.extname(fileURLToPath(import.meta.url))}`, import.meta.url));

/** The pause before a worker that died is started again, doubled while its successors keep dying young. */
const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;
/** A worker that served this long before it died was no crash loop: the next starts after the first pause again. */
const STEADY_MS = 60_000;

function superviseWorkers(count: number, log: pino.Logger): void {
  cluster.setupPrimary({ exec: serverEntry });
  const live = new Set<Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  let stopping = false;
  let allClean = true;

  const finish = () => {
    log.info(allClean ? 'every worker closed cleanly' : 'a worker did not close cleanly');
    process.exit(allClean ? 0 : 1);
  };

  const start = (pausedBefore: number) => {
    const startedAt = Date.now();
    const worker = cluster.fork();
    const pid = worker.process.pid;
    live.add(worker);
    worker.once('listening', () => log.info({ worker: pid }, `worker ${pid} is serving`));
    worker.once('exit', (code, signal) => {
      live.delete(worker);
      if (stopping) {
        if (code !== 0) allClean = false;
        if (live.size === 0) finish();
        return;
      }
      const pause =
        Date.now() - startedAt >= STEADY_MS
          ? FIRST_PAUSE_MS
          : Math.min(Math.max(pausedBefore * 2, FIRST_PAUSE_MS), LONGEST_PAUSE_MS);
      log.error(
        { worker: pid, code, signal },
        `worker ${pid} ended (${signal ?? `exit code ${code}`}); another starts in ${pause} ms`,
      );
      const timer = setTimeout(() => {
        restarts.delete(timer);
        start(pause);
      }, pause);
      restarts.add(timer);
    });
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const timer of restarts) clearTimeout(timer);
      log.info({ signal }, `shutting down: ${signal} passed to ${live.size} workers, which finish their requests first`);
      for (const worker of live) worker.process.kill(signal);
      if (live.size === 0) finish();
    });
  }

  log.info({ workers: count }, `starting ${count} workers on one port`);
  for (let index = 0; index < count; index++) start(0);
}

const config = loadConfig();
if (config.WORKERS === 1) await import(pathToFileURL(serverEntry).href);
else superviseWorkers(config.WORKERS, pino({ level: config.LOG_LEVEL }));
