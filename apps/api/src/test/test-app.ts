import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, inject } from 'vitest';
import { type AppDependencies, buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { checkAnswersAgainstDocument } from './documented-answers.ts';

export type TestDatabaseTemplate =
  | { engine: 'pglite'; dumpFile: string; mediaDir: string }
  | { engine: 'postgres'; serverUrl: string; templateName: string; mediaDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

/**
 * A PostgreSQL database of its own, copied from the run's template (the demo shop); its name starts with the
 * template's, so the run's clean-up drops it too.
 */
export async function createTestDatabase(template: Extract<TestDatabaseTemplate, { engine: 'postgres' }>) {
  const name = `${template.templateName}_${randomBytes(4).toString('hex')}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: template.serverUrl });
  await admin.connect();
  try {
    // Test files start together, and PostgreSQL copies a template for one of them at a time.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template.templateName}`);
        break;
      } catch (error) {
        if (attempt >= 50 || !String(error).includes('being accessed by other users')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(template.serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** A database of this test file's own, holding the demo shop. */
async function openTestDatabase(template: TestDatabaseTemplate): Promise<DatabaseHandle> {
  if (template.engine === 'pglite') {
    return openPglite({ loadDataDir: new Blob([await readFile(template.dumpFile)]) });
  }
  return openPostgres((await createTestDatabase(template)).url);
}

export interface TestAppOptions {
  /** Variables on top of the test environment's, e.g. `{ SMS_PROVIDER: 'kavenegar', … }`. */
  env?: Record<string, string>;
  clock?: Clock;
  /** A database of the test's choosing instead of a copy of the demo shop, such as one that cannot be reached. */
  database?: DatabaseHandle;
  /** Where the public catalogue is read (a replica's pool), closed with the app; without it, `database`. */
  readDatabase?: DatabaseHandle;
  /** Where the app's log goes, for tests that read it; without it the app logs nothing. */
  log?: AppDependencies['log'];
}

/** The real app over a real database, closed after the file's tests. */
export async function createTestApp({ env = {}, clock, database: given, readDatabase, log }: TestAppOptions = {}) {
  const template = inject('testDatabase');
  const database = given ?? (await openTestDatabase(template));
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: template.mediaDir, ...env }),
    mediaDir: template.mediaDir,
  };
  const app = await buildApp({
    config,
    db: database.db,
    ...(readDatabase ? { readDb: readDatabase.db } : {}),
    ...(clock ? { clock } : {}),
    ...(log ? { log } : {}),
  });
  await app.ready();
  checkAnswersAgainstDocument(app);
  afterAll(async () => {
    await app.close();
    await readDatabase?.close();
    await database.close();
  });
  return { app, db: database.db, engine: database.engine };
}
