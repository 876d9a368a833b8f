import { routes } from '@shop/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { requestOrigin } from '../../lib/public-origin.ts';
import { serve } from '../../lib/serve.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import * as orders from './orders-service.ts';

/** A PDF costs the server tens of milliseconds: a customer prints a few, a script asking for thousands is slowed. */
const DOCUMENT_RATE_LIMIT = {
  max: 30,
  timeWindow: 60 * 1000,
  keyGenerator: (request: FastifyRequest) => `customer:${request.user?.id ?? request.ip}`,
} as const;

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, pictures } = app;
  const mine = routes.orders;

  serve(app, mine.tracking, async (request) => orders.getOrderByKey(db, pictures, request.params.key, requestOrigin(request)));

  serve(app, mine.list, { onRequest: requireSignedIn }, async (request) =>
    paginate(
      request,
      await orders.listCustomerOrders(db, signedInUser(request).id, request.query, requestOrigin(request)),
      request.query,
    ),
  );

  serve(app, mine.read, { onRequest: requireSignedIn }, async (request) =>
    orders.getCustomerOrder(db, pictures, signedInUser(request).id, request.params.id, requestOrigin(request)),
  );

  for (const [document, route] of [
    ['invoice', mine.invoice],
    ['shipping_label', mine.shippingLabel],
  ] as const) {
    serve(app, route, { onRequest: requireSignedIn, config: { rateLimit: DOCUMENT_RATE_LIMIT } }, async (request, reply) => {
      const { id } = request.params;
      const pdf = await orders.renderCustomerOrderDocument(
        db,
        pictures,
        signedInUser(request).id,
        id,
        document,
        requestOrigin(request),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${document}-${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });
  }

  serve(app, mine.notes, { onRequest: requireSignedIn }, async (request) =>
    orders.listCustomerOrderNotes(db, signedInUser(request).id, request.params.id, request.query.search),
  );
};
