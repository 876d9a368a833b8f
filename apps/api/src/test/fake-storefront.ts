import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The built storefront's shell as the fake build below writes it. */
export const storefrontShell = `<!doctype html>
<html lang="fa" dir="rtl">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="فروشگاه اینترنتی تجهیزات پزشکی" />
    <title>فروشگاه تجهیزات پزشکی</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A stand-in for the web app's build in a folder of its own (WEB_DIST_DIR): its shell, an asset and the manifest, and
 * with `serverRendered` a server build that asks the API in-process, as the real one does, shows a product's stock on
 * its page, asks for an order's tracking on its tracking page, and counts its renders in `globalThis.storefrontRenders`.
 */
export async function fakeStorefront({ serverRendered }: { serverRendered: boolean }) {
  const dir = await mkdtemp(path.join(tmpdir(), serverRendered ? 'shop-web-ssr-' : 'shop-web-'));
  const shell = serverRendered
    ? storefrontShell.replace('</head>', '  <link rel="modulepreload" crossorigin href="/assets/vendor-test.js">\n  </head>')
    : storefrontShell;
  await writeFile(path.join(dir, 'index.html'), shell);
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets/index-test.js'), 'console.log("shop");');
  await writeFile(path.join(dir, 'assets/index-test.js.br'), 'brotli bytes');
  await mkdir(path.join(dir, '.vite'));
  await writeFile(
    path.join(dir, '.vite/manifest.json'),
    JSON.stringify({
      'src/main.tsx': { file: 'assets/index-test.js', isEntry: true },
      'src/features/home/pages/home-page.tsx': { file: 'assets/home-page-test.js', imports: ['_carousel.js'] },
      '_carousel.js': { file: 'assets/carousel-test.js' },
    }),
  );
  if (serverRendered) {
    await mkdir(path.join(dir, '.ssr'));
    await writeFile(
      path.join(dir, '.ssr/entry-server.js'),
      `export const createPageRenderer = (fetchApi) => async ({ url, origin, desktop }) => {
      globalThis.storefrontRenders = (globalThis.storefrontRenders ?? 0) + 1;
      if (url === '/broken') throw new Error('render failed');
      const settings = await (await fetchApi('/api/settings/general')).json();
      const product = url.startsWith('/products/') ? url.slice('/products/'.length) : '';
      const stock = product ? ' data-stock="' + (await (await fetchApi('/api/products/public/' + product)).json()).stock + '"' : '';
      const orderKey = url.startsWith('/order_tracking?') ? new URLSearchParams(url.split('?')[1]).get('key') : null;
      if (orderKey) await fetchApi('/api/shop/orders/' + encodeURIComponent(orderKey) + '/tracking');
      return {
        status: url === '/missing' ? 404 : 200,
        head: url === '/guarded' ? '' : '<title>' + settings.store_title + ' &amp; ' + url + '</title><meta name="description" content="از صفحه"/>',
        modules: url === '/' ? ['src/features/home/pages/home-page.tsx'] : [],
        body: '<main data-url="' + url + '" data-origin="' + origin + '" data-desktop="' + desktop + '"' + stock + '>' + settings.store_title + '</main>',
        styles: '<style data-emotion="muirtl test">.muirtl-test{color:red}</style>',
        state: '<script id="query-state" type="application/json">{}</script>',
      };
    };`,
    );
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
