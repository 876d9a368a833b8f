import { routes } from '@shop/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/public-origin.ts';
import { serve } from '../../lib/serve.ts';
import { viewerOf } from '../favorites/favorites-service.ts';
import * as shared from './shared-catalogues-service.ts';

export const sharedCataloguesRoutes: FastifyPluginAsyncZod = async (app) => {
  // From the primary, not the replica: staff send a catalogue right after making it.
  const { db, pictures } = app;
  const viewer = (request: FastifyRequest) => viewerOf(db, request.user);

  serve(app, routes.sharedCatalogues.read, async (request) =>
    shared.getCatalogue(db, pictures, request.params.key, requestOrigin(request), await viewer(request)),
  );
};
