import multipart from '@fastify/multipart';
import {
  StoryGroupAdminListQuerySchema,
  StoryGroupAdminListSchema,
  StoryGroupAdminSchema,
  StoryGroupCreateSchema,
  StoryGroupUpdateSchema,
  StoryItemAdminListQuerySchema,
  StoryItemAdminListSchema,
  StoryItemAdminSchema,
  StoryItemCreateSchema,
  StoryItemUpdateSchema,
} from '@shop/contract/content-admin';
import { ValidationErrorBodySchema } from '@shop/contract/errors';
import { IdParamsSchema } from '@shop/contract/query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute, withPictureFile } from '../../lib/admin-routes.ts';
import { recordWithPictureForm } from '../../lib/multipart-form.ts';
import { paginate } from '../../lib/pagination.ts';
import { staffChange } from '../../plugins/auth.ts';
import * as stories from './stories-service.ts';

const { tags, errors, consumes } = adminRoute;

const withPicture = withPictureFile('a picture');

/** Story groups and their stories, under /api/admin (staff only); every change shows at once on the home page. */
export const storiesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media } = app;
  const form = recordWithPictureForm();
  await app.register(multipart, { limits: form.limits });

  app.get(
    '/story-groups',
    {
      schema: {
        tags,
        summary: 'Story groups, with how many stories each holds; filtered by active, searched by name',
        querystring: StoryGroupAdminListQuerySchema,
        response: { 200: StoryGroupAdminListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await stories.listStoryGroupsForAdmin(db, request.query), request.query),
  );

  app.get(
    '/story-groups/:id',
    { schema: { tags, summary: 'A story group', params: IdParamsSchema, response: { 200: StoryGroupAdminSchema, ...errors } } },
    async (request) => stories.getStoryGroupForAdmin(db, request.params.id),
  );

  app.post(
    '/story-groups',
    {
      preValidation: form.read,
      schema: {
        tags,
        summary: `Add a story group.${withPicture}`,
        consumes,
        body: StoryGroupCreateSchema,
        response: { 201: StoryGroupAdminSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await stories.createStoryGroup(db, media, staffChange(request), request.body, form.pictureOf(request))),
  );

  app.patch(
    '/story-groups/:id',
    {
      preValidation: form.read,
      schema: {
        tags,
        summary: `Change a story group.${withPicture}`,
        consumes,
        params: IdParamsSchema,
        body: StoryGroupUpdateSchema,
        response: { 200: StoryGroupAdminSchema, ...errors },
      },
    },
    async (request) =>
      stories.updateStoryGroup(db, media, staffChange(request), request.params.id, request.body, form.pictureOf(request)),
  );

  app.delete(
    '/story-groups/:id',
    {
      schema: {
        tags,
        summary: 'Delete a story group with its stories',
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await stories.deleteStoryGroup(db, staffChange(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/story-items',
    {
      schema: {
        tags,
        summary: "Stories, a group's with `group`; searched by title",
        querystring: StoryItemAdminListQuerySchema,
        response: { 200: StoryItemAdminListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await stories.listStoryItemsForAdmin(db, request.query), request.query),
  );

  app.get(
    '/story-items/:id',
    { schema: { tags, summary: 'A story', params: IdParamsSchema, response: { 200: StoryItemAdminSchema, ...errors } } },
    async (request) => stories.getStoryItemForAdmin(db, request.params.id),
  );

  app.post(
    '/story-items',
    {
      preValidation: form.read,
      schema: {
        tags,
        summary: `Add a story to a group, opening a product or none.${withPicture}`,
        consumes,
        body: StoryItemCreateSchema,
        response: { 201: StoryItemAdminSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await stories.createStoryItem(db, media, staffChange(request), request.body, form.pictureOf(request))),
  );

  app.patch(
    '/story-items/:id',
    {
      preValidation: form.read,
      schema: {
        tags,
        summary: `Change a story, or move it to another group.${withPicture}`,
        consumes,
        params: IdParamsSchema,
        body: StoryItemUpdateSchema,
        response: { 200: StoryItemAdminSchema, ...errors },
      },
    },
    async (request) =>
      stories.updateStoryItem(db, media, staffChange(request), request.params.id, request.body, form.pictureOf(request)),
  );

  app.delete(
    '/story-items/:id',
    {
      schema: {
        tags,
        summary: 'Delete a story',
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await stories.deleteStoryItem(db, staffChange(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
