import multipart from '@fastify/multipart';
import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordWithPictureForm } from '../../lib/multipart-form.ts';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import { staffChange } from '../../plugins/auth.ts';
import * as stories from './stories-service.ts';

const { groups, items } = routes.stories.admin;

/** Story groups and their stories, staff only; every change shows at once on the home page. */
export const storiesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, pictures } = app;
  const form = recordWithPictureForm();
  await app.register(multipart, { limits: form.limits });

  serve(app, groups.list, async (request) =>
    paginate(request, await stories.listStoryGroupsForAdmin(db, pictures, request.query), request.query),
  );

  serve(app, groups.read, async (request) => stories.getStoryGroupForAdmin(db, pictures, request.params.id));

  serve(app, groups.create, { preValidation: form.read }, async (request, reply) =>
    reply
      .code(201)
      .send(await stories.createStoryGroup(db, media, pictures, staffChange(request), request.body, form.pictureOf(request))),
  );

  serve(app, groups.update, { preValidation: form.read }, async (request) =>
    stories.updateStoryGroup(db, media, pictures, staffChange(request), request.params.id, request.body, form.pictureOf(request)),
  );

  serve(app, groups.delete, async (request, reply) => {
    await stories.deleteStoryGroup(db, pictures, staffChange(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, items.list, async (request) =>
    paginate(request, await stories.listStoryItemsForAdmin(db, pictures, request.query), request.query),
  );

  serve(app, items.read, async (request) => stories.getStoryItemForAdmin(db, pictures, request.params.id));

  serve(app, items.create, { preValidation: form.read }, async (request, reply) =>
    reply
      .code(201)
      .send(await stories.createStoryItem(db, media, pictures, staffChange(request), request.body, form.pictureOf(request))),
  );

  serve(app, items.update, { preValidation: form.read }, async (request) =>
    stories.updateStoryItem(db, media, pictures, staffChange(request), request.params.id, request.body, form.pictureOf(request)),
  );

  serve(app, items.delete, async (request, reply) => {
    await stories.deleteStoryItem(db, pictures, staffChange(request), request.params.id);
    return reply.code(204).send(null);
  });
};
