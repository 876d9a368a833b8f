import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages } from '@shop/contract/messages';
import { WEEK_DAYS } from '@shop/contract/schedules';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from 'vitest';
import { type ShopServer, signIn } from '../test/accounts.ts';
import { freeTestPort, refusingPostgresUrl, silentPostgres } from '../test/local-server.ts';
import { SERVER_TEST_MS, START_BOUND_MS, startServer } from '../test/server-process.ts';
import { cuttableRelay } from '../test/tcp-relay.ts';
import { createTestApp, createTestDatabase, type TestDatabaseTemplate } from '../test/test-app.ts';
import { connectPostgres, type DatabaseHandle } from './client.ts';
import { databaseUnavailable } from './connection-errors.ts';

const template = inject('testDatabase');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Write {
  kind: 'address' | 'schedule';
  customer: number;
  /** The address's text, or the schedule's day and start: what finds the write in the database. */
  key: string[];
  status: number;
  detail?: string;
  at: number;
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

if (template.engine !== 'postgres') {
  console.info(
    'Skipped the tests that lose PostgreSQL: PGlite runs inside the process, there is no server to lose. Set DATABASE_URL to run them.',
  );
}

describe('a PostgreSQL that cannot be reached', () => {
  it('answers a Persian 503 at once while connections are refused, for reads, sign-in and signed-in calls alike', async () => {
    const { app } = await createTestApp({ database: connectPostgres(await refusingPostgresUrl()) });
    for (const request of [
      { method: 'GET', url: '/api/products/public' },
      { method: 'POST', url: '/api/users/otp/signin', payload: { mobile_number: '09123456789' } },
      { method: 'GET', url: '/api/users/me/addresses', headers: { authorization: `Token ${'a'.repeat(40)}` } },
    ] as const) {
      const started = performance.now();
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(503);
      expect(response.json()).toEqual({ detail: messages.serviceUnavailable });
      expect(performance.now() - started).toBeLessThan(1000);
    }
  });

  it('answers a Persian 503 after the wait for a connection, not never, while the server takes connections and stays silent', async () => {
    const silent = await silentPostgres();
    onTestFinished(() => silent.close());
    const { app } = await createTestApp({ database: connectPostgres(silent.url, { connectTimeoutMs: 500 }) });
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/products/public' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: messages.serviceUnavailable });
    expect(performance.now() - started).toBeLessThan(1500);
  });
});

/** The run's own database, reached through a relay the test can cut; the admin connection goes straight to it. */
async function relayedDatabase(template: Extract<TestDatabaseTemplate, { engine: 'postgres' }>) {
  const database = await createTestDatabase(template);
  const direct = new URL(database.url);
  const relay = await cuttableRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
  const throughRelay = new URL(database.url);
  throughRelay.host = `${relay.host}:${relay.port}`;
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  return {
    name: database.name,
    relay,
    admin,
    url: throughRelay.toString(),
    async drop() {
      await admin.end();
      await relay.close();
      const server = new pg.Client({ connectionString: template.serverUrl });
      await server.connect();
      await server.query(`drop database if exists ${database.name} with (force)`);
      await server.end();
    },
  };
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe.skipIf(template.engine !== 'postgres')(
  'losing PostgreSQL (skipped on PGlite: it runs inside the process, there is no server to lose; set DATABASE_URL)',
  () => {
    let fault: Awaited<ReturnType<typeof relayedDatabase>>;
    let database: DatabaseHandle;
    beforeAll(async () => {
      if (template.engine !== 'postgres') throw new Error('needs a PostgreSQL server');
      fault = await relayedDatabase(template);
      // A short wait for a connection: a pool whose places leaked fails the test in a second, not five.
      database = connectPostgres(fault.url, { connectTimeoutMs: 1000 });
    });
    afterAll(async () => {
      await database?.close();
      await fault?.drop();
    });

    it('keeps no place of the pool for a connection lost under a transaction, even when its BEGIN failed', async () => {
      for (let round = 0; round < 25; round++) {
        await database.db.execute(sql`select 1`);
        const sent = fault.relay.hold();
        const begun = database.db.transaction((tx) => tx.execute(sql`select 1`));
        // BEGIN is on its way to the server, its answer held.
        await sent;
        await fault.relay.cut();
        await fault.relay.restore();
        expect(databaseUnavailable(await failureOf(begun))).toBeDefined();
      }
      // The pool has 20 places: had each lost connection kept its own, this would wait for one until the timeout.
      expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    });

    it("does not end the process when a transaction's connection is lost between two statements", async () => {
      let resume = () => {};
      let between = () => {};
      const betweenStatements = new Promise<void>((resolve) => {
        between = resolve;
      });
      const waiting = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise<void>((resolve) => {
          resume = resolve;
          between();
        });
        await tx.execute(sql`select 1`);
      });
      await betweenStatements;
      await fault.relay.cut();
      // Every connection through the relay, the transaction's included, has been seen lost and left the pool.
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      await expect.poll(() => pool.totalCount).toBe(0);
      resume();
      expect(databaseUnavailable(await failureOf(waiting))).toBeDefined();
      await fault.relay.restore();
      expect(await database.db.execute(sql`select 1 as one`)).toMatchObject({ rows: [{ one: 1 }] });
    });

    it('fails a transaction whose COMMIT got no answer, though PostgreSQL committed it: why no write is retried', async () => {
      await fault.admin.query('create table commit_probe (note text)');
      const committing = database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into commit_probe values ('sent once')`);
        // The COMMIT that follows reaches the server; its answer does not come back, and once it has been committed the
        // connection is cut.
        void fault.relay.hold().then(async () => {
          await expect.poll(async () => (await fault.admin.query('select note from commit_probe')).rowCount).toBe(1);
          await fault.relay.cut();
        });
      });
      expect(databaseUnavailable(await failureOf(committing))).toBeDefined();
      await fault.relay.restore();
      expect((await fault.admin.query('select note from commit_probe')).rows).toEqual([{ note: 'sent once' }]);
    });

    it('keeps the server answering 2xx or a Persian 503 while customers write, never a 500; it comes back by itself and keeps every acknowledged write exactly once', {
      timeout: SERVER_TEST_MS,
    }, async () => {
      const { relay, admin } = fault;
      const port = await freeTestPort();
      const shop = startServer({
        DATABASE_URL: fault.url,
        PORT: String(port),
        DATA_DIR: await mkdtemp(path.join(tmpdir(), 'shop-db-loss-')),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        // The test is the server's proxy: each customer signs in from an address of their own.
        TRUST_PROXY: '127.0.0.1',
      });
      const server: ShopServer = { origin: `http://127.0.0.1:${port}` };
      const get = async (url: string) => {
        const response = await fetch(`${server.origin}${url}`);
        return { status: response.status, body: (await response.json()) as { results: { id: number }[] } };
      };

      const answering = () =>
        fetch(`${server.origin}/api/location/countries`).then(
          (up) => up.ok,
          () => false,
        );
      await expect
        .poll(async () => shop.server.exitCode !== null || (await answering()), { timeout: START_BOUND_MS, interval: 100 })
        .toBe(true);
      const first = async (url: string) => (await get(url)).body.results[0]?.id;
      const iran = await first('/api/location/countries');
      const tehran = await first(`/api/location/states?search=${encodeURIComponent('تهران')}`);
      const city = await first(`/api/location/cities?state=${tehran}&search=${encodeURIComponent('شهریار')}`);
      const customers = await Promise.all(Array.from({ length: 20 }, () => signIn(server)));
      const { rows: userRows } = await admin.query<{ id: number; mobile_number: string }>(
        'select id, mobile_number from users where mobile_number = any($1)',
        [customers.map((customer) => customer.mobileNumber)],
      );
      const userIds = customers.map((customer) => userRows.find((row) => row.mobile_number === customer.mobileNumber)?.id);

      const writes: Write[] = [];
      let writing = true;
      /** One customer's n-th write: an address (a single statement) or a schedule (a transaction under a lock). */
      const write = async (customer: number, n: number): Promise<Write> => {
        const kind = n % 2 ? 'schedule' : 'address';
        const minute = Math.floor(n / 2);
        const address = `خیابان آزمون، پلاک ${customer}-${n}`;
        const schedule = { day: WEEK_DAYS[minute % 7] ?? 'saturday', start: hhmm(minute), end: hhmm(minute + 1) };
        const body =
          kind === 'address'
            ? {
                first_name: 'زهرا',
                last_name: 'کریمی',
                mobile_number: '09123456789',
                country: iran,
                state: tehran,
                city,
                postal_code: '1234567890',
                address,
              }
            : schedule;
        const response = await fetch(`${server.origin}/api/users/me/${kind === 'address' ? 'addresses' : 'schedules'}`, {
          method: 'POST',
          headers: { ...customers[customer]?.auth, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(10_000),
        }).catch(() => undefined);
        const answer = response ? ((await response.json().catch(() => ({}))) as { detail?: string }) : {};
        return {
          kind,
          customer,
          key: kind === 'address' ? [address] : [schedule.day, schedule.start],
          status: response?.status ?? 0,
          ...(answer.detail ? { detail: answer.detail } : {}),
          at: performance.now(),
        };
      };
      const writers = customers.map(async (_customer, customer) => {
        for (let n = 0; writing; n++) {
          const done = await write(customer, n);
          writes.push(done);
          // A refused write is tried again as a new write, as a customer would, without hammering the server.
          if (done.status !== 201) await sleep(50);
        }
      });

      await sleep(500);
      const terminated: number[] = [];
      for (let round = 0; round < 5; round++) {
        const { rowCount } = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [fault.name],
        );
        terminated.push(rowCount ?? 0);
        await sleep(400);
      }
      await sleep(500);
      const cutAt = performance.now();
      await relay.cut();
      await sleep(1500);
      await relay.restore();
      const restoredAt = performance.now();
      for (let waited = 0; waited < 100 && !writes.some((w) => w.at > restoredAt && w.status === 201); waited++) {
        await sleep(100);
      }
      await sleep(300);
      writing = false;
      await Promise.all(writers);

      expect(shop.server.exitCode, shop.output()).toBeNull();
      expect(terminated.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(0);
      expect(writes.filter((w) => w.status !== 201 && w.status !== 503)).toEqual([]);
      expect(writes.filter((w) => w.status === 503 && w.detail !== messages.serviceUnavailable)).toEqual([]);
      expect(writes.filter((w) => w.at > cutAt && w.at < restoredAt && w.status === 503).length).toBeGreaterThan(0);
      const firstAfter = writes.filter((w) => w.at > restoredAt && w.status === 201).sort((a, b) => a.at - b.at)[0];
      expect(firstAfter, 'a write succeeded within 5 s of the network coming back').toBeDefined();
      expect((firstAfter?.at ?? Number.POSITIVE_INFINITY) - restoredAt).toBeLessThan(5000);
      // Every customer's next request is served by the same process, without a restart.
      for (const [customer] of customers.entries()) {
        const next = await write(customer, 1_000_000);
        writes.push(next);
        expect(next.status).toBe(201);
      }

      for (const w of writes) {
        const { rows } =
          w.kind === 'address'
            ? await admin.query<{ count: number }>('select count(*)::int as count from addresses where address = $1', w.key)
            : await admin.query<{ count: number }>(
                'select count(*)::int as count from schedules where user_id = $1 and day = $2 and start_time = $3',
                [userIds[w.customer], ...w.key],
              );
        // A write whose answer was lost may or may not have been committed; an acknowledged one is there, once.
        if (w.status === 201) expect(rows[0]?.count, JSON.stringify(w)).toBe(1);
        else expect(rows[0]?.count, JSON.stringify(w)).toBeLessThanOrEqual(1);
      }
      const acknowledged = writes.filter((w) => w.status === 201).length;
      console.info(
        `${writes.length} writes during the faults: ${acknowledged} acknowledged, ${writes.length - acknowledged} refused with 503; backends terminated per round: ${terminated.join(', ')}; first write after the network came back: ${(firstAfter?.at ?? 0) - restoredAt} ms`,
      );

      shop.server.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
    });
  },
);
