import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { ProductSummary } from '@shop/contract/catalogue';
import type { Paginated } from '@shop/contract/query';
import { codeSnifferErrors } from './code-sniffer.ts';
import { expect, test } from './fixtures.ts';
import { checkOutThroughApi, readyToCheckOut } from './shopper.ts';

const require = createRequire(import.meta.url);
const VNU_JAR: string = require('vnu-jar');
const hasJava = spawnSync('java', ['-version']).error === undefined;

const failed = (why: string): never => {
  throw new Error(why);
};

/** The demo shop's products of each kind a product page shows differently, found through the API. */
async function productsOfEveryKind(request: APIRequestContext) {
  const listed = async (query: string) =>
    ((await (await request.get(`/api/products/public?limit=100&${query}`)).json()) as Paginated<ProductSummary>).results;
  const inStock = await listed('in_stock=true');
  const found = (what: string, product: ProductSummary | undefined) => product?.id ?? failed(`no ${what} in the demo`);
  return {
    simple: found(
      'simple product',
      inStock.find((p) => p.type === 'simple' && p.stock_type !== 'call' && !p.sale_price),
    ),
    variable: found(
      'variable product',
      inStock.find((p) => p.type === 'variable'),
    ),
    onRequest: found(
      'price-on-request product',
      inStock.find((p) => p.stock_type === 'call'),
    ),
    discounted: found(
      'discounted product',
      inStock.find((p) => p.sale_price),
    ),
    outOfStock: found('out-of-stock product', (await listed('in_stock=false'))[0]),
  };
}

/** Every page the server renders, with what is needed to reach it: an order's key, a catalogue's, a signup code. */
async function serverRenderedPages(request: APIRequestContext): Promise<Record<string, string>> {
  const product = await productsOfEveryKind(request);
  const token = await readyToCheckOut(request, '09120007351');
  const { order_key: key = failed('no order placed') } = await checkOutThroughApi(request, token, 'cash_on_delivery');
  return {
    home: '/',
    listing: '/products',
    'listing, filtered': '/products?category=1&in_stock=true&ordering=-price',
    'listing, searched': `/products?search=${encodeURIComponent('فشارسنج')}`,
    'simple product': `/products/${product.simple}`,
    'variable product': `/products/${product.variable}`,
    'price-on-request product': `/products/${product.onRequest}`,
    'out-of-stock product': `/products/${product.outOfStock}`,
    'discounted product': `/products/${product.discounted}`,
    contacts: '/contacts',
    about: '/abouts',
    'sign-in': '/auth/signin',
    'sign-in code': '/auth/otp',
    'not found': '/no-such-page',
    catalogue: '/catalogs?key=sepid-demo-catalogue-2026',
    'signup link': '/signup_links?code=demo',
    tracking: `/order_tracking?key=${encodeURIComponent(key)}`,
    'checkout success': `/checkout/success?order_key=${encodeURIComponent(key)}`,
    'checkout failed': '/checkout/failed',
    'cart (shell)': '/shop/cart',
    'back office (shell)': '/admin',
  };
}

test('every server-rendered page is valid HTML to the Nu Html Checker, and HTML_CodeSniffer finds no WCAG 2 AA error', async ({
  page,
  request,
}) => {
  test.skip(!hasJava && !process.env.CI, 'no Java for the Nu Html Checker: apt-get install -y default-jre-headless');
  test.setTimeout(180_000);
  const pages = await serverRenderedPages(request);
  const folder = mkdtempSync(path.join(tmpdir(), 'shop-vnu-'));
  const files = await Promise.all(
    Object.entries(pages).map(async ([name, url], index) => {
      const answer = await request.get(url);
      expect(answer.headers()['content-type'], url).toMatch(/^text\/html/);
      const file = path.join(folder, `${String(index).padStart(2, '0')}.html`);
      writeFileSync(file, await answer.body());
      return { name, url, file };
    }),
  );
  const checked = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files.map(({ file }) => file)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(checked.error, 'java did not run: apt-get install -y default-jre-headless').toBeUndefined();
  const report = JSON.parse(checked.stderr) as { messages: { url: string; message: string; extract?: string }[] };
  const pageOf = (url: string) => files.find(({ file }) => url.endsWith(path.basename(file)))?.name ?? url;
  expect(report.messages.map((message) => `${pageOf(message.url)}: ${message.message} ${message.extract ?? ''}`)).toEqual([]);

  for (const { name, url } of files) {
    await page.goto(url);
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    expect(await codeSnifferErrors(page), name).toEqual([]);
  }
});
