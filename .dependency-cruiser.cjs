// The boundaries of the code, checked by `npm run lint` (docs/decisions/0007-boundaries-checked-by-a-tool.md says why
// each rule is here). Tests sit beside the code and may import what they test, so they are no source of a breach.
// Cycles between whole modules and features are checked apart: .dependency-cruiser-modules.cjs.
const api = '^apps/api/src/';
const modules = `${api}modules/`;
const web = '^apps/web/src/';
const tests = '\\.test\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'Files that import each other (types included) cannot be understood, tested or split apart alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-imports-only-zod',
      comment: 'The contract is shared by the API and the browser: zod and its own files, nothing else.',
      severity: 'error',
      from: { path: '^packages/contract/src/', pathNot: tests },
      to: { pathNot: ['^packages/contract/src/', '^node_modules/zod/'] },
    },
    {
      name: 'apps-meet-through-the-contract',
      comment: 'The API and the web app share only the contract: neither reads the other`s source.',
      severity: 'error',
      from: { path: '^apps/(api|web)/' },
      to: { path: '^apps/(api|web)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'api-routes-call-services',
      comment: 'Routes speak HTTP and hand over to their service; queries and tables sit below the service.',
      severity: 'error',
      from: { path: `${modules}[^/]+/[^/]+-routes\\.ts$` },
      to: { path: `${modules}[^/]+/[^/]+-(queries|tables)\\.ts$` },
    },
    {
      name: 'api-services-read-through-queries',
      comment: 'A service holds the rules of the shop; every read and write of a table is a query of its module.',
      severity: 'error',
      from: { path: `${modules}[^/]+/[^/]+-service\\.ts$` },
      to: { path: `${modules}[^/]+/[^/]+-(tables|routes)\\.ts$` },
    },
    {
      name: 'api-queries-sit-above-tables',
      comment: 'Queries use tables and nothing of the layers above them.',
      severity: 'error',
      from: { path: `${modules}[^/]+/[^/]+-queries\\.ts$` },
      to: { path: `${modules}[^/]+/[^/]+-(service|routes)\\.ts$` },
    },
    {
      name: 'api-tables-reference-tables',
      comment: 'A table names other tables for its foreign keys, and nothing else of any module.',
      severity: 'error',
      from: { path: `${modules}[^/]+/[^/]+-tables\\.ts$` },
      to: { path: modules, pathNot: `${modules}[^/]+/[^/]+-tables\\.ts$` },
    },
    {
      name: 'api-modules-meet-through-services',
      comment:
        'One module reaches another only through its service, at the top of its folder, so that it can change its tables and queries alone.',
      severity: 'error',
      from: { path: `${modules}([^/]+)/`, pathNot: [`-tables\\.ts$`, tests] },
      to: { path: modules, pathNot: [`${modules}$1/`, `${modules}[^/]+/[^/]+-service\\.ts$`] },
    },
    {
      name: 'api-plugins-and-lib-import-no-module',
      comment: 'Cross-cutting code serves every module and knows none; app.ts hands a plugin what it needs of a module.',
      severity: 'error',
      from: { path: `${api}(plugins|lib|config)/`, pathNot: tests },
      to: { path: modules },
    },
    {
      name: 'web-shared-code-imports-no-feature',
      comment: 'components/ui and lib are the ground floor of the web app: features build on them, never the reverse.',
      severity: 'error',
      from: { path: `${web}(components|lib)/`, pathNot: tests },
      to: { path: `${web}(features|app|admin)/` },
    },
    {
      name: 'web-features-do-not-import-the-app',
      comment:
        'The storefront (app/) and the back office (admin/) compose the features; a feature knows nothing of where it is placed.',
      severity: 'error',
      from: { path: `${web}features/`, pathNot: tests },
      to: { path: `${web}(app|admin)/` },
    },
    {
      name: 'web-features-meet-through-public-files',
      comment: 'A feature imports another only through that feature`s index.ts, which names what it lends out.',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/`, pathNot: tests },
      to: { path: `${web}features/`, pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index\\.ts$`] },
    },
  ],
  options: {
    exclude: { path: '(^|/)dist/' },
    doNotFollow: { path: 'node_modules' },
    babelConfig: { fileName: 'scripts/boundaries-babel.cjs' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'types', 'default'],
      exportsFields: ['exports'],
    },
  },
};
