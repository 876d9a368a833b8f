// `npm test`: every part of the suite, each whatever the others did, then a summary of them all; exits non-zero if
// any failed. A missing tool fails its part under CI=true, and elsewhere skips it (or its tests), saying so.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './build-stamp.mjs';
import { chromiumPath } from './chromium.mjs';

const ci = process.env.CI === 'true';
const postgres = Boolean(process.env.DATABASE_URL);
const missing = (...tools) => tools.filter((tool) => spawnSync(tool, ['--version']).error !== undefined);
const reports = mkdtempSync(path.join(tmpdir(), 'shop-test-reports-'));

/** The API tests this machine leaves out, and how to have them run; under CI=true a missing tool fails them instead. */
const apiLeftOut = [
  postgres
    ? undefined
    : 'the PostgreSQL-only tests (several processes, workers, database loss, read replica, backup): set DATABASE_URL',
  !ci && missing('pdftotext', 'pdftoppm').length ? 'the PDF tests: apt-get install -y poppler-utils' : undefined,
  !ci && postgres && missing('pg_dump', 'pg_restore', 'tar').length
    ? 'the backup tests: apt-get install -y postgresql-client'
    : undefined,
].filter(Boolean);

/** A Vitest workspace's tests, its reporter's counts written to `report` as well. */
const vitestPart = (label, workspace, extra = {}) => {
  const report = path.join(reports, `${path.basename(workspace)}.json`);
  return {
    label,
    report,
    command: ['npm', 'test', '-w', workspace, '--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    ...extra,
  };
};

const browserReport = path.join(reports, 'browser.json');
/** The browser tests this machine leaves out; under CI=true a missing tool fails them instead. */
const browserLeftOut = [
  !ci && missing('java').length
    ? 'the Nu Html Checker test (valid HTML on every server-rendered page): apt-get install -y default-jre-headless'
    : undefined,
].filter(Boolean);
const parts = [
  vitestPart('contract tests', 'packages/contract'),
  vitestPart(`API tests (${postgres ? 'PostgreSQL' : 'PGlite'})`, 'apps/api', { leftOut: apiLeftOut }),
  vitestPart('web unit tests', 'apps/web'),
  {
    label: `browser tests (${chromiumPath})`,
    report: browserReport,
    command: ['npm', 'run', 'e2e', '-w', 'apps/web', '--', '--reporter=list,json'],
    env: { CHROME_PATH: chromiumPath, PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport },
    leftOut: browserLeftOut,
    needs: existsSync(chromiumPath)
      ? undefined
      : `no Chromium at ${chromiumPath}: apt-get install -y chromium, or set CHROME_PATH`,
  },
];

/** The counts of a part's tests, from its reporter's JSON (Vitest's or Playwright's). */
function counted({ report: file }) {
  if (!existsSync(file)) return '';
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts = report.stats
    ? [
        [report.stats.expected, 'passed'],
        [report.stats.flaky, 'flaky'],
        [report.stats.unexpected, 'failed'],
        [report.stats.skipped, 'skipped'],
      ]
    : [
        [report.numPassedTests, 'passed'],
        [report.numFailedTests, 'failed'],
        [report.numPendingTests + report.numTodoTests, 'skipped'],
      ];
  return counts
    .filter(([count]) => count > 0)
    .map(([count, what]) => `${count} ${what}`)
    .join(', ');
}

const took = (ms) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
};

const results = [];
for (const part of parts) {
  if (part.needs) {
    console.log(`\n${ci ? '✗' : '⚠'} ${part.label}: ${ci ? 'cannot run' : 'SKIPPED'}, ${part.needs}`);
    results.push({ part, outcome: ci ? 'failed' : 'skipped', detail: part.needs, ms: 0 });
    continue;
  }
  console.log(`\n▶ ${part.label}`);
  const started = Date.now();
  const [command, ...args] = part.command;
  const run = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...part.env } });
  const detail = [counted(part), ...(part.leftOut ?? []).map((what) => `not run here: ${what}`)].filter(Boolean).join('; ');
  results.push({ part, outcome: run.status === 0 ? 'passed' : 'failed', detail, ms: Date.now() - started });
}
rmSync(reports, { recursive: true, force: true });

const mark = { passed: '✓', failed: '✗', skipped: '⚠' };
const width = Math.max(...results.map(({ part }) => part.label.length));
console.log('\nSummary');
for (const { part, outcome, detail, ms } of results) {
  const time = outcome === 'skipped' || ms === 0 ? '' : ` in ${took(ms)}`;
  console.log(`${mark[outcome]} ${part.label.padEnd(width)}  ${outcome.toUpperCase()}${time}${detail ? `: ${detail}` : ''}`);
}
const failed = results.filter(({ outcome }) => outcome === 'failed');
console.log(
  failed.length
    ? `\n✗ ${failed.length} of ${results.length} parts failed`
    : `\n✓ every part passed${results.some(({ outcome }) => outcome === 'skipped') ? ', some skipped as said above' : ''}`,
);
process.exit(failed.length ? 1 : 0);
