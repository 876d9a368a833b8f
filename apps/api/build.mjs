// Bundles the API into dist/server.js (and the shell's commands beside it): its own sources are inlined, npm packages stay external, and the contract is
// imported from its compiled copy (packages/contract/build.mjs), the one the storefront's server renderer imports too.
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@shop/'));

/** `@shop/contract/x` → `@shop/contract/dist/x.js`, left for Node to resolve at run time. */
const compiledContract = {
  name: 'compiled-contract',
  setup(build) {
    build.onResolve({ filter: /^@shop\/contract\/[\w-]+$/ }, ({ path }) => ({
      path: `${path.replace('@shop/contract/', '@shop/contract/dist/')}.js`,
      external: true,
    }));
  },
};

await rm('dist', { recursive: true, force: true });
await build({
  // The server, and the shell's commands (npm run staff:add, backup, restore) beside it.
  entryPoints: {
    server: 'src/server.ts',
    'staff-add': 'src/cli/staff-add.ts',
    backup: 'src/cli/backup.ts',
    restore: 'src/cli/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  plugins: [compiledContract],
  logLevel: 'warning',
});
// Read at run time beside the bundle: the migrations and the demo brand logos.
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
await cp('src/db/seed/brand-logos', 'dist/brand-logos', { recursive: true, force: true }).catch((error) => {
  if (error.code !== 'ENOENT') throw error;
});
console.log('api built: dist/server.js');
