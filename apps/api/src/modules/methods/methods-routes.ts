import { ValidationErrorBodySchema } from '@shop/contract/errors';
import { MethodListQuerySchema, PaymentMethodListSchema, ShippingMethodListSchema } from '@shop/contract/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import * as methods from './methods-service.ts';

const tags = ['shop'];

/** The active shipping and payment methods, as the checkout offers them. */
export const methodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/shop/shipping_methods/public',
    {
      schema: {
        tags,
        summary: 'Shipping methods with their cost in Toman, the provinces they deliver to and their delivery windows',
        querystring: MethodListQuerySchema,
        response: { 200: ShippingMethodListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await methods.listShippingMethods(db, app.caches.methods, request.query), request.query),
  );

  app.get(
    '/api/shop/payment_methods/public',
    {
      schema: {
        tags,
        summary: 'Payment methods',
        querystring: MethodListQuerySchema,
        response: { 200: PaymentMethodListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await methods.listPaymentMethods(db, app.caches.methods, request.query), request.query),
  );
};
