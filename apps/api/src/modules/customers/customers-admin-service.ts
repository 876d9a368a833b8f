import { readOrdering } from '@shop/contract/admin';
import {
  type AdminCustomer,
  type AdminCustomerDetail,
  type AdminCustomerListQuery,
  customerAdminMessages,
} from '@shop/contract/customers';
import { normalizeForSearch, toLatinDigits } from '@shop/contract/persian';
import type { StaffRole } from '@shop/contract/staff';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { listAddresses } from '../addresses/addresses-service.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { placeNames } from '../location/location-service.ts';
import type { PictureUrls } from '../media/media-service.ts';
import { customersWithOrders, listOrdersOfCustomer, orderCountsOf } from '../orders/orders-service.ts';
import * as users from '../users/users-service.ts';

// The back office's customers: a module above users, orders and addresses, since a customer's page shows their orders
// and addresses, and orders name their customer.

const fullName = (row: users.UserRow) => `${row.firstName} ${row.lastName}`.trim();

const toCustomer = (row: users.UserRow, ordersCount: number): AdminCustomer => ({
  id: row.id,
  mobile_number: row.mobileNumber,
  first_name: row.firstName,
  last_name: row.lastName,
  full_name: fullName(row),
  is_staff: row.staffRole !== null,
  staff_role: row.staffRole,
  created_at: row.createdAt.toISOString(),
  orders_count: ordersCount,
});

/**
 * What the search box holds, as a mobile number or as words of a name. A number is a number in any digits and with
 * the spaces, dashes or country code it is often written with: «۰۹۱۲ ۳۴۵ ۶۷۸۹» and «+989123456789» are one number.
 */
function readSearch(search: string | undefined): Pick<users.CustomerFilters, 'words' | 'digits'> {
  if (!search) return {};
  const compact = toLatinDigits(search).replace(/[\s\-()]/g, '');
  if (/^\+?\d+$/.test(compact)) return { digits: compact.replace(/^(\+|00)?98(?=9)/, '0') };
  return { words: normalizeForSearch(search).split(' ') };
}

export async function listCustomers(
  db: Database,
  query: AdminCustomerListQuery,
): Promise<{ count: number; results: AdminCustomer[] }> {
  const { field, descending } = readOrdering(query.ordering, '-created_at');
  const ids = query.has_orders === undefined ? undefined : { include: query.has_orders, ids: await customersWithOrders(db) };
  const page = await users.findCustomerPage(
    db,
    { ...readSearch(query.search), isStaff: query.is_staff, ...(ids ? { ids } : {}) },
    { limit: query.limit, offset: query.offset, orderBy: field, descending },
  );
  const counts = await orderCountsOf(
    db,
    page.rows.map((row) => row.id),
  );
  return { count: page.count, results: page.rows.map((row) => toCustomer(row, counts.get(row.id) ?? 0)) };
}

async function findCustomer(db: Database, id: number) {
  const row = await users.findUser(db, id);
  if (!row) throw new NotFoundError(customerAdminMessages.customerNotFound);
  return row;
}

async function toDetail(db: Database, pictures: PictureUrls, row: users.UserRow): Promise<AdminCustomerDetail> {
  const place = { country: row.countryId, state: row.stateId, city: row.cityId };
  const [names, counts, addresses] = await Promise.all([
    placeNames(db, [place]),
    orderCountsOf(db, [row.id]),
    listAddresses(db, row.id, { limit: 1, offset: 0 }),
  ]);
  const named = names(place);
  return {
    ...toCustomer(row, counts.get(row.id) ?? 0),
    email: row.email,
    birth_date: row.birthDate,
    gender: row.gender,
    avatar: pictures.image(row.avatar),
    national_code: row.nationalCode,
    postal_code: row.postalCode,
    address: row.address,
    country_data: named.country,
    state_data: named.state,
    city_data: named.city,
    updated_at: row.updatedAt.toISOString(),
    addresses_count: addresses.count,
  };
}

export async function getCustomer(db: Database, pictures: PictureUrls, id: number): Promise<AdminCustomerDetail> {
  return toDetail(db, pictures, await findCustomer(db, id));
}

export async function listCustomerOrdersForStaff(db: Database, id: number, page: { limit: number; offset: number }) {
  await findCustomer(db, id);
  return listOrdersOfCustomer(db, id, page);
}

export async function listCustomerAddressesForStaff(db: Database, id: number, page: { limit: number; offset: number }) {
  await findCustomer(db, id);
  return listAddresses(db, id, page);
}

/** Gives, changes or takes a staff role, as users-service rules, and journals a change in its transaction. */
export async function setStaffRole(
  { db, clock, pictures }: { db: Database; clock: Clock; pictures: PictureUrls },
  staffId: number,
  customerId: number,
  role: StaffRole | null,
): Promise<AdminCustomerDetail> {
  const row = await db.transaction(async (tx) => {
    const { before, after } = await users.changeStaffRole(tx, clock, staffId, customerId, role);
    if (before.staffRole !== after.staffRole) {
      await recordAudit(tx, {
        staffId,
        at: after.updatedAt,
        entity: 'user',
        entityId: after.id,
        action: role === null ? 'revoke_staff' : before.staffRole === null ? 'grant_staff' : 'change_staff_role',
        before: { staff_role: before.staffRole },
        after: { staff_role: role },
      });
    }
    return after;
  });
  return toDetail(db, pictures, row);
}
