/**
 * Every load benchmark of the shop's server in one run, one after another (each starts and stops its own server, so
 * they never share the machine with each other), and at the end all their tables together.
 *
 *   npm run bench                                  every suite
 *   npm run bench -- --only=mixed,buying           the suites named
 *   npm run bench -- --only=catalogue --engine=postgresql --plans   a suite's own options pass through
 *   BENCH_PORT=3200                                where each suite's server listens
 *
 * Lighthouse (`npm run bench:lighthouse`) and the order documents (`npm run bench:documents`) are not among them: the
 * first scores the storefront's pages in a browser, the second times PDF drawing inside one process; neither loads the
 * server, and each is run on its own when its side of the shop changes.
 */
import { run as buying } from './buying.ts';
import { run as caches } from './caches.ts';
import { run as catalogue } from './catalogue.ts';
import { run as mixed } from './mixed.ts';
import { run as workers } from './workers.ts';

/** Each suite's `run` answers its Markdown table(s) under a one-line heading. */
const suites: Record<string, () => Promise<string>> = { catalogue, caches, mixed, buying, workers };

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const unknown = only?.filter((name) => !(name in suites)) ?? [];
if (unknown.length) {
  console.error(`no such suite: ${unknown.join(', ')}; the suites are ${Object.keys(suites).join(', ')}`);
  process.exit(2);
}

const tables: string[] = [];
for (const [name, run] of Object.entries(suites)) {
  if (only && !only.includes(name)) continue;
  console.log(`\n## ${name}`);
  tables.push(await run());
}
console.log(`\n# Every table\n\n${tables.join('\n\n')}`);
