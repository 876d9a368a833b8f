import multipart from '@fastify/multipart';
import { messages } from '@shop/contract/messages';
import { routes } from '@shop/contract/routes';
import { AVATAR_MAX_BYTES } from '@shop/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { multipartForm } from '../../lib/multipart-form.ts';
import { serve } from '../../lib/serve.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import * as users from './users-service.ts';

/** The account form's fields and one picture; anything bigger is refused before it is read to the end. */
const FORM_LIMITS = { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 30, fieldSize: 10_000, parts: 31 };

/**
 * A multipart PATCH carries the form's fields, which ProfileUpdateSchema checks as it would a JSON body, and the
 * `avatar` picture for the service.
 */
const profileForm = multipartForm({ fileField: 'avatar', limits: FORM_LIMITS, tooLarge: messages.avatarTooLarge });

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, pictures } = app;
  await app.register(multipart, { limits: FORM_LIMITS });
  app.addHook('onRequest', requireSignedIn);

  serve(app, routes.users.profile, async (request) => users.getProfile(db, pictures, signedInUser(request).id));

  serve(
    app,
    routes.users.updateProfile,
    { config: { rateLimit: profileForm.pictureRateLimit }, preValidation: profileForm.read },
    async (request) =>
      users.updateProfile(db, media, pictures, signedInUser(request).id, request.body, profileForm.pictureOf(request)),
  );
};
