import { DetailErrorBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import {
  ORDER_DOCUMENTS,
  OrderListQuerySchema,
  OrderListSchema,
  OrderNoteListSchema,
  OrderNotesQuerySchema,
  OrderSchema,
} from '@shop/contract/order';
import { IdParamsSchema } from '@shop/contract/query';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginate } from '../../lib/pagination.ts';
import { requestOrigin } from '../../lib/public-origin.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import * as orders from './orders-service.ts';

/** An order's key in a path; any other text is simply not found. */
const OrderKeyParamsSchema = z.object({ key: z.string() });

const security = [{ token: [] }];

/** A PDF's bytes: sent as they are, never serialised; the schema names them for the API's documents. */
const PdfSchema = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

/** A PDF costs the server tens of milliseconds: a customer prints a few, a script asking for thousands is slowed. */
const DOCUMENT_RATE_LIMIT = {
  max: 30,
  timeWindow: 60 * 1000,
  keyGenerator: (request: FastifyRequest) => `customer:${request.user?.id ?? request.ip}`,
} as const;
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

  for (const document of ORDER_DOCUMENTS) {
    app.get(
      `/api/users/me/orders/:id/${document}`,
      {
        onRequest: requireSignedIn,
        config: { rateLimit: DOCUMENT_RATE_LIMIT },
        schema: {
          tags: ['users'],
          security,
          summary: `The ${document === 'invoice' ? 'A4 invoice' : 'A6 shipping label'} of one of the customer's orders, as a PDF`,
          produces: ['application/pdf'],
          params: IdParamsSchema,
          response: { 200: PdfSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const pdf = await orders.renderCustomerOrderDocument(db, signedInUser(request).id, id, document, requestOrigin(request));
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${document}-${id}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }

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
