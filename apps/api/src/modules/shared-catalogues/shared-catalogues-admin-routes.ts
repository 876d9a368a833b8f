import { DetailErrorBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import { IdParamsSchema } from '@shop/contract/query';
import {
  AdminCatalogueCreateSchema,
  AdminCatalogueListQuerySchema,
  AdminCatalogueListSchema,
  AdminCatalogueSchema,
  AdminCatalogueUpdateSchema,
} from '@shop/contract/sharing-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginate } from '../../lib/pagination.ts';
import { requestOrigin } from '../../lib/public-origin.ts';
import { signedInUser } from '../../plugins/auth.ts';
import * as shared from './shared-catalogues-service.ts';

const tags = ['admin'];
const refusals = { 400: ValidationErrorBodySchema, 404: DetailErrorBodySchema };

/** The shareable catalogues (/catalogs?key=…) in the back office, under /api/admin (staff only). */
export const sharedCataloguesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogues',
    {
      schema: {
        tags,
        summary: 'Shareable catalogues, last changed first, searched by title, each with its public link',
        querystring: AdminCatalogueListQuerySchema,
        response: { 200: AdminCatalogueListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) =>
      paginate(request, await shared.listSharedCatalogues(app.db, request.query, requestOrigin(request)), request.query),
  );

  app.get(
    '/catalogues/:id',
    {
      schema: {
        tags,
        summary: 'A catalogue with its items in order, as its public page shows them',
        params: IdParamsSchema,
        response: { 200: AdminCatalogueSchema, ...refusals },
      },
    },
    async (request) => shared.getSharedCatalogue(app.db, request.params.id, requestOrigin(request)),
  );

  app.post(
    '/catalogues',
    {
      schema: {
        tags,
        summary: 'Make a catalogue behind a new random key: title, description and items with their notes, in order',
        body: AdminCatalogueCreateSchema,
        response: { 201: AdminCatalogueSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request, reply) => {
      const made = await shared.createSharedCatalogue(app, signedInUser(request).id, request.body, requestOrigin(request));
      return reply.code(201).send(made);
    },
  );

  app.patch(
    '/catalogues/:id',
    {
      schema: {
        tags,
        summary: 'Change any part of a catalogue; `items` is the whole new list. Its public page shows it at once',
        params: IdParamsSchema,
        body: AdminCatalogueUpdateSchema,
        response: { 200: AdminCatalogueSchema, ...refusals },
      },
    },
    async (request) =>
      shared.updateSharedCatalogue(app, signedInUser(request).id, request.params.id, request.body, requestOrigin(request)),
  );

  app.delete(
    '/catalogues/:id',
    {
      schema: {
        tags,
        summary: 'Delete a catalogue: its link is not found from then on',
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...refusals },
      },
    },
    async (request, reply) => {
      await shared.deleteSharedCatalogue(app, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
