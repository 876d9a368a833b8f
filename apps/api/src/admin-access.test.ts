import { messages } from '@shop/contract/messages';
import type { RouteSpec } from '@shop/contract/route';
import { routeList } from '@shop/contract/route-names';
import { type Permission, roleMeets, STAFF_ROLES, staffMessages } from '@shop/contract/staff';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from './modules/users/users-tables.ts';
import { quickCustomers, quickStaff } from './test/accounts.ts';
import { createTestApp } from './test/test-app.ts';

const { app, db } = await createTestApp();

/** Every route of the table that staff call, with the permission it names. */
const staffRoutes = () =>
  routeList.filter((route): route is RouteSpec & { staff: Permission | 'member' } => route.staff !== undefined);

/** Every back-office call in the OpenAPI document, with its path's parameters filled in. */
function adminRoutes() {
  const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
        url: path.replace(/\{[^}]+\}/g, '1'),
      })),
    );
}

describe('the back office answers staff only', () => {
  let customer: Record<string, string> = {};
  let staff: Record<string, string> = {};
  beforeAll(async () => {
    customer = (await quickCustomers(db, 1))[0]?.auth ?? expect.fail('no customer');
    staff = (await quickStaff(db, 1))[0]?.auth ?? expect.fail('no staff');
  });

  it('lists its routes in the API document', () => {
    expect(adminRoutes().length).toBeGreaterThan(0);
  });

  it('refuses a visitor with 401 and a customer with 403 on every route, before reading a body', async () => {
    for (const route of adminRoutes()) {
      const visitor = await app.inject({ ...route, payload: route.method === 'GET' ? undefined : {} });
      expect([route.url, visitor.statusCode, visitor.json()]).toEqual([route.url, 401, { detail: messages.notAuthenticated }]);
      const forged = await app.inject({ ...route, headers: { authorization: `Token ${'x'.repeat(43)}` } });
      expect([route.url, forged.statusCode]).toEqual([route.url, 401]);
      const asCustomer = await app.inject({ ...route, headers: customer, payload: route.method === 'GET' ? undefined : {} });
      expect([route.url, asCustomer.statusCode, asCustomer.json()]).toEqual([route.url, 403, { detail: messages.noAccess }]);
    }
  });

  it('lets staff in', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/audit', headers: staff });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ count: expect.any(Number), results: expect.any(Array) });
  });

  it('answers a path under /api/admin that no module serves as the API does', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/nothing-here', headers: staff });
    expect(response.statusCode).toBe(404);
  });
});

describe('the staff roles', () => {
  it('is read on every call: a member whose role is narrowed or taken away is refused at once', async () => {
    const [member] = await quickStaff(db, 1);
    if (!member) expect.fail('no staff');
    const audit = () => app.inject({ method: 'GET', url: '/api/admin/audit', headers: member.auth });
    expect((await audit()).statusCode).toBe(200);
    await db.update(users).set({ staffRole: 'support' }).where(eq(users.id, member.id));
    expect((await audit()).json()).toEqual({ detail: staffMessages.notPermitted });
    await db.update(users).set({ staffRole: null }).where(eq(users.id, member.id));
    expect((await audit()).json()).toEqual({ detail: messages.noAccess });
  });

  it('gives each role exactly the routes its permissions name, route by route, and a 403 in Persian elsewhere', async () => {
    const tableRoutes = staffRoutes();
    expect(tableRoutes.length).toBe(adminRoutes().length);
    for (const role of STAFF_ROLES) {
      const [member] = await quickStaff(db, 1, role);
      if (!member) expect.fail('no staff');
      for (const route of tableRoutes) {
        // An id no record has: a permitted call stops at its 404 or 400, and nothing is changed.
        const url = route.path.replace(/:\w+/g, '999999');
        const answer = await app.inject({
          method: route.method,
          url,
          headers: member.auth,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const allowed = roleMeets(role, route.staff);
        const refused = answer.statusCode === 403 && answer.json().detail === staffMessages.notPermitted;
        expect([role, route.method, route.path, refused]).toEqual([role, route.method, route.path, !allowed]);
      }
    }
  });
});
