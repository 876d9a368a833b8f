// The storefront's content security policy allows no eval. zod would compile its object parsers with `new Function`,
// and its mere try is reported as a violation: in the browser it parses without compiling (forms parse little). The
// schemas read the setting as they are made, so the browser's entry imports this module before any other.
//
// zod keeps its settings on this global and adopts one already there when it loads (so that copies of it share them):
// setting it here rather than through `z.config` keeps zod itself (some 4 KB gzipped) out of every page's first
// script, as only forms and lazily loaded parts use it. zod-without-eval.test.ts fails if zod stops reading it.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

// A module, imported for its effect alone.
export {};
