import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { configuredOrigin, requestOrigin } from '../../lib/public-origin.ts';
import { serve } from '../../lib/serve.ts';
import { paymentStateOf, settleCallback } from './payments-service.ts';

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = {
    db: app.db,
    clock: app.clock,
    gateway: app.paymentGateway,
    log: app.log,
    publicOrigin: configuredOrigin(app.config),
  };

  serve(app, routes.payments.callback, async (request, reply) =>
    reply.header('cache-control', 'no-store').redirect(await settleCallback(context, request.query, requestOrigin(request)), 303),
  );

  serve(app, routes.payments.state, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return paymentStateOf(app.db, request.params.key);
  });
};
