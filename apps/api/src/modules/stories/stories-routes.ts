import { ValidationErrorBodySchema } from '@shop/contract/errors';
import { StoryGroupListQuerySchema, StoryGroupListSchema } from '@shop/contract/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { viewerOf } from '../favorites/favorites-service.ts';
import { listStoryGroups } from './stories-service.ts';

export const storiesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/shop/stories',
    {
      schema: {
        tags: ['shop'],
        summary: 'Active story groups with their items and products',
        querystring: StoryGroupListQuerySchema,
        response: { 200: StoryGroupListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) =>
      paginate(request, await listStoryGroups(db, request.query, await viewerOf(db, request.user)), request.query),
  );
};
