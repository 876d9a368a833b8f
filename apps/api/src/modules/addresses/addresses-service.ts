import type { Address, AddressInput, AddressUpdate } from '@shop/contract/addresses';
import { messages } from '@shop/contract/messages';
import { normalizeForSearch } from '@shop/contract/persian';
import type { Database } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { checkPlace, type Place, type PlaceIds, placeNames } from '../location/location-service.ts';
import * as queries from './addresses-queries.ts';

const placeOf = (row: queries.AddressRow): PlaceIds => ({ country: row.countryId, state: row.stateId, city: row.cityId });

function toAddress(row: queries.AddressRow, place: Place): Address {
  // The address's places cannot be deleted (foreign keys restrict), so their names are always found.
  const named = (ref: Place[keyof Place], id: number) => ref ?? { id, name: '' };
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    mobile_number: row.mobileNumber,
    country: row.countryId,
    state: row.stateId,
    city: row.cityId,
    country_data: named(place.country, row.countryId),
    state_data: named(place.state, row.stateId),
    city_data: named(place.city, row.cityId),
    postal_code: row.postalCode,
    address: row.address,
  };
}

function toValues(form: AddressInput): queries.AddressValues {
  return {
    firstName: form.first_name,
    lastName: form.last_name,
    mobileNumber: form.mobile_number,
    countryId: form.country,
    stateId: form.state,
    cityId: form.city,
    postalCode: form.postal_code,
    address: form.address,
    searchText: normalizeForSearch(
      [form.first_name, form.last_name, form.mobile_number, form.postal_code, form.address].join(' '),
    ),
  };
}

const fromRow = (row: queries.AddressRow): AddressInput => ({
  first_name: row.firstName,
  last_name: row.lastName,
  mobile_number: row.mobileNumber,
  country: row.countryId,
  state: row.stateId,
  city: row.cityId,
  postal_code: row.postalCode,
  address: row.address,
});

export async function listAddresses(
  db: Database,
  userId: number,
  query: { search?: string | undefined; limit: number; offset: number },
) {
  const page = await queries.findAddressPage(db, userId, query.search, query);
  const names = await placeNames(db, page.rows.map(placeOf));
  return { count: page.count, results: page.rows.map((row) => toAddress(row, names(placeOf(row)))) };
}

/** Another customer's address is answered as missing: ids tell nothing about others' addresses. */
async function ownAddress(db: Database, userId: number, id: number) {
  const row = await queries.findAddress(db, userId, id);
  if (!row) throw new NotFoundError(messages.addressNotFound);
  return row;
}

export async function getAddress(db: Database, userId: number, id: number): Promise<Address> {
  const address = await findAddress(db, userId, id);
  if (!address) throw new NotFoundError(messages.addressNotFound);
  return address;
}

/** The customer's own address, or nothing for another's or a missing one (a cart or checkout names it in a field). */
export async function findAddress(db: Database, userId: number, id: number): Promise<Address | undefined> {
  const row = await queries.findAddress(db, userId, id);
  return row && toAddress(row, (await placeNames(db, [placeOf(row)]))(placeOf(row)));
}

export async function createAddress(db: Database, userId: number, form: AddressInput): Promise<Address> {
  const place = await checkPlace(db, { country: form.country, state: form.state, city: form.city });
  return toAddress(await queries.insertAddress(db, userId, toValues(form)), place);
}

/** Any part of the form; the province and city are checked against the country and province the address would have. */
export async function updateAddress(db: Database, userId: number, id: number, changes: AddressUpdate): Promise<Address> {
  const current = await ownAddress(db, userId, id);
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const form: AddressInput = { ...fromRow(current), ...defined };
  const place = await checkPlace(db, { country: form.country, state: form.state, city: form.city });
  const row = await queries.updateAddress(db, userId, id, toValues(form));
  if (!row) throw new NotFoundError(messages.addressNotFound);
  return toAddress(row, place);
}

export async function deleteAddress(db: Database, userId: number, id: number): Promise<void> {
  if (!(await queries.deleteAddress(db, userId, id))) throw new NotFoundError(messages.addressNotFound);
}
