import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import { staffChange } from '../../plugins/auth.ts';
import * as announcements from './announcements-service.ts';

const { admin } = routes.announcements;

/** The top marquee's announcements, staff only; every change shows at once on every page. */
export const announcementsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  serve(app, admin.list, async (request) =>
    paginate(request, await announcements.listAnnouncementsForAdmin(db, request.query), request.query),
  );

  serve(app, admin.read, async (request) => announcements.getAnnouncementForAdmin(db, request.params.id));

  serve(app, admin.create, async (request, reply) =>
    reply.code(201).send(await announcements.createAnnouncement(db, staffChange(request), request.body)),
  );

  serve(app, admin.update, async (request) =>
    announcements.updateAnnouncement(db, staffChange(request), request.params.id, request.body),
  );

  serve(app, admin.delete, async (request, reply) => {
    await announcements.deleteAnnouncement(db, staffChange(request), request.params.id);
    return reply.code(204).send(null);
  });
};
