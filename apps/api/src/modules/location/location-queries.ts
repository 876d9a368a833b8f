import { normalizeForSearch } from '@shop/contract/persian';
import { type AnyColumn, and, asc, count, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { cities, countries, states } from './location-tables.ts';

type Page = { limit: number; offset: number };

const nameLike = (column: AnyColumn, search: string | undefined) => {
  const normalized = normalizeForSearch(search ?? '');
  return normalized ? like(column, `%${escapeLike(normalized)}%`) : undefined;
};

export async function findCountryPage(db: Database, search: string | undefined, page: Page) {
  const where = nameLike(countries.searchName, search);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: countries.id, name: countries.name })
      .from(countries)
      .where(where)
      .orderBy(asc(countries.sortOrder), asc(countries.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(countries).where(where),
  ]);
  return { results: rows, count: total?.count ?? 0 };
}

export async function findStatePage(
  db: Database,
  filters: { country?: number | undefined; search?: string | undefined },
  page: Page,
) {
  const where = and(
    filters.country === undefined ? undefined : eq(states.countryId, filters.country),
    nameLike(states.searchName, filters.search),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: states.id, name: states.name, country: states.countryId })
      .from(states)
      .where(where)
      .orderBy(asc(states.name), asc(states.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(states).where(where),
  ]);
  return { results: rows, count: total?.count ?? 0 };
}

export async function findCityPage(
  db: Database,
  filters: { state?: number | undefined; search?: string | undefined },
  page: Page,
) {
  const where = and(
    filters.state === undefined ? undefined : eq(cities.stateId, filters.state),
    nameLike(cities.searchName, filters.search),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: cities.id, name: cities.name, state: cities.stateId })
      .from(cities)
      .where(where)
      .orderBy(asc(cities.name), asc(cities.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(cities).where(where),
  ]);
  return { results: rows, count: total?.count ?? 0 };
}

export function findCountriesById(db: Database, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select({ id: countries.id, name: countries.name }).from(countries).where(inArray(countries.id, ids));
}

export function findStatesById(db: Database, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select({ id: states.id, name: states.name, country: states.countryId }).from(states).where(inArray(states.id, ids));
}

export function findCitiesById(db: Database, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select({ id: cities.id, name: cities.name, state: cities.stateId }).from(cities).where(inArray(cities.id, ids));
}
