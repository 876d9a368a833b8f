// `npm start`: builds what is missing or stale, then serves the production build in this very process,
// so that SIGTERM reaches the server and closes the database cleanly.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { builds, isFresh, markBuilt, root } from './build-stamp.mjs';

for (const build of builds) {
  if (isFresh(build)) continue;
  console.log(`building the ${build.name} (its sources changed or it was never built)…`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  markBuilt(build);
  console.log(`built the ${build.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

process.env.WEB_DIST_DIR ??= path.join(root, 'apps/web/dist');
process.env.DATA_DIR ??= path.join(root, 'data');
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
