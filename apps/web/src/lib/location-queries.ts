import { PAGE_SIZE } from '@shop/contract/constants';
import type { LocationRef } from '@shop/contract/location';
import type { Paginated } from '@shop/contract/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export type PlaceLevel = 'country' | 'state' | 'city';

/** Each level's list and the parameter that names the place it lies in. */
const lists: Record<PlaceLevel, { path: string; parentParam?: string }> = {
  country: { path: '/api/location/countries' },
  state: { path: '/api/location/states', parentParam: 'country' },
  city: { path: '/api/location/cities', parentParam: 'state' },
};

/**
 * Up to 100 places of a level (spec section 9), searched by name. Provinces wait for their country and cities for
 * their province (`parent`); countries have none and pass null.
 */
export function usePlaces(level: PlaceLevel, parent: number | null, search: string) {
  const { path, parentParam } = lists[level];
  return useQuery({
    queryKey: ['location', level, parent, search],
    queryFn: ({ signal }) =>
      api.get<Paginated<LocationRef>>(path, {
        query: { search, limit: PAGE_SIZE.locations, ...(parentParam ? { [parentParam]: parent } : {}) },
        signal,
      }),
    enabled: !parentParam || parent !== null,
    // Places change only with a new release of the country's lists.
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
}
