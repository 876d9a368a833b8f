// `npm test`: every workspace's tests, then the browser tests when a Chromium is present.
// With CI=true a missing browser fails the run instead of skipping it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { root } from './build-stamp.mjs';
import { chromiumPath } from './chromium.mjs';

const run = (label, command, args, env = {}) => {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✗ ${label} failed`);
    process.exit(result.status ?? 1);
  }
};

run('contract tests', 'npm', ['test', '-w', 'packages/contract']);
run(`API tests (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, 'npm', ['test', '-w', 'apps/api']);
run('web unit tests', 'npm', ['test', '-w', 'apps/web']);

if (existsSync(chromiumPath)) {
  run(`browser tests (${chromiumPath})`, 'npm', ['run', 'e2e', '-w', 'apps/web'], { CHROME_PATH: chromiumPath });
} else if (process.env.CI === 'true') {
  console.error(
    `✗ browser tests cannot run: no Chromium at ${chromiumPath} (install it with apt-get install -y chromium, or set CHROME_PATH)`,
  );
  process.exit(1);
} else {
  console.log(
    `\n⚠ browser tests SKIPPED: no Chromium at ${chromiumPath}. Install it (apt-get install -y chromium) or set CHROME_PATH.`,
  );
}
console.log('\n✓ all tests passed');
