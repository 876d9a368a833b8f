// `npm run backup`: builds what is stale, then backs up the database `npm start` uses (see apps/api/src/cli/backup.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './build-stamp.mjs';

buildStale();
process.env.DATA_DIR ??= path.join(root, 'data');
process.env.BACKUP_DIR ??= path.join(root, 'backups');
await import(pathToFileURL(path.join(root, 'apps/api/dist/backup.js')).href);
