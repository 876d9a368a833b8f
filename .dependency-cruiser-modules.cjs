// Whole API modules and web features, checked by `npm run lint` beside the files' rules (.dependency-cruiser.cjs):
// a module that imports another, through any of its files, is never imported back by it, however long the way round
// (docs/decisions/0007-boundaries-checked-by-a-tool.md). dependency-cruiser folds the files into their folders
// (`scope: 'folder'`) and finds the folders' cycles. The cruise holds only the modules' and features' own files: tests
// are no source of a breach, and the files that gather every module (app.ts, db/schema.ts, the seed) would join them
// all into one false cycle. Nor are the tables: they are one schema whose foreign keys name each other's tables, and
// `api-tables-reference-tables` keeps them to that.
const { options } = require('./.dependency-cruiser.cjs');

const wholes = '^apps/(api/src/modules|web/src/features)/[^/]+$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycle-between-modules',
      comment:
        'Two modules (or web features) that reach each other cannot be understood or changed alone: the lower one, that many need, must not know the higher.',
      severity: 'error',
      scope: 'folder',
      from: { path: wholes },
      to: { path: wholes, circular: true },
    },
  ],
  options: {
    ...options,
    includeOnly: '^apps/(api/src/modules|web/src/features)/',
    exclude: { path: ['(^|/)dist/', '\\.test\\.tsx?$', '-tables\\.ts$'] },
  },
};
