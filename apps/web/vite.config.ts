import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';
import { type RouteTable, routeAddresses } from './src/lib/route-addresses.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Writes .br and .gz beside every text asset, so the server sends them compressed without compressing per request. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => /\.(js|css|html|svg|json|txt)$/.test(file));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          const content = await readFile(full);
          if (content.length < 1024) return;
          await writeFile(`${full}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${full}.gz`, await gzipAsync(content, { level: 9 }));
        }),
      );
    },
  };
}

/**
 * The server renderer runs inside the API's process: it imports the contract's compiled copy, the one the built API
 * imports, and the zod both use, so that the process holds one copy of each (a second copy of the contract registered
 * every schema id again in zod's process-wide registry, and the API's OpenAPI document failed once a page using them
 * was rendered).
 */
function sharedWithTheApi(): Plugin {
  return {
    name: 'shared-with-the-api',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      if (/^zod(\/|$)/.test(source)) return { id: source, external: true };
      const contractModule = /^@shop\/contract\/([\w-]+)$/.exec(source)?.[1];
      return contractModule ? { id: `@shop/contract/dist/${contractModule}.js`, external: true } : null;
    },
  };
}

/**
 * The browser's copy of the contract's routes (`@shop/contract/<feature>-routes`) holds each route's method, path and
 * staff permission, read from the contract when the bundle is built: the browser reads nothing else of a route, and
 * the routes' schemas and documentation would bring zod and every schema into the storefront's first script, which
 * calls the chrome's routes on every page. The types are the contract's all the same.
 */
function routeAddressesOnly(): Plugin {
  const prefix = '\0route-addresses:';
  return {
    name: 'route-addresses',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (/^@shop\/contract\/([\w-]+-)?routes$/.test(source) ? prefix + source : null),
    async load(id) {
      if (!id.startsWith(prefix)) return null;
      const { module } = await runnerImport<Record<string, RouteTable>>(id.slice(prefix.length), { configFile: false });
      return Object.entries(module)
        .map(([name, table]) => `export const ${name} = ${JSON.stringify(routeAddresses(table))};`)
        .join('\n');
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), ...(isSsrBuild ? [sharedWithTheApi()] : [routeAddressesOnly(), precompress()])],
  build: isSsrBuild
    ? // The server's copy of the app renders pages for the API; it sits where the static files are not served.
      { outDir: 'dist/.ssr', copyPublicDir: false, rollupOptions: { input: 'src/entry-server.tsx' } }
    : // The manifest names each route's chunks for the server's preload links and bench/lighthouse.ts. The back office
      // is a second page with a bundle of its own, so that the storefront's never carries it.
      { manifest: true, rollupOptions: { input: { index: 'index.html', admin: 'admin.html' } } },
  // Self-contained but for the contract and zod (see sharedWithTheApi): the API loads it without resolving the web
  // app's packages, with React's production build.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
}));
