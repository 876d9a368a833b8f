import { normalizeForSearch } from '@shop/contract/persian';
import { type AnyColumn, and, eq, inArray, like } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { cities, countries, states } from './location-tables.ts';

const nameLike = (column: AnyColumn, search: string | undefined) => {
  const normalized = normalizeForSearch(search ?? '');
  return normalized ? like(column, `%${escapeLike(normalized)}%`) : undefined;
};

/**
 * Every country, province or city the filters match, in no order: the service sorts them in Persian, which
 * PostgreSQL cannot do on PGlite (it has no ICU collations), before it pages them. The longest list, every city, is
 * about 1,300 short rows.
 */
export function findCountries(db: Database, search: string | undefined) {
  return db
    .select({ id: countries.id, name: countries.name, sortOrder: countries.sortOrder })
    .from(countries)
    .where(nameLike(countries.searchName, search));
}

export function findStates(db: Database, filters: { country?: number | undefined; search?: string | undefined }) {
  return db
    .select({ id: states.id, name: states.name, country: states.countryId })
    .from(states)
    .where(
      and(
        filters.country === undefined ? undefined : eq(states.countryId, filters.country),
        nameLike(states.searchName, filters.search),
      ),
    );
}

export function findCities(db: Database, filters: { state?: number | undefined; search?: string | undefined }) {
  return db
    .select({ id: cities.id, name: cities.name, state: cities.stateId })
    .from(cities)
    .where(
      and(
        filters.state === undefined ? undefined : eq(cities.stateId, filters.state),
        nameLike(cities.searchName, filters.search),
      ),
    );
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
