import multipart from '@fastify/multipart';
import { DetailErrorBodySchema, NON_FIELD_ERRORS, RateLimitedBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import { AVATAR_MAX_BYTES, ProfileSchema, ProfileUpdateSchema } from '@shop/contract/user';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InvalidError } from '../../lib/errors.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import { MediaStorage } from '../media/media-service.ts';
import * as users from './users-service.ts';

const tags = ['users'];
const security = [{ token: [] }];

/** The account form's fields and one picture; anything bigger is refused before it is read to the end. */
const FORM_LIMITS = { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 30, fieldSize: 10_000, parts: 31 };

/** The avatar a multipart request carried, kept beside the request while its fields go through the schema. */
const avatars = new WeakMap<FastifyRequest, Buffer>();

/**
 * Pictures a customer may send, whoever's address they come from: each is decoded (see media-service), so a customer
 * cannot keep the server decoding. Counted once the form is read, so changes without a picture do not count.
 */
const UPLOAD_LIMIT = {
  max: 5,
  timeWindow: 10 * 60 * 1000,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `customer:${request.user?.id}`,
  allowList: (request: FastifyRequest) => !avatars.has(request),
} as const;

/**
 * A multipart PATCH is read here, before validation: its text fields become the body that ProfileUpdateSchema
 * checks, as a JSON body would be, and the `avatar` file is held for the service. A file over the limit, or a
 * malformed form, is a Persian 400, never a 500.
 */
async function readProfileForm(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'avatar') {
        const bytes = await part.toBuffer();
        // A form posted without a chosen file still sends an empty part.
        if (bytes.length > 0) avatars.set(request, bytes);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new InvalidError({ avatar: [messages.avatarTooLarge] });
    if (code === 'FST_FILES_LIMIT') throw new InvalidError({ avatar: [messages.invalidValue] });
    throw new InvalidError({ [NON_FIELD_ERRORS]: [messages.invalidJson] });
  }
  request.body = fields;
}

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const media = new MediaStorage(app.config.mediaDir, (details, message) => app.log.warn(details, message));
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
      config: { rateLimit: UPLOAD_LIMIT },
      preValidation: readProfileForm,
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
    async (request) => users.updateProfile(db, media, signedInUser(request).id, request.body, avatars.get(request)),
  );
};
