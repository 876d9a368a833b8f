import { z } from 'zod';
import { recordRefusals, ValidationErrorBodySchema } from './errors.ts';
import { IdParamsSchema } from './query.ts';
import { FORM_WITH_PICTURE, route, staffOnly, withPictureFile } from './route.ts';
import {
  StoryGroupAdminListQuerySchema,
  StoryGroupAdminListSchema,
  StoryGroupAdminSchema,
  StoryGroupCreateSchema,
  StoryGroupListQuerySchema,
  StoryGroupListSchema,
  StoryGroupUpdateSchema,
  StoryItemAdminListQuerySchema,
  StoryItemAdminListSchema,
  StoryItemAdminSchema,
  StoryItemCreateSchema,
  StoryItemUpdateSchema,
} from './stories.ts';

const withPicture = withPictureFile('a picture');

export const storiesRoutes = {
  list: route({
    method: 'GET',
    path: '/api/shop/stories',
    tags: ['shop'],
    summary: 'Active story groups with their items and products',
    query: StoryGroupListQuerySchema,
    response: { 200: StoryGroupListSchema, 400: ValidationErrorBodySchema },
  }),
  /** Every change shows at once on the home page. */
  admin: {
    groups: {
      list: route({
        method: 'GET',
        path: '/api/admin/story-groups',
        ...staffOnly('content.manage'),
        summary: 'Story groups, with how many stories each holds; filtered by active, searched by name',
        query: StoryGroupAdminListQuerySchema,
        response: { 200: StoryGroupAdminListSchema, 400: ValidationErrorBodySchema },
      }),
      read: route({
        method: 'GET',
        path: '/api/admin/story-groups/:id',
        ...staffOnly('content.manage'),
        summary: 'A story group',
        params: IdParamsSchema,
        response: { 200: StoryGroupAdminSchema, ...recordRefusals },
      }),
      create: route({
        method: 'POST',
        path: '/api/admin/story-groups',
        ...staffOnly('content.manage'),
        summary: `Add a story group.${withPicture}`,
        consumes: FORM_WITH_PICTURE,
        body: StoryGroupCreateSchema,
        response: { 201: StoryGroupAdminSchema, 400: ValidationErrorBodySchema },
      }),
      update: route({
        method: 'PATCH',
        path: '/api/admin/story-groups/:id',
        ...staffOnly('content.manage'),
        summary: `Change a story group.${withPicture}`,
        consumes: FORM_WITH_PICTURE,
        params: IdParamsSchema,
        body: StoryGroupUpdateSchema,
        response: { 200: StoryGroupAdminSchema, ...recordRefusals },
      }),
      delete: route({
        method: 'DELETE',
        path: '/api/admin/story-groups/:id',
        ...staffOnly('content.manage'),
        summary: 'Delete a story group with its stories',
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...recordRefusals },
      }),
    },
    items: {
      list: route({
        method: 'GET',
        path: '/api/admin/story-items',
        ...staffOnly('content.manage'),
        summary: "Stories, a group's with `group`; searched by title",
        query: StoryItemAdminListQuerySchema,
        response: { 200: StoryItemAdminListSchema, 400: ValidationErrorBodySchema },
      }),
      read: route({
        method: 'GET',
        path: '/api/admin/story-items/:id',
        ...staffOnly('content.manage'),
        summary: 'A story',
        params: IdParamsSchema,
        response: { 200: StoryItemAdminSchema, ...recordRefusals },
      }),
      create: route({
        method: 'POST',
        path: '/api/admin/story-items',
        ...staffOnly('content.manage'),
        summary: `Add a story to a group, opening a product or none.${withPicture}`,
        consumes: FORM_WITH_PICTURE,
        body: StoryItemCreateSchema,
        response: { 201: StoryItemAdminSchema, 400: ValidationErrorBodySchema },
      }),
      update: route({
        method: 'PATCH',
        path: '/api/admin/story-items/:id',
        ...staffOnly('content.manage'),
        summary: `Change a story, or move it to another group.${withPicture}`,
        consumes: FORM_WITH_PICTURE,
        params: IdParamsSchema,
        body: StoryItemUpdateSchema,
        response: { 200: StoryItemAdminSchema, ...recordRefusals },
      }),
      delete: route({
        method: 'DELETE',
        path: '/api/admin/story-items/:id',
        ...staffOnly('content.manage'),
        summary: 'Delete a story',
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...recordRefusals },
      }),
    },
  },
};
