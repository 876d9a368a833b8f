import { CheckoutResultSchema, CheckoutSchema, OrderPaymentSchema } from '@shop/contract/checkout';
import { DetailErrorBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import { MethodListQuerySchema, PaymentMethodListSchema, ShippingMethodListSchema } from '@shop/contract/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { requestOrigin } from '../../lib/public-origin.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import * as checkout from './checkout-service.ts';
import * as methods from './methods-service.ts';

const tags = ['shop'];
const security = [{ token: [] }];
const errors = {
  400: ValidationErrorBodySchema,
  401: DetailErrorBodySchema,
  404: DetailErrorBodySchema,
  503: DetailErrorBodySchema,
};

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const context: checkout.CheckoutContext = {
    db,
    clock: app.clock,
    gateway: app.paymentGateway,
    log: app.log,
    unpaidOrderMinutes: app.config.UNPAID_ORDER_MINUTES,
  };

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
    async (request) => paginate(request, await methods.listShippingMethods(db, request.query), request.query),
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
    async (request) => paginate(request, await methods.listPaymentMethods(db, request.query), request.query),
  );

  app.post(
    '/api/shop/cart/checkout',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        security,
        summary:
          'Place the cart as an order: `{order_key}` for card-to-card (its transfer fields required) and cash on delivery, `{next_step}`, the bank page, for an online payment',
        body: CheckoutSchema,
        response: { 200: CheckoutResultSchema, ...errors },
      },
    },
    async (request) => {
      const placed = await checkout.placeCartOrder(db, context, signedInUser(request).id, request.body, null);
      return checkout.checkoutAnswer(context, placed, requestOrigin(request));
    },
  );

  app.post(
    '/api/shop/orders/checkout',
    {
      schema: {
        tags,
        summary: 'Pay an unpaid order by its key, with the same answer as a checkout; a paid order is refused',
        body: OrderPaymentSchema,
        response: { 200: CheckoutResultSchema, ...errors },
      },
    },
    async (request) => {
      const placed = await checkout.payOrder(db, context, request.body, null);
      return checkout.checkoutAnswer(context, placed, requestOrigin(request));
    },
  );
};
