import { z } from 'zod';
import { PAGE_SIZE } from './constants.ts';
import { id, inQuery, paginated, paginationQuery, searchText } from './query.ts';

export const LocationRefSchema = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'LocationRef' });
export type LocationRef = z.infer<typeof LocationRefSchema>;

export const CountrySchema = LocationRefSchema.meta({ id: 'Country' });
export const StateSchema = z.object({ id: z.number().int(), name: z.string(), country: z.number().int() }).meta({ id: 'State' });
export const CitySchema = z.object({ id: z.number().int(), name: z.string(), state: z.number().int() }).meta({ id: 'City' });
export type Country = z.infer<typeof CountrySchema>;
export type State = z.infer<typeof StateSchema>;
export type City = z.infer<typeof CitySchema>;

const locationSearch = {
  search: inQuery(searchText()),
  ...paginationQuery(PAGE_SIZE.locations, PAGE_SIZE.locations),
};

export const CountryListQuerySchema = z.object(locationSearch);
export const StateListQuerySchema = z.object({ country: inQuery(id().optional()), ...locationSearch });
export const CityListQuerySchema = z.object({ state: inQuery(id().optional()), ...locationSearch });

export const CountryListSchema = paginated(CountrySchema);
export const StateListSchema = paginated(StateSchema);
export const CityListSchema = paginated(CitySchema);
