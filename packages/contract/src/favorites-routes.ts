import { z } from 'zod';
import { ProductSummarySchema } from './catalogue.ts';
import { DetailErrorBodySchema, ValidationErrorBodySchema } from './errors.ts';
import { FavoriteProductCreateSchema, FavoriteProductListQuerySchema, FavoriteProductListSchema } from './favorites.ts';
import { IdParamsSchema } from './query.ts';
import { route, signedIn } from './route.ts';

const customer = { tags: ['users'], security: signedIn } as const;
const refusals = { 400: ValidationErrorBodySchema, 401: DetailErrorBodySchema, 404: DetailErrorBodySchema };

export const favoritesRoutes = {
  list: route({
    method: 'GET',
    path: '/api/users/me/favorite_products',
    ...customer,
    summary: 'Favourite products, newest favourite first',
    query: FavoriteProductListQuerySchema,
    response: { 200: FavoriteProductListSchema, ...refusals },
  }),
  add: route({
    method: 'POST',
    path: '/api/users/me/favorite_products',
    ...customer,
    summary: 'Add a product to the favourites: 201 the first time, 200 when it already was one',
    body: FavoriteProductCreateSchema,
    response: { 200: ProductSummarySchema, 201: ProductSummarySchema, ...refusals },
  }),
  remove: route({
    method: 'DELETE',
    path: '/api/users/me/favorite_products/:id',
    ...customer,
    summary: "Remove a product from the favourites; {id} is the product's id",
    params: IdParamsSchema,
    response: { 204: z.null().describe('Removed'), ...refusals },
  }),
};
