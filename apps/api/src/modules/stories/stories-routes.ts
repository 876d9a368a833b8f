import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import { viewerOf } from '../favorites/favorites-service.ts';
import { listStoryGroups } from './stories-service.ts';

export const storiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, pictures } = app;

  serve(app, routes.stories.list, async (request) =>
    paginate(request, await listStoryGroups(db, pictures, request.query, await viewerOf(db, request.user)), request.query),
  );
};
