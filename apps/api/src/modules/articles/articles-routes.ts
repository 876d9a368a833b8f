import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import { listArticles } from './articles-service.ts';

export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.articles.list, async (request) =>
    paginate(request, await listArticles(app.db, app.pictures, request.query), request.query),
  );
};
