// `npm start`: builds what is missing or stale, then serves the production build in this very process, so that
// SIGTERM reaches the server and closes the database cleanly; with WORKERS above 1 this process is their primary
// (apps/api/src/start.ts).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './build-stamp.mjs';

buildStale();

process.env.WEB_DIST_DIR ??= path.join(root, 'apps/web/dist');
process.env.DATA_DIR ??= path.join(root, 'data');
await import(pathToFileURL(path.join(root, 'apps/api/dist/start.js')).href);
