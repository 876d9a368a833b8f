// `npm run restore -- <file.dump> [--force]`: restores a backup into the database DATABASE_URL names (made when it
// does not exist), and the media archive beside the dump into DATA_DIR/media. A database that holds tables is refused
// unless --force, which replaces what the dump holds.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.ts';
import { mediaArchiveOf, missingBackupTools, RestoreRefused, restore } from '../db/backup.ts';

const usage = 'usage: DATABASE_URL=postgres://…/shop npm run restore -- backups/shop-YYYYMMDD-HHMMSS.dump [--force]';
let file: string | undefined;
let force = false;
try {
  const parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
  file = parsed.positionals[0];
  force = parsed.values.force;
} catch (error) {
  console.error(`${String(error)}\n${usage}`);
  process.exit(2);
}
if (!file) {
  console.error(usage);
  process.exit(2);
}
const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error(`DATABASE_URL is unset: name the PostgreSQL database to restore into.\n${usage}`);
  process.exit(2);
}
const missing = missingBackupTools();
if (missing.length) {
  console.error(`${missing.join(', ')} not found: install PostgreSQL's client tools (apt-get install -y postgresql-client).`);
  process.exit(1);
}
const dump = path.resolve(file);
const mediaArchive = config.MEDIA_STORAGE === 'disk' ? mediaArchiveOf(dump) : undefined;
try {
  await restore({ databaseUrl: config.DATABASE_URL, file: dump, mediaArchive, mediaDir: config.mediaDir, force });
  console.log(`restored ${dump} into ${new URL(config.DATABASE_URL).pathname.slice(1)}`);
  console.log(mediaArchive ? `media: ${mediaArchive} unpacked into ${config.mediaDir}` : 'media: no archive beside the dump');
} catch (error) {
  console.error(
    error instanceof RestoreRefused
      ? `refused: ${error.message}`
      : `restore failed: ${(error as { stderr?: string }).stderr || String(error)}`,
  );
  process.exit(1);
}
