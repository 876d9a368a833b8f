import multipart from '@fastify/multipart';
import {
  ArticleAdminListQuerySchema,
  ArticleAdminListSchema,
  ArticleAdminSchema,
  ArticleCreateSchema,
  ArticleUpdateSchema,
} from '@shop/contract/content-admin';
import { ValidationErrorBodySchema } from '@shop/contract/errors';
import { IdParamsSchema } from '@shop/contract/query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute, withPictureFile } from '../../lib/admin-routes.ts';
import { recordWithPictureForm } from '../../lib/multipart-form.ts';
import { paginate } from '../../lib/pagination.ts';
import { staffChange } from '../../plugins/auth.ts';
import * as articles from './articles-service.ts';

const { tags, errors, consumes } = adminRoute;

const withPicture = withPictureFile('a picture');

/** The home page's teasers of the blog's posts, under /api/admin (staff only); every change shows at once. */
export const articlesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media } = app;
  const form = recordWithPictureForm();
  await app.register(multipart, { limits: form.limits });

  app.get(
    '/articles',
    {
      schema: {
        tags,
        summary: 'Article teasers, the unpublished ones too, newest first unless asked otherwise; searched by title',
        querystring: ArticleAdminListQuerySchema,
        response: { 200: ArticleAdminListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await articles.listArticlesForAdmin(db, request.query), request.query),
  );

  app.get(
    '/articles/:id',
    { schema: { tags, summary: 'An article teaser', params: IdParamsSchema, response: { 200: ArticleAdminSchema, ...errors } } },
    async (request) => articles.getArticleForAdmin(db, request.params.id),
  );

  app.post(
    '/articles',
    {
      preValidation: form.read,
      schema: {
        tags,
        summary: `Add a teaser of a blog post: its title, excerpt, address on the blog and publication day.${withPicture}`,
        consumes,
        body: ArticleCreateSchema,
        response: { 201: ArticleAdminSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await articles.createArticle(db, media, staffChange(request), request.body, form.pictureOf(request))),
  );

  app.patch(
    '/articles/:id',
    {
      preValidation: form.read,
      schema: {
        tags,
        summary: `Change an article teaser.${withPicture}`,
        consumes,
        params: IdParamsSchema,
        body: ArticleUpdateSchema,
        response: { 200: ArticleAdminSchema, ...errors },
      },
    },
    async (request) =>
      articles.updateArticle(db, media, staffChange(request), request.params.id, request.body, form.pictureOf(request)),
  );

  app.delete(
    '/articles/:id',
    {
      schema: {
        tags,
        summary: 'Delete an article teaser (the post stays on the blog)',
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await articles.deleteArticle(db, staffChange(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
