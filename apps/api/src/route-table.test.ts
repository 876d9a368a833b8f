import type { RouteSpec } from '@shop/contract/route';
import { routes } from '@shop/contract/routes';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/test-app.ts';

// The test environment's providers (the SMS outbox, the sandbox gateway) bring their routes along: every route is on.
const { app } = await createTestApp();

/** Every route of the contract's table, as `METHOD /path`. */
function tableRoutes(table: object): string[] {
  return Object.values(table).flatMap((entry: RouteSpec | object) =>
    'method' in entry && 'path' in entry ? [`${entry.method} ${entry.path}`] : tableRoutes(entry),
  );
}

/**
 * Every route the app answers, as `METHOD /path`, read from the tree Fastify prints: a line per segment, four
 * columns deeper per level, with the methods answered there in brackets.
 */
function registeredRoutes(): string[] {
  const pathAt: string[] = [];
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const node = /^(?<indent>.*?)[├└]── (?<segment>.+?)(?: \((?<methods>[A-Z, ]+)\))?$/.exec(line)?.groups;
      if (!node?.segment || node.indent === undefined) return [];
      const depth = node.indent.length / 4;
      pathAt[depth] = (depth > 0 ? (pathAt[depth - 1] ?? '') : '') + node.segment;
      const path = pathAt[depth];
      return (node.methods?.split(', ') ?? []).map((method) => `${method} ${path}`);
    });
}

/** The API document's own pages, which document the table rather than belong to it. */
const DOCUMENTATION = /^\/api\/(docs\b|openapi\.json$)/;

describe('the route table', () => {
  it('is what the app serves under /api: no route outside it, none of it missing', () => {
    const served = registeredRoutes().filter((route) => {
      const [method, path = ''] = route.split(' ');
      // Fastify answers HEAD beside every GET by itself.
      return path.startsWith('/api/') && !DOCUMENTATION.test(path) && method !== 'HEAD';
    });
    expect(served.length).toBeGreaterThan(100);
    expect([...served].sort()).toEqual(tableRoutes(routes).sort());
  });

  it('names each route once', () => {
    const listed = tableRoutes(routes);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
