import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';
import { seedDemoShop } from '../db/seed/demo-shop.ts';
import { MediaStorage } from '../modules/media/media-service.ts';
import type { TestDatabaseTemplate } from './test-app.ts';

/**
 * Migrates and loads the demo shop once per run; every test file then starts from a copy of it: a PGlite data-dir
 * dump, or a PostgreSQL database created from a template database when DATABASE_URL names a server.
 */
export default async function setup(project: TestProject) {
  const workDir = await mkdtemp(path.join(tmpdir(), 'shop-api-test-'));
  const mediaDir = path.join(workDir, 'media');
  const media = new MediaStorage(mediaDir);
  const serverUrl = process.env.DATABASE_URL;
  let template: TestDatabaseTemplate;
  let cleanup: () => Promise<void>;

  if (serverUrl) {
    const prefix = `shop_test_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${prefix}`);
    const templateUrl = new URL(serverUrl);
    templateUrl.pathname = `/${prefix}`;
    const database = await openPostgres(templateUrl.toString());
    await seedDemoShop(database.db, media);
    await database.close();
    template = { engine: 'postgres', serverUrl, templateName: prefix, mediaDir };
    cleanup = async () => {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `${prefix}%`,
      ]);
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  } else {
    const database = await openPglite();
    await seedDemoShop(database.db, media);
    const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const dumpFile = path.join(workDir, 'template.tar');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    await database.close();
    template = { engine: 'pglite', dumpFile, mediaDir };
    cleanup = async () => {};
  }

  project.provide('testDatabase', template);
  return async () => {
    await cleanup();
    await rm(workDir, { recursive: true, force: true });
  };
}
