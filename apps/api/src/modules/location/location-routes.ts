import { ValidationErrorBodySchema } from '@shop/contract/errors';
import {
  CityListQuerySchema,
  CityListSchema,
  CountryListQuerySchema,
  CountryListSchema,
  StateListQuerySchema,
  StateListSchema,
} from '@shop/contract/location';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import * as location from './location-service.ts';

const tags = ['location'];

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/location/countries',
    {
      schema: {
        tags,
        summary: 'Countries',
        querystring: CountryListQuerySchema,
        response: { 200: CountryListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await location.listCountries(db, request.query), request.query),
  );

  app.get(
    '/api/location/states',
    {
      schema: {
        tags,
        summary: 'Provinces of a country, searchable by name',
        querystring: StateListQuerySchema,
        response: { 200: StateListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await location.listStates(db, request.query), request.query),
  );

  app.get(
    '/api/location/cities',
    {
      schema: {
        tags,
        summary: 'Cities of a province, searchable by name',
        querystring: CityListQuerySchema,
        response: { 200: CityListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await location.listCities(db, request.query), request.query),
  );
};
