import { SmsOutboxListSchema, SmsOutboxQuerySchema } from '@shop/contract/auth';
import { ValidationErrorBodySchema } from '@shop/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import * as sms from './sms-service.ts';

/** The outbox's messages, for developers and the browser tests; the route does not exist in production. */
export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.NODE_ENV === 'production') return;

  app.get(
    '/api/dev/sms-outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Text messages the outbox provider kept, newest first (not in production)',
        querystring: SmsOutboxQuerySchema,
        response: { 200: SmsOutboxListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await sms.listOutbox(app.db, request.query), request.query),
  );
};
