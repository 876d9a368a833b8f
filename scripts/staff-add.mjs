// `npm run staff:add 09…`: builds what is stale, then makes that number an owner of the shop on the database `npm start` uses.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStale, root } from './build-stamp.mjs';

buildStale();
process.env.DATA_DIR ??= path.join(root, 'data');
await import(pathToFileURL(path.join(root, 'apps/api/dist/staff-add.js')).href);
