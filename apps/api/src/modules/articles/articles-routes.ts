import { ArticleListQuerySchema, ArticleListSchema } from '@shop/contract/articles';
import { ValidationErrorBodySchema } from '@shop/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { listArticles } from './articles-service.ts';

export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/blog/articles',
    {
      schema: {
        tags: ['blog'],
        summary: "Published teasers of the blog's posts, newest first",
        querystring: ArticleListQuerySchema,
        response: { 200: ArticleListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await listArticles(app.db, request.query), request.query),
  );
};
