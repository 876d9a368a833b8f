import multipart from '@fastify/multipart';
import {
  CheckoutResultSchema,
  CheckoutSchema,
  checkoutMessages,
  OrderPaymentSchema,
  RECEIPT_MAX_BYTES,
} from '@shop/contract/checkout';
import { DetailErrorBodySchema, RateLimitedBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import { IdempotencyHeadersSchema } from '@shop/contract/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyClaim, sendWriteAnswer } from '../../lib/idempotency.ts';
import { multipartForm } from '../../lib/multipart-form.ts';
import { requestOrigin } from '../../lib/public-origin.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import { writeOnce } from '../idempotency/idempotency-service.ts';
import * as checkout from './checkout-service.ts';

const tags = ['shop'];
const security = [{ token: [] }];
const errors = {
  400: ValidationErrorBodySchema,
  401: DetailErrorBodySchema,
  404: DetailErrorBodySchema,
  422: DetailErrorBodySchema,
  429: RateLimitedBodySchema,
  503: DetailErrorBodySchema,
};

/**
 * A payment's form as JSON, or as multipart form fields with the card transfer's receipt picture as the file
 * `receipt` (JPEG, PNG or WebP, re-encoded like an avatar).
 */
const paymentForm = multipartForm({
  fileField: 'receipt',
  limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  tooLarge: checkoutMessages.receiptTooLarge,
});
const consumes = ['application/json', 'multipart/form-data'];

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const context: checkout.CheckoutContext = {
    db,
    clock: app.clock,
    gateway: app.paymentGateway,
    log: app.log,
    unpaidOrderMinutes: app.config.UNPAID_ORDER_MINUTES,
    media: app.media,
  };
  await app.register(multipart, { limits: paymentForm.limits });

  app.post(
    '/api/shop/cart/checkout',
    {
      onRequest: requireSignedIn,
      preValidation: paymentForm.read,
      config: { rateLimit: paymentForm.pictureRateLimit },
      schema: {
        tags,
        security,
        summary:
          'Place the cart as an order: `{order_key}` for card-to-card (its transfer fields required) and cash on delivery, `{next_step}`, the bank page, for an online payment. A retry with the same Idempotency-Key answers the same order',
        consumes,
        headers: IdempotencyHeadersSchema,
        body: CheckoutSchema,
        response: { 200: CheckoutResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const placed = await writeOnce(app, userId, idempotencyClaim(request), async (tx) => ({
        status: 200,
        body: await checkout.placeCartOrder(tx, context, userId, request.body, paymentForm.pictureOf(request)),
      }));
      // The bank's page is opened once the order is committed; a repeat is sent to the page opened for the first.
      const body = await checkout.checkoutAnswer(context, placed.body, requestOrigin(request));
      return sendWriteAnswer(reply, { ...placed, body });
    },
  );

  app.post(
    '/api/shop/orders/checkout',
    {
      preValidation: paymentForm.read,
      config: { rateLimit: paymentForm.pictureRateLimit },
      schema: {
        tags,
        summary:
          'Pay an unpaid order by its key, with the same answer as a checkout; a paid order is refused. A card transfer sent again with its tracking number is recorded once',
        consumes,
        body: OrderPaymentSchema,
        response: { 200: CheckoutResultSchema, ...errors },
      },
    },
    async (request) => {
      const placed = await checkout.payOrder(db, context, request.body, paymentForm.pictureOf(request));
      return checkout.checkoutAnswer(context, placed, requestOrigin(request));
    },
  );
};
