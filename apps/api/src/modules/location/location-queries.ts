import { normalizeForSearch } from '@shop/contract/persian';
import { type AnyColumn, and, eq, inArray, like, sql } from 'drizzle-orm';
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

/** Places asked for by id, each with the kind of place it is and the one it lies in. */
export interface FoundPlace {
  kind: 'country' | 'state' | 'city';
  id: number;
  name: string;
  /** The country of a province, the province of a city; null for a country. */
  parent: number | null;
}

/**
 * Countries, provinces and cities by their ids, in one statement: a transaction's connection answers one query at a
 * time, and a form's place is read inside the transaction that saves it.
 */
export async function findPlacesById(
  db: Database,
  ids: { countries: number[]; states: number[]; cities: number[] },
): Promise<FoundPlace[]> {
  if (!ids.countries.length && !ids.states.length && !ids.cities.length) return [];
  const kind = (name: FoundPlace['kind']) => sql<FoundPlace['kind']>`${name}::text`;
  return db
    .select({ kind: kind('country'), id: countries.id, name: countries.name, parent: sql<number | null>`null::integer` })
    .from(countries)
    .where(inArray(countries.id, ids.countries))
    .unionAll(
      db
        .select({ kind: kind('state'), id: states.id, name: states.name, parent: states.countryId })
        .from(states)
        .where(inArray(states.id, ids.states)),
    )
    .unionAll(
      db
        .select({ kind: kind('city'), id: cities.id, name: cities.name, parent: cities.stateId })
        .from(cities)
        .where(inArray(cities.id, ids.cities)),
    );
}
