import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.ts';
import { salesFigures, salesSheet } from './sales-service.ts';

const { admin } = routes.sales;

/** The sales figures, staff only. */
export const salesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, admin.figures, async (request) => salesFigures(app.db, request.query));

  serve(app, admin.export, async (request, reply) => {
    const sheet = await salesSheet(app.db, request.query);
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${sheet.name}"`)
      .header('cache-control', 'private, no-store')
      .send(sheet.file);
  });
};
