import { CartItemCreateSchema, CartItemSchema, CartItemUpdateSchema, CartSchema, CartUpdateSchema } from '@shop/contract/cart';
import { DetailErrorBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import { IdempotencyHeadersSchema } from '@shop/contract/idempotency';
import { IdParamsSchema } from '@shop/contract/query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyClaim, sendWriteAnswer } from '../../lib/idempotency.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import { writeOnce } from '../idempotency/idempotency-service.ts';
import * as cart from './cart-service.ts';

const tags = ['shop'];
const security = [{ token: [] }];
const errors = { 400: ValidationErrorBodySchema, 401: DetailErrorBodySchema, 404: DetailErrorBodySchema };
const emptied = z.null().describe('Done');

/**
 * The signed-in customer's cart, kept on the server and priced from the catalogue on every read. A quantity beyond a
 * limited stock answers 400 `{quantity: ["There are not enough of this product available."]}`, the spec's sentence.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireSignedIn);

  app.get(
    '/api/shop/cart',
    {
      schema: {
        tags,
        security,
        summary: 'The cart with its lines, totals and chosen shipping, in whole Toman',
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => cart.getCart(db, signedInUser(request).id),
  );

  app.patch(
    '/api/shop/cart',
    {
      schema: {
        tags,
        security,
        summary: 'Choose the address and the shipping method (one delivering to that address); answers the cart',
        body: CartUpdateSchema,
        response: { 200: CartSchema, ...errors },
      },
    },
    async (request) => cart.updateCart(db, signedInUser(request).id, request.body),
  );

  app.delete(
    '/api/shop/cart',
    {
      schema: { tags, security, summary: 'Remove every line', response: { 204: emptied, ...errors } },
    },
    async (request, reply) => {
      await cart.clearCart(db, signedInUser(request).id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/shop/cart/items',
    {
      schema: {
        tags,
        security,
        summary:
          'Add a simple product or a variation (`product` is either id); the same one again adds to its line. `quantity` is whole steps. With an Idempotency-Key, a retry adds nothing more and answers the line as the first did',
        headers: IdempotencyHeadersSchema,
        body: CartItemCreateSchema,
        response: { 201: CartItemSchema, ...errors, 422: DetailErrorBodySchema },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      // Adding is not idempotent by nature (the same product again adds to its line): a retry after a lost answer
      // must not add twice.
      const answer = await writeOnce(app, userId, idempotencyClaim(request), async (tx) => ({
        status: 201,
        body: await cart.addItem(tx, userId, request.body),
      }));
      return sendWriteAnswer(reply, answer);
    },
  );

  app.patch(
    '/api/shop/cart/items/:id',
    {
      schema: {
        tags,
        security,
        summary: "Change a line's quantity or notes",
        params: IdParamsSchema,
        body: CartItemUpdateSchema,
        response: { 200: CartItemSchema, ...errors },
      },
    },
    async (request) => cart.updateItem(db, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/shop/cart/items/:id',
    {
      schema: { tags, security, summary: 'Remove a line', params: IdParamsSchema, response: { 204: emptied, ...errors } },
    },
    async (request, reply) => {
      await cart.removeItem(db, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
