import multipart from '@fastify/multipart';
import { DetailErrorBodySchema, RateLimitedBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import { AVATAR_MAX_BYTES, ProfileSchema, ProfileUpdateSchema } from '@shop/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { multipartForm } from '../../lib/multipart-form.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import * as users from './users-service.ts';

const tags = ['users'];
const security = [{ token: [] }];

/** The account form's fields and one picture; anything bigger is refused before it is read to the end. */
const FORM_LIMITS = { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 30, fieldSize: 10_000, parts: 31 };

/**
 * A multipart PATCH carries the form's fields, which ProfileUpdateSchema checks as it would a JSON body, and the
 * `avatar` picture for the service.
 */
const profileForm = multipartForm({ fileField: 'avatar', limits: FORM_LIMITS, tooLarge: messages.avatarTooLarge });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media } = app;
  await app.register(multipart, { limits: FORM_LIMITS });
  app.addHook('onRequest', requireSignedIn);

  app.get(
    '/api/users/me',
    {
      schema: { tags, security, summary: 'The signed-in customer', response: { 200: ProfileSchema, 401: DetailErrorBodySchema } },
    },
    async (request) => users.getProfile(db, signedInUser(request).id),
  );

  app.patch(
    '/api/users/me',
    {
      config: { rateLimit: profileForm.pictureRateLimit },
      preValidation: profileForm.read,
      schema: {
        tags,
        security,
        summary:
          'Update the account: JSON, or multipart form fields with an `avatar` file (JPEG, PNG or WebP, 5 MB, 25 MP; ' +
          'five forms with a file in 10 minutes)',
        consumes: ['application/json', 'multipart/form-data'],
        body: ProfileUpdateSchema,
        response: {
          200: ProfileSchema,
          400: ValidationErrorBodySchema,
          401: DetailErrorBodySchema,
          429: RateLimitedBodySchema,
        },
      },
    },
    async (request) => users.updateProfile(db, media, signedInUser(request).id, request.body, profileForm.pictureOf(request)),
  );
};
