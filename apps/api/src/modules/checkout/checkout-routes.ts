import multipart from '@fastify/multipart';
import { checkoutMessages, RECEIPT_MAX_BYTES } from '@shop/contract/checkout';
import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyClaim, sendWriteAnswer } from '../../lib/idempotency.ts';
import { multipartForm } from '../../lib/multipart-form.ts';
import { configuredOrigin, requestOrigin } from '../../lib/public-origin.ts';
import { serve } from '../../lib/serve.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import { writeOnce } from '../idempotency/idempotency-service.ts';
import * as checkout from './checkout-service.ts';

/**
 * A payment's form as JSON, or as multipart form fields with the card transfer's receipt picture as the file
 * `receipt` (JPEG, PNG or WebP, re-encoded like an avatar).
 */
const paymentForm = multipartForm({
  fileField: 'receipt',
  limits: { fileSize: RECEIPT_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  tooLarge: checkoutMessages.receiptTooLarge,
});

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const context: checkout.CheckoutContext = {
    db,
    clock: app.clock,
    gateway: app.paymentGateway,
    log: app.log,
    publicOrigin: configuredOrigin(app.config),
    unpaidOrderMinutes: app.config.UNPAID_ORDER_MINUTES,
    media: app.media,
    pictures: app.pictures,
  };
  await app.register(multipart, { limits: paymentForm.limits });

  serve(
    app,
    routes.checkout.placeOrder,
    { onRequest: requireSignedIn, preValidation: paymentForm.read, config: { rateLimit: paymentForm.pictureRateLimit } },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const placed = await writeOnce(app, userId, idempotencyClaim(request), async (tx) => ({
        status: 200,
        body: await checkout.placeCartOrder(
          tx,
          context,
          userId,
          request.body,
          paymentForm.pictureOf(request),
          requestOrigin(request),
        ),
      }));
      // The bank's page is opened once the order is committed; a repeat is sent to the page opened for the first.
      const body = await checkout.checkoutAnswer(context, placed.body, requestOrigin(request));
      return sendWriteAnswer(reply, { ...placed, body });
    },
  );

  serve(
    app,
    routes.checkout.payOrder,
    { preValidation: paymentForm.read, config: { rateLimit: paymentForm.pictureRateLimit } },
    async (request) => {
      const placed = await checkout.payOrder(db, context, request.body, paymentForm.pictureOf(request));
      return checkout.checkoutAnswer(context, placed, requestOrigin(request));
    },
  );

  serve(app, routes.checkout.putBack, { onRequest: requireSignedIn }, async (request) =>
    checkout.putOrderBackInCart(db, context, signedInUser(request).id, request.body.order_key),
  );
};
