import { ProductSummarySchema } from '@shop/contract/catalogue';
import { DetailErrorBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import { FavoriteProductCreateSchema, FavoriteProductListQuerySchema, FavoriteProductListSchema } from '@shop/contract/favorites';
import { IdParamsSchema } from '@shop/contract/query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginate } from '../../lib/pagination.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import * as favorites from './favorites-service.ts';

const tags = ['users'];
const security = [{ token: [] }];
const errors = { 400: ValidationErrorBodySchema, 401: DetailErrorBodySchema, 404: DetailErrorBodySchema };

export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireSignedIn);

  app.get(
    '/api/users/me/favorite_products',
    {
      schema: {
        tags,
        security,
        summary: 'Favourite products, newest favourite first',
        querystring: FavoriteProductListQuerySchema,
        response: { 200: FavoriteProductListSchema, ...errors },
      },
    },
    async (request) =>
      paginate(request, await favorites.listFavorites(db, signedInUser(request).id, request.query), request.query),
  );

  app.post(
    '/api/users/me/favorite_products',
    {
      schema: {
        tags,
        security,
        summary: 'Add a product to the favourites: 201 the first time, 200 when it already was one',
        body: FavoriteProductCreateSchema,
        response: { 200: ProductSummarySchema, 201: ProductSummarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const added = await favorites.addFavorite(db, signedInUser(request).id, request.body.product);
      return reply.code(added.created ? 201 : 200).send(added.product);
    },
  );

  app.delete(
    '/api/users/me/favorite_products/:id',
    {
      schema: {
        tags,
        security,
        summary: "Remove a product from the favourites; {id} is the product's id",
        params: IdParamsSchema,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await favorites.removeFavorite(db, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
