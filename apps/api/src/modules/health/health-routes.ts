import { DetailErrorBodySchema } from '@shop/contract/errors';
import { HealthSchema } from '@shop/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as health from './health-service.ts';

const tags = ['health'];

/**
 * What a supervisor or load balancer polls. Never cached, never rate limited (no route here opts in), and logged
 * only when they fail, so that a probe every few seconds does not fill the log.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/health/live',
    {
      logLevel: 'warn',
      schema: {
        tags,
        summary: 'The process is up and serving: restart it when this fails',
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/health/ready',
    {
      logLevel: 'warn',
      schema: {
        tags,
        summary: 'The database (and its read replica) answer within 2 seconds: send customers here; 503 while not',
        response: { 200: HealthSchema, 503: DetailErrorBodySchema },
      },
    },
    async () => {
      // A replica that does not answer leaves the catalogue unread: not ready either.
      await Promise.all([health.checkReady(app.db), app.readDb === app.db || health.checkReady(app.readDb)]);
      return { status: 'ok' as const };
    },
  );
};
