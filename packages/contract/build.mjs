// Compiles the contract to JavaScript in dist/, one file per module: the built API and the storefront's server
// renderer both import these files at run time, so that the process holds one copy of the contract. Two copies (one
// inlined in each bundle) registered every schema id twice in zod's process-wide registry, and the API's OpenAPI
// document then failed with "Duplicate schema id". Sources run as they are everywhere else (tsx, Vite, Vitest).
import { readdir, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const modules = (await readdir('src')).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: modules.map((file) => `src/${file}`),
  outdir: 'dist',
  bundle: true,
  // A module imported by others lives once, in a shared chunk, and its own file re-exports it.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: ['zod'],
  logLevel: 'warning',
});
console.log(`contract built: ${modules.length} modules in dist/`);
