import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it, onTestFinished } from 'vitest';
import { connectPostgres } from './db/client.ts';
import { products, storeSettings } from './db/schema.ts';
import { demoProducts } from './db/seed/demo-catalogue.ts';
import { freeTestPort } from './test/local-server.ts';
import { SERVER_TEST_MS, START_BOUND_MS, startServer } from './test/server-process.ts';

const template = inject('testDatabase');

/** A request on a connection of its own: the cluster hands each new connection to the next worker. */
const statusOnNewConnection = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });

/** The log's entries, each line of JSON that the processes printed. */
const entries = (printed: string) =>
  printed
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; pid: number; msg: string; worker?: number });

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * What `npm start` runs, with WORKERS=2 on an empty PostgreSQL database: a primary that forks two server processes on
 * one port, which migrate and load the demo shop once between them (docs/decisions/0028).
 */
describe.skipIf(template.engine !== 'postgres')('WORKERS=2 (PostgreSQL only: PGlite is held by one process)', () => {
  it('loads one demo shop, serves from two processes, starts a killed one again, and ends cleanly on SIGTERM', {
    timeout: SERVER_TEST_MS,
  }, async () => {
    if (template.engine !== 'postgres') return;
    const name = `${template.templateName}_start_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: template.serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = Object.assign(new URL(template.serverUrl), { pathname: `/${name}` }).toString();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-workers-'));
    const port = await freeTestPort();
    const origin = `http://127.0.0.1:${port}`;
    const shop = startServer(
      { WORKERS: '2', DATABASE_URL: url, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true', LOG_LEVEL: 'info' },
      [],
      'start.ts',
    );
    const database = connectPostgres(url);
    onTestFinished(async () => {
      if (shop.server.exitCode === null) {
        shop.server.kill('SIGTERM');
        await shop.exited;
      }
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    });
    const serving = () =>
      entries(shop.output()).flatMap((entry) => (entry.msg.endsWith(' is serving') && entry.worker ? [entry.worker] : []));
    await expect.poll(() => serving().length, { timeout: START_BOUND_MS, interval: 200 }).toBe(2);
    const workers = serving();
    expect(new Set(workers).size).toBe(2);
    // Neither fell over on the way: a migration or a demo shop loaded by both at once fails one of them.
    expect(entries(shop.output()).filter((entry) => entry.level >= 50)).toEqual([]);

    const [settings] = await database.db.select({ count: count() }).from(storeSettings);
    const [catalogue] = await database.db.select({ count: count() }).from(products);
    expect(settings?.count).toBe(1);
    expect(catalogue?.count).toBe(demoProducts.length);
    expect(entries(shop.output()).filter((entry) => entry.msg === 'demo shop loaded into the empty database')).toHaveLength(1);

    const servedBy = async () => {
      const before = shop.output().length;
      const statuses = [];
      for (let sent = 0; sent < 10; sent++) statuses.push(await statusOnNewConnection(`${origin}/api/settings/general`));
      expect(statuses.every((status) => status === 200)).toBe(true);
      // Each request's last log line comes before its answer ends.
      return new Set(
        entries(shop.output().slice(before)).flatMap((entry) => (entry.msg === 'request completed' ? [entry.pid] : [])),
      );
    };
    expect(await servedBy()).toEqual(new Set(workers));

    const [killed, kept] = workers as [number, number];
    process.kill(killed, 'SIGKILL');
    await expect.poll(() => serving().length, { timeout: 120_000, interval: 200 }).toBe(3);
    const replacement = serving()[2] ?? expect.fail('no new worker');
    expect(shop.output()).toContain(`worker ${killed} ended (SIGKILL); another starts in 1000 ms`);
    expect(await servedBy()).toEqual(new Set([kept, replacement]));

    shop.server.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain('every worker closed cleanly');
    expect([kept, replacement].filter(isRunning)).toEqual([]);
  });
});
