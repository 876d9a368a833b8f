import { PAGE_SIZE } from '@shop/contract/constants';
import type { LocationRef } from '@shop/contract/location';
import { locationRoutes } from '@shop/contract/location-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ApiClient, useApi } from './api-client.ts';

export type PlaceLevel = 'country' | 'state' | 'city';

interface PlaceSearch {
  search: string;
  /** The country of provinces, the province of cities. */
  parent: number | null;
  signal: AbortSignal;
}

/** Each level's list: a page of places in the place they lie in, searched by name. */
const lists: Record<PlaceLevel, (api: ApiClient, search: PlaceSearch) => Promise<{ results: LocationRef[] }>> = {
  country: (api, { search, signal }) =>
    api.call(locationRoutes.countries, { query: { search, limit: PAGE_SIZE.locations }, signal }),
  state: (api, { search, parent, signal }) =>
    api.call(locationRoutes.states, { query: { search, country: parent ?? undefined, limit: PAGE_SIZE.locations }, signal }),
  city: (api, { search, parent, signal }) =>
    api.call(locationRoutes.cities, { query: { search, state: parent ?? undefined, limit: PAGE_SIZE.locations }, signal }),
};

/**
 * Up to 100 places of a level (spec section 9), searched by name. Provinces wait for their country and cities for
 * their province (`parent`); countries have none and pass null.
 */
export function usePlaces(level: PlaceLevel, parent: number | null, search: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['location', level, parent, search],
    queryFn: ({ signal }) => lists[level](api, { search, parent, signal }),
    enabled: level === 'country' || parent !== null,
    // Places change only with a new release of the country's lists.
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}
