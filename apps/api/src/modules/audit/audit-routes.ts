import { AuditListQuerySchema, AuditListSchema } from '@shop/contract/admin';
import { ValidationErrorBodySchema } from '@shop/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { listAuditEntries } from './audit-service.ts';

/** The back office's journal of changes; under /api/admin, for staff only. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'Who changed what and when, with the record before and after; filtered by entity, record or staff',
        querystring: AuditListQuerySchema,
        response: { 200: AuditListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await listAuditEntries(app.db, request.query), request.query),
  );
};
