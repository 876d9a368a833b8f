import type { RouteSpec } from './route.ts';
import { routes } from './routes.ts';

const isRoute = (entry: object): entry is RouteSpec => 'method' in entry && 'path' in entry;

/** Every route of the table with its place in it, as `['cart', 'addItem']`. */
const placed = (function walk(table: object, prefix: string[]): [string[], RouteSpec][] {
  return Object.entries(table).flatMap(([key, entry]: [string, object]) =>
    isRoute(entry) ? [[[...prefix, key], entry] as [string[], RouteSpec]] : walk(entry, [...prefix, key]),
  );
})(routes, []);

/** Every route of the table, in its order. */
export const routeList: readonly RouteSpec[] = placed.map(([, spec]) => spec);

/**
 * Each route's name in the API document (its `operationId`): its place in the table, as `cartAddItem` or
 * `catalogueAdminCreate`, so that a generated client's functions read like the table. Keyed by `METHOD /path`.
 */
export const routeNames: ReadonlyMap<string, string> = new Map(
  placed.map(([at, spec]) => [
    `${spec.method} ${spec.path}`,
    at.map((part, index) => (index === 0 ? part : part[0]?.toUpperCase() + part.slice(1))).join(''),
  ]),
);
