import { ValidationErrorBodySchema } from './errors.ts';
import {
  CityListQuerySchema,
  CityListSchema,
  CountryListQuerySchema,
  CountryListSchema,
  StateListQuerySchema,
  StateListSchema,
} from './location.ts';
import { route } from './route.ts';

export const locationRoutes = {
  countries: route({
    method: 'GET',
    path: '/api/location/countries',
    tags: ['location'],
    summary: 'Countries',
    query: CountryListQuerySchema,
    response: { 200: CountryListSchema, 400: ValidationErrorBodySchema },
  }),
  states: route({
    method: 'GET',
    path: '/api/location/states',
    tags: ['location'],
    summary: 'Provinces of a country, searchable by name',
    query: StateListQuerySchema,
    response: { 200: StateListSchema, 400: ValidationErrorBodySchema },
  }),
  cities: route({
    method: 'GET',
    path: '/api/location/cities',
    tags: ['location'],
    summary: 'Cities of a province, searchable by name',
    query: CityListQuerySchema,
    response: { 200: CityListSchema, 400: ValidationErrorBodySchema },
  }),
};
