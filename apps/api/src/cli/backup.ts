// `npm run backup`: dumps the PostgreSQL database (pg_dump) and archives the media folder into BACKUP_DIR, under names
// dated in UTC, keeping the newest BACKUP_KEEP. A timer runs it (deploy/); it needs no stop of the shop.
import path from 'node:path';
import { loadConfig } from '../config/env.ts';
import { backUp, missingBackupTools } from '../db/backup.ts';

const config = loadConfig();
if (!config.DATABASE_URL) {
  console.error(
    `DATABASE_URL is unset: the shop's database is PGlite in ${path.join(config.dataDir, 'pglite')}, which pg_dump cannot read. Stop the shop and copy ${config.dataDir} (its pglite and media folders) instead.`,
  );
  process.exit(1);
}
const missing = missingBackupTools();
if (missing.length) {
  console.error(`${missing.join(', ')} not found: install PostgreSQL's client tools (apt-get install -y postgresql-client).`);
  process.exit(1);
}
try {
  const result = await backUp({
    databaseUrl: config.DATABASE_URL,
    backupDir: path.resolve(config.BACKUP_DIR),
    mediaDir: config.MEDIA_STORAGE === 'disk' ? config.mediaDir : undefined,
    keep: config.BACKUP_KEEP,
    now: new Date(),
  });
  console.log(`database: ${result.database}`);
  console.log(
    result.media
      ? `media: ${result.media}`
      : config.MEDIA_STORAGE === 's3'
        ? `media: in the bucket ${config.S3_BUCKET}, not archived here: keep the bucket's versioning on`
        : `media: no folder at ${config.mediaDir}`,
  );
  for (const file of result.removed) console.log(`removed, past the newest ${config.BACKUP_KEEP}: ${file}`);
} catch (error) {
  console.error(`backup failed: ${(error as { stderr?: string }).stderr || String(error)}`);
  process.exit(1);
}
