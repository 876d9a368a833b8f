/**
 * Lighthouse (mobile defaults) on the production build that `npm start` serves, with Debian's Chromium, for the
 * home, listing and product pages; and the home page's initial JavaScript, gzipped. Prints a table.
 *
 * Lighthouse's own advice for a score that varies from run to run: each page is measured several times and the
 * median run (by performance score) is reported. The server is asked for each page once first, as a shop's page
 * cache is warm for every page but the first visitor's.
 *
 *   npm run bench:lighthouse [-- --runs=5]      CHROME_PATH defaults to /usr/bin/chromium
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = 3210;
const origin = `http://localhost:${port}`;

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-')),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 900; attempt++) {
    try {
      if ((await fetch(`${origin}/api/settings/general`)).ok) return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error('the server did not start');
}

/** The scripts the home page's HTML loads before any route chunk: the entry and its static imports. */
function initialJavaScriptGzip(): number {
  const dist = path.join(root, 'apps/web/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  const entry = 'index.html';
  const home = Object.keys(manifest).find((key) => key.endsWith('home-page.tsx'));
  for (const key of [entry, home]) if (key) visit(key);
  return [...seen].reduce((total, key) => {
    const file = manifest[key]?.file;
    return file?.endsWith('.js') ? total + gzipSync(readFileSync(path.join(dist, file))).length : total;
  }, 0);
}

const server = await startServer();
const products = (await (await fetch(`${origin}/api/products/public?limit=1&has_discount=true`)).json()) as {
  results: { id: number }[];
};
const pages = { home: '/', listing: '/products', product: `/products/${products.results[0]?.id ?? 1}` };
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
});
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const rows: string[] = [];
try {
  for (const [name, url] of Object.entries(pages)) {
    await fetch(`${origin}${url}`, { headers: { 'user-agent': 'Mobile' } });
    const results: Result[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${origin}${url}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      if (result) results.push(result.lhr);
    }
    const performance = (lhr: Result) => lhr.categories.performance?.score ?? 0;
    results.sort((a, b) => performance(a) - performance(b));
    const median = results[Math.floor(results.length / 2)];
    if (!median) continue;
    const score = (key: string) => String(Math.round((median.categories[key]?.score ?? 0) * 100));
    const metric = (key: string) => median.audits[key]?.displayValue ?? '';
    const all = results.map((lhr) => Math.round(performance(lhr) * 100)).join(' ');
    rows.push(
      `| ${name} | ${url} | ${score('performance')} (${all}) | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} |`,
    );
    console.log(rows.at(-1));
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
}

console.log(`\nLighthouse 13, mobile defaults, production build served by npm start (PGlite); median of ${runs} runs`);
console.log('| page | path | performance (each run) | accessibility | best practices | SEO | FCP | LCP | TBT | CLS |');
console.log('|---|---|---:|---:|---:|---:|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(`\nHome page initial JavaScript: ${(initialJavaScriptGzip() / 1024).toFixed(1)} KB gzipped (budget 200 KB)`);
