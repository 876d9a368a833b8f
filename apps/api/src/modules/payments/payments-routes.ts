import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_CALLBACK_PATH, settleCallback } from './payments-service.ts';

/** Whatever a bank appends to the callback URL; the gateway reads its own names. */
const CallbackQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = { db: app.db, clock: app.clock, gateway: app.paymentGateway, log: app.log };

  app.get(
    PAYMENT_CALLBACK_PATH,
    {
      schema: {
        tags: ['payments'],
        summary:
          "The gateways' callback: verifies and records the payment, then redirects to /checkout/success?order_key=… or /checkout/failed",
        querystring: CallbackQuerySchema,
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').redirect(await settleCallback(context, request.query), 303),
  );
};
