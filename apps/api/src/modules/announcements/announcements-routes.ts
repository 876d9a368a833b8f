import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import { listAnnouncements } from './announcements-service.ts';

export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.announcements.list, async (request) =>
    paginate(request, await listAnnouncements(app.db, request.query), request.query),
  );
};
