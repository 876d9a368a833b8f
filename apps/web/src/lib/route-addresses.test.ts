import type { RouteSpec } from '@shop/contract/route';
import { routes } from '@shop/contract/routes';
import { describe, expect, it } from 'vitest';
import { type AddressTable, type RouteTable, routeAddresses } from './route-addresses.ts';

/** Every route of a table by its name's path: `settings.admin.read`. */
function leaves(table: RouteTable | AddressTable, prefix = ''): [string, object][] {
  return Object.entries(table).flatMap(([name, entry]) =>
    'method' in entry && typeof entry.method === 'string'
      ? [[`${prefix}${name}`, entry] as [string, object]]
      : leaves(entry as RouteTable, `${prefix}${name}.`),
  );
}

describe("the browser's copy of the route table", () => {
  it("keeps every route of the contract's table, by the same name, with its method, path and permission and nothing else", () => {
    const table = routes as unknown as RouteTable;
    const expected = leaves(table).map(([name, route]) => {
      const { method, path, staff } = route as RouteSpec;
      return [name, { method, path, ...(staff ? { staff } : {}) }];
    });
    expect(leaves(routeAddresses(table))).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });
});
