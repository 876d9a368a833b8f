import type { RouteSpec } from './route.ts';
import { routes } from './routes.ts';

const isRoute = (entry: object): entry is RouteSpec => 'method' in entry && 'path' in entry;

/**
 * Each route's name in the API document (its `operationId`): its place in the table, as `cartAddItem` or
 * `catalogueAdminCreate`, so that a generated client's functions read like the table. Keyed by `METHOD /path`.
 */
export const routeNames: ReadonlyMap<string, string> = new Map(
  (function named(table: object, prefix: string[]): [string, string][] {
    return Object.entries(table).flatMap(([key, entry]: [string, object]) => {
      const at = [...prefix, key];
      if (!isRoute(entry)) return named(entry, at);
      const name = at.map((part, index) => (index === 0 ? part : part[0]?.toUpperCase() + part.slice(1))).join('');
      return [[`${entry.method} ${entry.path}`, name]];
    });
  })(routes, []),
);
