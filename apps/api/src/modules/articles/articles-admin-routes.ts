import multipart from '@fastify/multipart';
import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordWithPictureForm } from '../../lib/multipart-form.ts';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import { staffChange } from '../../plugins/auth.ts';
import * as articles from './articles-service.ts';

const { admin } = routes.articles;

/** The home page's teasers of the blog's posts, staff only; every change shows at once. */
export const articlesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, pictures } = app;
  const form = recordWithPictureForm();
  await app.register(multipart, { limits: form.limits });

  serve(app, admin.list, async (request) =>
    paginate(request, await articles.listArticlesForAdmin(db, pictures, request.query), request.query),
  );

  serve(app, admin.read, async (request) => articles.getArticleForAdmin(db, pictures, request.params.id));

  serve(app, admin.create, { preValidation: form.read }, async (request, reply) =>
    reply
      .code(201)
      .send(await articles.createArticle(db, media, pictures, staffChange(request), request.body, form.pictureOf(request))),
  );

  serve(app, admin.update, { preValidation: form.read }, async (request) =>
    articles.updateArticle(db, media, pictures, staffChange(request), request.params.id, request.body, form.pictureOf(request)),
  );

  serve(app, admin.delete, async (request, reply) => {
    await articles.deleteArticle(db, pictures, staffChange(request), request.params.id);
    return reply.code(204).send(null);
  });
};
