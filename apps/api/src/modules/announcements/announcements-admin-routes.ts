import {
  AnnouncementAdminListQuerySchema,
  AnnouncementAdminListSchema,
  AnnouncementAdminSchema,
  AnnouncementCreateSchema,
  AnnouncementUpdateSchema,
} from '@shop/contract/content-admin';
import { ValidationErrorBodySchema } from '@shop/contract/errors';
import { IdParamsSchema } from '@shop/contract/query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute } from '../../lib/admin-routes.ts';
import { paginate } from '../../lib/pagination.ts';
import { staffChange } from '../../plugins/auth.ts';
import * as announcements from './announcements-service.ts';

const { tags, errors } = adminRoute;

/** The top marquee's announcements, under /api/admin (staff only); every change shows at once on every page. */
export const announcementsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/announcements',
    {
      schema: {
        tags,
        summary: 'Announcements, the inactive ones too; filtered by active, searched in the message',
        querystring: AnnouncementAdminListQuerySchema,
        response: { 200: AnnouncementAdminListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await announcements.listAnnouncementsForAdmin(db, request.query), request.query),
  );

  app.get(
    '/announcements/:id',
    {
      schema: { tags, summary: 'An announcement', params: IdParamsSchema, response: { 200: AnnouncementAdminSchema, ...errors } },
    },
    async (request) => announcements.getAnnouncementForAdmin(db, request.params.id),
  );

  app.post(
    '/announcements',
    {
      schema: {
        tags,
        summary:
          'Add an announcement: its colours as CSS hex, its animation (bounce, blink or none), a page of the shop it opens',
        body: AnnouncementCreateSchema,
        response: { 201: AnnouncementAdminSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await announcements.createAnnouncement(db, staffChange(request), request.body)),
  );

  app.patch(
    '/announcements/:id',
    {
      schema: {
        tags,
        summary: 'Change an announcement',
        params: IdParamsSchema,
        body: AnnouncementUpdateSchema,
        response: { 200: AnnouncementAdminSchema, ...errors },
      },
    },
    async (request) => announcements.updateAnnouncement(db, staffChange(request), request.params.id, request.body),
  );

  app.delete(
    '/announcements/:id',
    {
      schema: {
        tags,
        summary: 'Delete an announcement',
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await announcements.deleteAnnouncement(db, staffChange(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
