// `npm run restore -- <file.dump> [--force]`: builds what is stale, then restores a backup (apps/api/src/cli/restore.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './build-stamp.mjs';

buildStale();
process.env.DATA_DIR ??= path.join(root, 'data');
await import(pathToFileURL(path.join(root, 'apps/api/dist/restore.js')).href);
