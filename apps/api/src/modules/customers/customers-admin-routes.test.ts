import { AddressListSchema } from '@shop/contract/addresses';
import {
  AdminCustomerDetailSchema,
  AdminCustomerListSchema,
  AdminCustomerOrderListSchema,
  customerAdminMessages,
} from '@shop/contract/customers';
import { messages } from '@shop/contract/messages';
import { staffMessages } from '@shop/contract/staff';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { manualClock, quickCustomers, quickStaff } from '../../test/accounts.ts';
import { caller, checkoutBody, type Headers, testAddresses, testMethods, testProducts } from '../../test/shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditEntries } from '../audit/audit-tables.ts';
import { users } from '../users/users-tables.ts';

const time = manualClock();
const { app, db } = await createTestApp({ clock: time.clock });
const call = caller(app);
const shop = await testProducts(db);
const methods = await testMethods(app);
const addressesOf = await testAddresses(app, db);
const [staff, otherStaff] = await quickStaff(db, 2);
if (!staff || !otherStaff) throw new Error('no staff');

async function oneCustomer(name = { first: 'سارا', last: 'محمدی' }) {
  const [one] = await quickCustomers(db, 1, name);
  if (!one) throw new Error('no customer');
  return one;
}

/** The customer buys gauze, paying on delivery: answers the order's id. */
async function orderBy(buyer: { auth: Headers }) {
  const addresses = await addressesOf(buyer.auth);
  expect((await call('POST', '/api/shop/cart/items', buyer.auth, { product: shop.gauze, quantity: 2 })).status).toBe(201);
  const placed = await call(
    'POST',
    '/api/shop/cart/checkout',
    buyer.auth,
    checkoutBody(time.clock(), {
      address: addresses.tehran,
      shipping_method: methods.post.id,
      payment_method: methods.cashOnDelivery.id,
    }),
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const tracked = await call('GET', `/api/shop/orders/${placed.body.order_key}/tracking`);
  return tracked.body.id as number;
}

const list = async (query: string) => {
  const answer = await call('GET', `/api/admin/customers${query}`, staff.auth);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return AdminCustomerListSchema.parse(answer.body);
};

const journal = async (id: number) =>
  (await call('GET', `/api/admin/audit?entity=user&entity_id=${id}`, staff.auth)).body.results as {
    id: number;
    action: string;
    staff: { id: number };
    before: unknown;
    after: unknown;
  }[];

describe('GET /api/admin/customers', () => {
  it('finds a customer by any word of the name, typed on an Arabic keyboard too', async () => {
    const customer = await oneCustomer({ first: 'کیمیا', last: 'یزدان‌پناه' });
    for (const search of ['کیمیا', 'يزدان', 'یزدانپناه', 'كيميا يزدان']) {
      const found = await list(`?search=${encodeURIComponent(search)}`);
      expect([search, found.results.map((row) => row.id)]).toEqual([search, [customer.id]]);
    }
    expect((await list(`?search=${encodeURIComponent('کیمیا محمدی')}`)).count).toBe(0);
  });

  it('finds a customer by a mobile number in any digits, whole, in part or with the country code', async () => {
    const customer = await oneCustomer();
    const number = customer.mobileNumber;
    const persian = number.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
    for (const search of [
      number,
      persian,
      `+98${number.slice(1)}`,
      `${number.slice(0, 4)} ${number.slice(4)}`,
      number.slice(3),
    ]) {
      const found = await list(`?search=${encodeURIComponent(search)}&limit=100`);
      expect(
        found.results.map((row) => row.id),
        search,
      ).toContain(customer.id);
    }
  });

  it('answers each row with the orders count, and filters by staff role and by having ordered', async () => {
    const name = { first: 'بهاره', last: 'فیلترشده' };
    const buyer = await oneCustomer(name);
    const idle = await oneCustomer(name);
    await orderBy(buyer);
    await orderBy(buyer);
    const search = `?search=${encodeURIComponent('فیلترشده')}`;
    const all = await list(search);
    expect(all.results.map((row) => [row.id, row.orders_count, row.is_staff])).toEqual([
      [idle.id, 0, false],
      [buyer.id, 2, false],
    ]);
    expect((await list(`${search}&has_orders=true`)).results.map((row) => row.id)).toEqual([buyer.id]);
    expect((await list(`${search}&has_orders=false`)).results.map((row) => row.id)).toEqual([idle.id]);
    const staffOnly = await list('?is_staff=true&limit=100');
    expect(staffOnly.results.every((row) => row.is_staff)).toBe(true);
    expect(staffOnly.results.map((row) => row.id)).toEqual(expect.arrayContaining([staff.id, otherStaff.id]));
  });

  it('orders by joining date or by last name, either way', async () => {
    const first = { first: 'الف', last: 'ترتیب‌ب' };
    const [b] = await quickCustomers(db, 1, first);
    const [a] = await quickCustomers(db, 1, { first: 'ب', last: 'ترتیب‌الف' });
    if (!a || !b) throw new Error('no customers');
    // Joined a minute apart, on fixed days: b first.
    await db
      .update(users)
      .set({ createdAt: new Date('2026-10-27T07:00:00Z') })
      .where(eq(users.id, b.id));
    await db
      .update(users)
      .set({ createdAt: new Date('2026-10-27T07:01:00Z') })
      .where(eq(users.id, a.id));
    const search = `?search=${encodeURIComponent('ترتیب')}`;
    expect((await list(`${search}&ordering=-created_at`)).results.map((row) => row.id)).toEqual([a.id, b.id]);
    expect((await list(`${search}&ordering=created_at`)).results.map((row) => row.id)).toEqual([b.id, a.id]);
    expect((await list(`${search}&ordering=last_name`)).results.map((row) => row.id)).toEqual([a.id, b.id]);
    expect((await list(`${search}&ordering=-last_name`)).results.map((row) => row.id)).toEqual([b.id, a.id]);
  });

  it('refuses an unknown ordering and a wrong filter in Persian', async () => {
    const answer = await call('GET', '/api/admin/customers?ordering=mobile_number&is_staff=maybe', staff.auth);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ ordering: [messages.invalidValue], is_staff: [messages.invalidBoolean] });
  });
});

describe('GET /api/admin/customers/{id} and its orders and addresses', () => {
  it('answers the profile with its places named, the joining date and the counts', async () => {
    const customer = await oneCustomer({ first: 'نگار', last: 'صادقی' });
    const orderId = await orderBy(customer);
    const placed = await call('PATCH', '/api/users/me', customer.auth, {
      country: (await call('GET', `/api/location/countries?search=${encodeURIComponent('ایران')}`)).body.results[0].id,
      national_code: '0012345679',
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const answer = await call('GET', `/api/admin/customers/${customer.id}`, staff.auth);
    expect(answer.status).toBe(200);
    const detail = AdminCustomerDetailSchema.parse(answer.body);
    expect(detail).toMatchObject({
      id: customer.id,
      mobile_number: customer.mobileNumber,
      full_name: 'نگار صادقی',
      is_staff: false,
      national_code: '0012345679',
      country_data: { name: 'ایران' },
      state_data: null,
      orders_count: 1,
      addresses_count: 2,
    });
    expect(Date.parse(detail.created_at)).not.toBeNaN();

    const orders = await call('GET', `/api/admin/customers/${customer.id}/orders`, staff.auth);
    expect(orders.status).toBe(200);
    expect(AdminCustomerOrderListSchema.parse(orders.body)).toMatchObject({
      count: 1,
      results: [{ id: orderId, status: 'new', total: expect.any(Number), is_paid: false, full_name: 'زهرا کریمی' }],
    });

    const addresses = await call('GET', `/api/admin/customers/${customer.id}/addresses?limit=1`, staff.auth);
    expect(addresses.status).toBe(200);
    const page = AddressListSchema.parse(addresses.body);
    expect(page.count).toBe(2);
    expect(page.results).toHaveLength(1);
    expect(page.next).toContain('offset=1');
  });

  it('answers an unknown customer with a Persian 404 on each of its pages, and a bad id with a 400', async () => {
    for (const path of ['', '/orders', '/addresses']) {
      const missing = await call('GET', `/api/admin/customers/999999${path}`, staff.auth);
      expect([path, missing.status, missing.body]).toEqual([path, 404, { detail: customerAdminMessages.customerNotFound }]);
      const bad = await call('GET', `/api/admin/customers/abc${path}`, staff.auth);
      expect([path, bad.status, bad.body]).toEqual([path, 400, { id: [messages.invalidId] }]);
    }
  });
});

describe('POST /api/admin/customers/{id}/staff', () => {
  const setRole = (auth: Headers, id: number, payload: object) => call('POST', `/api/admin/customers/${id}/staff`, auth, payload);
  const roleOf = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0]?.staffRole;

  it('gives a role, which opens the back office to them at once, changes it and takes it back; each change journalled', async () => {
    const customer = await oneCustomer({ first: 'پرستو', last: 'کارمند' });
    expect((await call('GET', '/api/admin/me', customer.auth)).status).toBe(403);
    const granted = await setRole(staff.auth, customer.id, { role: 'support' });
    expect(granted.status).toBe(200);
    expect(AdminCustomerDetailSchema.parse(granted.body)).toMatchObject({
      id: customer.id,
      is_staff: true,
      staff_role: 'support',
    });
    expect((await call('GET', '/api/admin/me', customer.auth)).body).toMatchObject({ id: customer.id, role: 'support' });

    // Sent twice, the second changes nothing and writes no second row.
    expect((await setRole(staff.auth, customer.id, { role: 'support' })).status).toBe(200);
    expect(await journal(customer.id)).toEqual([
      expect.objectContaining({
        action: 'grant_staff',
        staff: expect.objectContaining({ id: staff.id }),
        before: { staff_role: null },
        after: { staff_role: 'support' },
      }),
    ]);

    expect((await setRole(otherStaff.auth, customer.id, { role: 'orders' })).body.staff_role).toBe('orders');
    const taken = await setRole(otherStaff.auth, customer.id, { role: null });
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ is_staff: false, staff_role: null });
    expect((await call('GET', '/api/admin/me', customer.auth)).status).toBe(403);
    const rows = await journal(customer.id);
    expect(rows.map((row) => [row.action, row.before, row.after])).toEqual([
      ['revoke_staff', { staff_role: 'orders' }, { staff_role: null }],
      ['change_staff_role', { staff_role: 'support' }, { staff_role: 'orders' }],
      ['grant_staff', { staff_role: null }, { staff_role: 'support' }],
    ]);
  });

  it('is an owner`s: any other role is refused in Persian and changes nothing', async () => {
    const customer = await oneCustomer();
    for (const role of ['orders', 'catalogue', 'content', 'support'] as const) {
      const [member] = await quickStaff(db, 1, role);
      if (!member) throw new Error('no staff');
      const answer = await setRole(member.auth, customer.id, { role: 'owner' });
      expect([role, answer.status, answer.body]).toEqual([role, 403, { detail: staffMessages.notPermitted }]);
      // Nor their own role.
      expect((await setRole(member.auth, member.id, { role: 'owner' })).status).toBe(403);
      expect(await roleOf(member.id)).toBe(role);
    }
    expect(await roleOf(customer.id)).toBeNull();
  });

  it('refuses an owner changing their own role, in Persian, and changes nothing', async () => {
    const answer = await setRole(staff.auth, staff.id, { role: null });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ role: [staffMessages.ownRole] });
    expect((await setRole(staff.auth, staff.id, { role: 'support' })).body).toEqual({ role: [staffMessages.ownRole] });
    expect(await roleOf(staff.id)).toBe('owner');
    expect(await journal(staff.id)).toEqual([]);
  });

  it('keeps the last owner: two owners demoting each other at once leave one', async () => {
    const [first, second] = await quickStaff(db, 2);
    if (!first || !second) throw new Error('no staff');
    // These two are the shop's only owners for this test.
    const owners = await db.select({ id: users.id }).from(users).where(eq(users.staffRole, 'owner'));
    const keep = new Set([first.id, second.id]);
    const away = owners.filter((row) => !keep.has(row.id)).map((row) => row.id);
    for (const id of away) await db.update(users).set({ staffRole: 'support' }).where(eq(users.id, id));
    try {
      const answers = await Promise.all([
        setRole(first.auth, second.id, { role: 'orders' }),
        setRole(second.auth, first.id, { role: null }),
      ]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      // The other finds itself the last owner (or, when it came after, no longer an owner).
      expect([400, 403]).toContain(statuses[1]);
      const refused = answers.find((answer) => answer.status !== 200);
      if (refused?.status === 400) expect(refused.body).toEqual({ role: [staffMessages.lastOwner] });
      const left = await db.select({ id: users.id }).from(users).where(eq(users.staffRole, 'owner'));
      expect(left).toHaveLength(1);
    } finally {
      for (const id of away) await db.update(users).set({ staffRole: 'owner' }).where(eq(users.id, id));
    }
  });

  it('re-reads the granting owner under the lock a revoke takes: once revoked, a grant is never written after it', async () => {
    for (let round = 0; round < 10; round++) {
      const [granter] = await quickStaff(db, 1);
      const customer = await oneCustomer();
      if (!granter) throw new Error('no staff');
      const [revoked, granted] = await Promise.all([
        setRole(staff.auth, granter.id, { role: null }),
        setRole(granter.auth, customer.id, { role: 'catalogue' }),
      ]);
      expect(revoked.status).toBe(200);
      // Read from the table: the journal's page would count against the round's rate limit.
      const newestOf = async (id: number) =>
        (
          await db
            .select()
            .from(auditEntries)
            .where(and(eq(auditEntries.entity, 'user'), eq(auditEntries.entityId, String(id))))
            .orderBy(desc(auditEntries.id))
        )[0];
      const grantRow = await newestOf(customer.id);
      const revokeRow = await newestOf(granter.id);
      if (granted.status === 200) {
        // The grant came first: its row is older than the revoke's.
        expect(grantRow && revokeRow && grantRow.id < revokeRow.id).toBe(true);
      } else {
        expect(granted).toMatchObject({ status: 403, body: { detail: staffMessages.notPermitted } });
        expect(await roleOf(customer.id)).toBeNull();
      }
    }
  });

  it('refuses a body without the role, an unknown role, an unknown customer and a bad id in Persian', async () => {
    const customer = await oneCustomer();
    expect(await setRole(staff.auth, customer.id, {})).toMatchObject({ status: 400, body: { role: [messages.required] } });
    for (const role of ['admin', true, 1, ' owner', 'OWNER']) {
      expect(await setRole(staff.auth, customer.id, { role })).toMatchObject({
        status: 400,
        body: { role: [messages.invalidValue] },
      });
    }
    expect(await setRole(staff.auth, 999999, { role: 'owner' })).toMatchObject({
      status: 404,
      body: { detail: customerAdminMessages.customerNotFound },
    });
    expect(await roleOf(customer.id)).toBeNull();
  });
});
