import { CatalogueKeyParamsSchema, CatalogueSchema } from '@shop/contract/catalogue';
import { DetailErrorBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestOrigin } from '../../lib/public-origin.ts';
import { viewerOf } from '../favorites/favorites-service.ts';
import * as shared from './shared-catalogues-service.ts';

const tags = ['catalogue'];
const errors = { 400: ValidationErrorBodySchema, 404: DetailErrorBodySchema };

export const sharedCataloguesRoutes: FastifyPluginAsyncZod = async (app) => {
  // From the primary, not the replica: staff send a catalogue right after making it.
  const { db } = app;
  const viewer = (request: FastifyRequest) => viewerOf(db, request.user);

  app.get(
    '/api/products/catalogs/:key',
    {
      schema: {
        tags,
        summary: 'A shareable catalogue by its key',
        params: CatalogueKeyParamsSchema,
        response: { 200: CatalogueSchema, ...errors },
      },
    },
    async (request) => shared.getCatalogue(db, request.params.key, requestOrigin(request), await viewer(request)),
  );
};
