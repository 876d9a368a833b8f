import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './db/client.ts';
import { products } from './db/schema.ts';
import { freeTestPort, refusingPostgresUrl } from './test/local-server.ts';
import { SERVER_TEST_MS, startServer } from './test/server-process.ts';

describe('the server process', () => {
  it('loads the demo shop, logs its URL and database, and exits cleanly on SIGTERM keeping what it wrote', {
    timeout: SERVER_TEST_MS,
  }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-'));
    const port = await freeTestPort();
    const { server, output, exited, printedSoon } = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    });
    await printedSoon('shop is serving');
    expect(output()).toContain(`shop is serving on http://localhost:${port}`);
    expect(output()).toContain(`pglite at ${path.join(dataDir, 'pglite')}`);
    expect(output()).toContain(
      `sign-in codes are NOT sent by SMS (SMS_PROVIDER=outbox): they are kept in the database and readable at http://localhost:${port}/api/dev/sms-outbox from this machine only`,
    );
    const response = await fetch(`http://127.0.0.1:${port}/api/products/public?limit=1`);
    const answer = await response.text();
    expect(response.status, answer).toBe(200);
    const served = (JSON.parse(answer) as { count: number }).count;
    expect(served).toBeGreaterThanOrEqual(150);

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('shutting down');

    const reopened = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    const [row] = await reopened.db.select({ count: count() }).from(products);
    expect(row?.count).toBe(served);
    await reopened.close();
  });

  it('refuses to start in production with the development SMS outbox, naming the variable', {
    timeout: SERVER_TEST_MS,
  }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-'));
    const { output, exited } = startServer({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox', DATA_DIR: dataDir, PORT: '3499' });
    const code = await exited;
    expect(code).not.toBe(0);
    expect(output()).toContain('SMS_PROVIDER: the outbox keeps sign-in codes unsent');
    expect(output()).not.toContain('shop is serving');
  });

  it('exits with an error code, saying why, when its database cannot be reached at start', {
    timeout: SERVER_TEST_MS,
  }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-'));
    const { output, exited } = startServer({ DATABASE_URL: await refusingPostgresUrl(), DATA_DIR: dataDir, PORT: '3499' });
    expect(await exited).not.toBe(0);
    expect(output()).toContain('ECONNREFUSED');
    expect(output()).not.toContain('shop is serving');
  });

  it('logs an error nothing caught and exits with an error code, for its supervisor to start it again', {
    timeout: SERVER_TEST_MS,
  }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-'));
    // A fault planted before the server loads: a signal's handler that throws.
    const fault = `process.on('SIGUSR2', () => { throw new Error('planted fault'); });`;
    const { server, output, exited, printedSoon } = startServer(
      { DATA_DIR: dataDir, PORT: String(await freeTestPort()), SEED_DEMO: 'false', LOG_LEVEL: 'info' },
      ['--import', `data:text/javascript,${encodeURIComponent(fault)}`],
    );
    expect(await printedSoon('shop is serving'), output()).toBe(true);
    server.kill('SIGUSR2');
    expect(await exited).toBe(1);
    expect(output()).toMatch(/"level":60.*"message":"planted fault".*uncaught error: the process exits/);
  });
});
