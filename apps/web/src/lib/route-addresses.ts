import type { RouteSpec } from '@shop/contract/route';

/** A table of routes, nested by feature as `@shop/contract/routes` is. */
export interface RouteTable {
  [name: string]: RouteSpec | RouteTable;
}

type RouteAddress = Pick<RouteSpec, 'method' | 'path' | 'staff'>;

export interface AddressTable {
  [name: string]: RouteAddress | AddressTable;
}

const isRoute = (entry: RouteSpec | RouteTable): entry is RouteSpec => typeof entry.method === 'string';

/**
 * The table with each route cut down to its method and path, all the API client reads of a route, and a back-office
 * route's permission, which the back office's menu reads: the browser's copy of the table, written when the bundle
 * is built (vite.config.ts).
 */
export function routeAddresses(table: RouteTable): AddressTable {
  return Object.fromEntries(
    Object.entries(table).map(([name, entry]) => [
      name,
      isRoute(entry)
        ? { method: entry.method, path: entry.path, ...(entry.staff ? { staff: entry.staff } : {}) }
        : routeAddresses(entry),
    ]),
  );
}
