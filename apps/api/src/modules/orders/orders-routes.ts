import { DetailErrorBodySchema } from '@shop/contract/errors';
import { OrderSchema } from '@shop/contract/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '../../lib/public-origin.ts';
import * as orders from './orders-service.ts';

/** An order's key in a path; any other text is simply not found. */
const OrderKeyParamsSchema = z.object({ key: z.string() });

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => orders.getOrderByKey(app.db, request.params.key, requestOrigin(request)),
  );
};
