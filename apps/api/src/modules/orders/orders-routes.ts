import { DetailErrorBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import {
  OrderListQuerySchema,
  OrderListSchema,
  OrderNoteListSchema,
  OrderNotesQuerySchema,
  OrderSchema,
} from '@shop/contract/order';
import { IdParamsSchema } from '@shop/contract/query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginate } from '../../lib/pagination.ts';
import { requestOrigin } from '../../lib/public-origin.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import * as orders from './orders-service.ts';

/** An order's key in a path; any other text is simply not found. */
const OrderKeyParamsSchema = z.object({ key: z.string() });

const security = [{ token: [] }];
const errors = { 400: ValidationErrorBodySchema, 401: DetailErrorBodySchema, 404: DetailErrorBodySchema };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/shop/orders/:key/tracking',
    {
      schema: {
        tags: ['shop'],
        summary: 'An order by its key (the spec names it `{id}`), for whoever holds the key: items, totals, payments',
        params: OrderKeyParamsSchema,
        response: { 200: OrderSchema, 404: DetailErrorBodySchema },
      },
    },
    async (request) => orders.getOrderByKey(db, request.params.key, requestOrigin(request)),
  );

  app.get(
    '/api/users/me/orders',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['users'],
        security,
        summary: "The customer's orders, newest first; `search` finds an order id or a product name in its lines",
        querystring: OrderListQuerySchema,
        response: { 200: OrderListSchema, ...errors },
      },
    },
    async (request) =>
      paginate(
        request,
        await orders.listCustomerOrders(db, signedInUser(request).id, request.query, requestOrigin(request)),
        request.query,
      ),
  );

  app.get(
    '/api/users/me/orders/:id',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['users'],
        security,
        summary: "One of the customer's orders with its invoice, payments and the store's notes",
        params: IdParamsSchema,
        response: { 200: OrderSchema, ...errors },
      },
    },
    async (request) => orders.getCustomerOrder(db, signedInUser(request).id, request.params.id, requestOrigin(request)),
  );

  app.get(
    '/api/users/me/orders/:id/notes',
    {
      onRequest: requireSignedIn,
      schema: {
        tags: ['users'],
        security,
        summary: "The store's notes on one of the customer's orders, oldest first",
        params: IdParamsSchema,
        querystring: OrderNotesQuerySchema,
        response: { 200: OrderNoteListSchema, ...errors },
      },
    },
    async (request) => orders.listCustomerOrderNotes(db, signedInUser(request).id, request.params.id, request.query.search),
  );
};
