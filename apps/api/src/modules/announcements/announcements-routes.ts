import { ValidationErrorBodySchema } from '@shop/contract/errors';
import { AnnouncementListQuerySchema, AnnouncementListSchema } from '@shop/contract/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { listAnnouncements } from './announcements-service.ts';

export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/shop/announces',
    {
      schema: {
        tags: ['shop'],
        summary: 'Announcements of the top marquee',
        querystring: AnnouncementListQuerySchema,
        response: { 200: AnnouncementListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await listAnnouncements(app.db, request.query), request.query),
  );
};
