import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import * as location from './location-service.ts';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  serve(app, routes.location.countries, async (request) =>
    paginate(request, await location.listCountries(db, request.query), request.query),
  );

  serve(app, routes.location.states, async (request) =>
    paginate(request, await location.listStates(db, request.query), request.query),
  );

  serve(app, routes.location.cities, async (request) =>
    paginate(request, await location.listCities(db, request.query), request.query),
  );
};
