// Which builds are missing or older than their sources, judged by a fingerprint of the sources' paths, sizes and
// modification times: cheap enough to check on every start.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export const builds = [
  {
    // The built API and the storefront's server renderer import the contract's compiled copy at run time.
    name: 'contract',
    workspace: 'packages/contract',
    output: 'packages/contract/dist/messages.js',
    sources: ['packages/contract/src', 'packages/contract/build.mjs', 'package-lock.json'],
  },
  {
    name: 'web',
    workspace: 'apps/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/admin.html',
      'apps/web/vite.config.ts',
      'packages/contract/src',
      'package-lock.json',
    ],
  },
  {
    name: 'api',
    workspace: 'apps/api',
    output: 'apps/api/dist/start.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'packages/contract/src', 'package-lock.json'],
  },
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  const stat = statSync(full);
  if (stat.isFile()) {
    yield `${entry}:${stat.size}:${stat.mtimeMs}`;
    return;
  }
  for (const child of readdirSync(full).sort()) {
    if (child === 'node_modules' || child.endsWith('.test.ts')) continue;
    yield* files(path.join(entry, child));
  }
}

export function fingerprint(build) {
  const hash = createHash('sha256');
  for (const source of build.sources) for (const line of files(source)) hash.update(`${line}\n`);
  return hash.digest('hex');
}

const stampFile = (build) => path.join(root, path.dirname(build.output), '.build-stamp');

export function isFresh(build) {
  const file = stampFile(build);
  return existsSync(path.join(root, build.output)) && existsSync(file) && readFileSync(file, 'utf8') === fingerprint(build);
}

export function markBuilt(build) {
  writeFileSync(stampFile(build), fingerprint(build));
}

/** Builds every workspace whose build is missing or older than its sources; exits the process if a build fails. */
export function buildStale() {
  for (const build of builds) {
    if (isFresh(build)) continue;
    console.log(`building the ${build.name} (its sources changed or it was never built)…`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build', '-w', build.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    markBuilt(build);
    console.log(`built the ${build.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}
