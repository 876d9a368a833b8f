import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.ts';
import * as health from './health-service.ts';

/**
 * What a supervisor or load balancer polls. Never cached, never rate limited (no route here opts in), and logged
 * only when they fail, so that a probe every few seconds does not fill the log.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  serve(app, routes.health.live, { logLevel: 'warn' }, async () => ({ status: 'ok' as const }));

  serve(app, routes.health.ready, { logLevel: 'warn' }, async () => {
    // A replica that does not answer leaves the catalogue unread: not ready either.
    await Promise.all([health.checkReady(app.db), app.readDb === app.db || health.checkReady(app.readDb)]);
    return { status: 'ok' as const };
  });
};
