import type { LocationRef } from '@shop/contract/location';
import { messages } from '@shop/contract/messages';
import { comparePersian } from '@shop/contract/persian';
import type { Database } from '../../db/client.ts';
import { InvalidError } from '../../lib/errors.ts';
import * as queries from './location-queries.ts';

/** A country, province and city chosen on a form; any may be unset. */
export interface PlaceIds {
  country: number | null;
  state: number | null;
  city: number | null;
}

export interface Place {
  country: LocationRef | null;
  state: LocationRef | null;
  city: LocationRef | null;
}

type Page = { limit: number; offset: number };

/** Places in Persian alphabetical order (two of one name, such as cities of different provinces, by id), then one page. */
function pageInPersianOrder<Place extends LocationRef>(places: Place[], page: Page, first?: (a: Place, b: Place) => number) {
  const sorted = places.sort((a, b) => first?.(a, b) || comparePersian(a.name, b.name) || a.id - b.id);
  return { results: sorted.slice(page.offset, page.offset + page.limit), count: sorted.length };
}

/** Countries in the shop's own order, and alphabetically among those it ranks alike. */
export async function listCountries(db: Database, query: Page & { search?: string | undefined }) {
  const page = pageInPersianOrder(await queries.findCountries(db, query.search), query, (a, b) => a.sortOrder - b.sortOrder);
  return { ...page, results: page.results.map(({ id, name }) => ({ id, name })) };
}

export async function listStates(db: Database, query: Page & { country?: number | undefined; search?: string | undefined }) {
  return pageInPersianOrder(await queries.findStates(db, query), query);
}

export async function listCities(db: Database, query: Page & { state?: number | undefined; search?: string | undefined }) {
  return pageInPersianOrder(await queries.findCities(db, query), query);
}

const ids = (values: (number | null)[]) => [...new Set(values.filter((value): value is number => value !== null))];

/**
 * The places `places` name, read at once: for each, its country, province and city as found, undefined when unset or
 * not found.
 */
async function placesOf(db: Database, places: PlaceIds[]) {
  const found = await queries.findPlacesById(db, {
    countries: ids(places.map((place) => place.country)),
    states: ids(places.map((place) => place.state)),
    cities: ids(places.map((place) => place.city)),
  });
  const byKind = (kind: queries.FoundPlace['kind']) =>
    new Map(found.filter((place) => place.kind === kind).map((place) => [place.id, place]));
  const [countries, states, cities] = [byKind('country'), byKind('state'), byKind('city')];
  const get = (byId: Map<number, queries.FoundPlace>, id: number | null) => (id === null ? undefined : byId.get(id));
  return (place: PlaceIds) => ({
    country: get(countries, place.country),
    state: get(states, place.state),
    city: get(cities, place.city),
  });
}

const refOf = (place: queries.FoundPlace | undefined): LocationRef | null => (place ? { id: place.id, name: place.name } : null);

/** Names of many places at once, for lists of addresses and profiles. */
export async function placeNames(db: Database, places: PlaceIds[]) {
  const found = await placesOf(db, places);
  return (place: PlaceIds): Place => {
    const { country, state, city } = found(place);
    return { country: refOf(country), state: refOf(state), city: refOf(city) };
  };
}

/**
 * Checks a chosen place as the form's dependent selects do: each exists, the province lies in the country and the
 * city in the province. Answers the places with their names, and the messages of the fields at fault.
 */
export async function inspectPlace(db: Database, place: PlaceIds): Promise<{ place: Place; errors: Record<string, string[]> }> {
  const { country, state, city } = (await placesOf(db, [place]))(place);
  const errors: Record<string, string[]> = {};
  if (place.country !== null && !country) errors.country = [messages.countryNotFound];
  if (place.state !== null) {
    if (!state) errors.state = [messages.stateNotFound];
    else if (place.country === null) errors.country = [messages.countryRequired];
    else if (state.parent !== place.country) errors.state = [messages.stateNotInCountry];
  }
  if (place.city !== null) {
    if (!city) errors.city = [messages.cityNotFound];
    else if (place.state === null) errors.state = [messages.stateRequired];
    else if (city.parent !== place.state) errors.city = [messages.cityNotInState];
  }
  return { place: { country: refOf(country), state: refOf(state), city: refOf(city) }, errors };
}

/** `inspectPlace`, with a 400 when a field is at fault. */
export async function checkPlace(db: Database, place: PlaceIds): Promise<Place> {
  const inspected = await inspectPlace(db, place);
  if (Object.keys(inspected.errors).length) throw new InvalidError(inspected.errors);
  return inspected.place;
}
