import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import { listAuditEntries } from './audit-service.ts';

/** The back office's journal of changes, for staff only. */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.audit.admin.list, async (request) =>
    paginate(request, await listAuditEntries(app.db, request.query), request.query),
  );
};
