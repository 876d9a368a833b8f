import { z } from 'zod';
import {
  ArticleAdminListQuerySchema,
  ArticleAdminListSchema,
  ArticleAdminSchema,
  ArticleCreateSchema,
  ArticleListQuerySchema,
  ArticleListSchema,
  ArticleUpdateSchema,
} from './articles.ts';
import { recordRefusals, ValidationErrorBodySchema } from './errors.ts';
import { IdParamsSchema } from './query.ts';
import { FORM_WITH_PICTURE, route, staffOnly, withPictureFile } from './route.ts';

const withPicture = withPictureFile('a picture');

export const articlesRoutes = {
  list: route({
    method: 'GET',
    path: '/api/blog/articles',
    tags: ['blog'],
    summary: "Published teasers of the blog's posts, newest first",
    query: ArticleListQuerySchema,
    response: { 200: ArticleListSchema, 400: ValidationErrorBodySchema },
  }),
  /** The home page's teasers of the blog's posts; every change shows at once. */
  admin: {
    list: route({
      method: 'GET',
      path: '/api/admin/articles',
      ...staffOnly('content.manage'),
      summary: 'Article teasers, the unpublished ones too, newest first unless asked otherwise; searched by title',
      query: ArticleAdminListQuerySchema,
      response: { 200: ArticleAdminListSchema, 400: ValidationErrorBodySchema },
    }),
    read: route({
      method: 'GET',
      path: '/api/admin/articles/:id',
      ...staffOnly('content.manage'),
      summary: 'An article teaser',
      params: IdParamsSchema,
      response: { 200: ArticleAdminSchema, ...recordRefusals },
    }),
    create: route({
      method: 'POST',
      path: '/api/admin/articles',
      ...staffOnly('content.manage'),
      summary: `Add a teaser of a blog post: its title, excerpt, address on the blog and publication day.${withPicture}`,
      consumes: FORM_WITH_PICTURE,
      body: ArticleCreateSchema,
      response: { 201: ArticleAdminSchema, 400: ValidationErrorBodySchema },
    }),
    update: route({
      method: 'PATCH',
      path: '/api/admin/articles/:id',
      ...staffOnly('content.manage'),
      summary: `Change an article teaser.${withPicture}`,
      consumes: FORM_WITH_PICTURE,
      params: IdParamsSchema,
      body: ArticleUpdateSchema,
      response: { 200: ArticleAdminSchema, ...recordRefusals },
    }),
    delete: route({
      method: 'DELETE',
      path: '/api/admin/articles/:id',
      ...staffOnly('content.manage'),
      summary: 'Delete an article teaser (the post stays on the blog)',
      params: IdParamsSchema,
      response: { 204: z.null().describe('Deleted'), ...recordRefusals },
    }),
  },
};
