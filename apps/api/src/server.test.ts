import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPglite } from './db/client.ts';
import { products } from './db/schema.ts';

const serverEntry = path.join(import.meta.dirname, 'server.ts');

/** The real server in its own process, on PGlite, with everything it prints collected. */
function startServer(env: Record<string, string>) {
  const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const collect = (chunk: Buffer) => {
    printed += chunk;
  };
  server.stdout.on('data', collect);
  server.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  return { server, output: () => printed, exited };
}

describe('the server process', () => {
  it('loads the demo shop, logs its URL and database, and exits cleanly on SIGTERM keeping what it wrote', {
    timeout: 180_000,
  }, async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-'));
    const port = 3400 + Math.floor(Math.random() * 100);
    const { server, output, exited } = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'info',
    });
    for (let attempt = 0; attempt < 1500 && !output().includes('shop is serving'); attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(output()).toContain(`shop is serving on http://localhost:${port}`);
    expect(output()).toContain(`pglite at ${path.join(dataDir, 'pglite')}`);
    expect(output()).toContain(
      `sign-in codes are NOT sent by SMS (SMS_PROVIDER=outbox): they are kept in the database and readable at http://localhost:${port}/api/dev/sms-outbox from this machine only`,
    );
    const response = await fetch(`http://127.0.0.1:${port}/api/products/public?limit=1`);
    const served = ((await response.json()) as { count: number }).count;
    expect(served).toBeGreaterThanOrEqual(150);

    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('shutting down');

    const reopened = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
    const [row] = await reopened.db.select({ count: count() }).from(products);
    expect(row?.count).toBe(served);
    await reopened.close();
  });

  it('refuses to start in production with the development SMS outbox, naming the variable', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-server-'));
    const { output, exited } = startServer({ NODE_ENV: 'production', SMS_PROVIDER: 'outbox', DATA_DIR: dataDir, PORT: '3499' });
    const code = await exited;
    expect(code).not.toBe(0);
    expect(output()).toContain('SMS_PROVIDER: the outbox keeps sign-in codes unsent');
    expect(output()).not.toContain('shop is serving');
  });
});
