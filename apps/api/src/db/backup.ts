import { execFile, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The programs a backup and a restore run: PostgreSQL's client tools, and tar for the media folder. */
const TOOLS = ['pg_dump', 'pg_restore', 'tar'];

/** The tools this machine lacks. */
export function missingBackupTools(): string[] {
  return TOOLS.filter((tool) => spawnSync(tool, ['--version']).error !== undefined);
}

/** A backup's files: `shop-20261125-021500.dump` and `shop-20261125-021500-media.tar.gz`, named by UTC time. */
const BACKUP_FILE = /^shop-(\d{8}-\d{6})(\.dump|-media\.tar\.gz)$/;

const stampOf = (now: Date) => now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);

/**
 * The URL without its password, and the password for PGPASSWORD: a command's arguments are shown by `ps` to every
 * user of the machine.
 */
function withoutPassword(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export interface BackupResult {
  database: string;
  /** The media folder's archive; none when there is no folder (the pictures are in a bucket). */
  media: string | undefined;
  /** Older backups' files deleted to keep `keep`. */
  removed: string[];
}

/**
 * A dump of the database (pg_dump's custom format, which pg_restore reads selectively and in parallel) and an archive
 * of the media folder, in `backupDir`; the newest `keep` backups stay. Each file is written under a temporary name
 * first, so that a backup cut short never looks whole.
 */
export async function backUp(options: {
  databaseUrl: string;
  backupDir: string;
  mediaDir: string | undefined;
  keep: number;
  now: Date;
}): Promise<BackupResult> {
  await mkdir(options.backupDir, { recursive: true });
  const stamp = stampOf(options.now);
  const database = path.join(options.backupDir, `shop-${stamp}.dump`);
  const { url, env } = withoutPassword(options.databaseUrl);
  await run('pg_dump', ['--format=custom', `--file=${database}.partial`, `--dbname=${url}`], { env });
  await rename(`${database}.partial`, database);

  let media: string | undefined;
  if (options.mediaDir && existsSync(options.mediaDir)) {
    media = path.join(options.backupDir, `shop-${stamp}-media.tar.gz`);
    await run('tar', ['-czf', `${media}.partial`, '-C', options.mediaDir, '.']);
    await rename(`${media}.partial`, media);
  }
  return { database, media, removed: await rotate(options.backupDir, options.keep) };
}

/** Deletes all but the newest `keep` backups, the dumps and the media archives counted apart. */
async function rotate(backupDir: string, keep: number): Promise<string[]> {
  const names = (await readdir(backupDir)).filter((name) => BACKUP_FILE.test(name)).sort();
  const removed: string[] = [];
  for (const kind of ['.dump', '-media.tar.gz']) {
    const ofKind = names.filter((name) => name.match(BACKUP_FILE)?.[2] === kind);
    for (const name of ofKind.slice(0, Math.max(0, ofKind.length - keep))) {
      await rm(path.join(backupDir, name));
      removed.push(path.join(backupDir, name));
    }
  }
  return removed;
}

/** The media archive made with a dump, when it lies beside it. */
export function mediaArchiveOf(dumpFile: string): string | undefined {
  const archive = dumpFile.replace(/\.dump$/, '-media.tar.gz');
  return archive !== dumpFile && existsSync(archive) ? archive : undefined;
}

export class RestoreRefused extends Error {}

/**
 * Restores a dump into the database `databaseUrl` names, made if it does not exist; one that already holds tables is
 * refused unless `force`, which replaces what the dump holds. The restore is one transaction: a failure leaves the
 * database as it was. The media archive, when given, is unpacked into `mediaDir`.
 */
export async function restore(options: {
  databaseUrl: string;
  file: string;
  mediaArchive: string | undefined;
  mediaDir: string | undefined;
  force: boolean;
}): Promise<void> {
  const tables = await tablesIn(options.databaseUrl);
  if (tables > 0 && !options.force) {
    throw new RestoreRefused(
      `the database ${new URL(options.databaseUrl).pathname.slice(1)} already holds ${tables} tables: restore into an empty or new database, or pass --force to replace what the dump holds`,
    );
  }
  const { url, env } = withoutPassword(options.databaseUrl);
  await run(
    'pg_restore',
    [
      '--single-transaction',
      '--exit-on-error',
      // The tables belong to whoever restores: the dumped server's roles need not exist here.
      '--no-owner',
      '--no-privileges',
      ...(options.force ? ['--clean', '--if-exists'] : []),
      `--dbname=${url}`,
      options.file,
    ],
    { env },
  );
  if (options.mediaArchive && options.mediaDir) {
    await mkdir(options.mediaDir, { recursive: true });
    await run('tar', ['-xzf', options.mediaArchive, '-C', options.mediaDir]);
  }
}

/** How many tables the database holds outside PostgreSQL's own schemas; a database that does not exist is made. */
async function tablesIn(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
  } catch (error) {
    // 3D000: no such database.
    if ((error as { code?: string }).code !== '3D000') throw error;
    await createDatabase(databaseUrl);
    return 0;
  }
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'`,
    );
    return rows[0]?.tables ?? 0;
  } finally {
    await client.end();
  }
}

async function createDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
}
