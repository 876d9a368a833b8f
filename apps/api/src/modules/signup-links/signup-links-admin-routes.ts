import { DetailErrorBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import { IdParamsSchema } from '@shop/contract/query';
import {
  AdminSignupLinkListQuerySchema,
  AdminSignupLinkListSchema,
  AdminSignupLinkSchema,
  AdminSignupLinkWriteSchema,
} from '@shop/contract/sharing-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paginate } from '../../lib/pagination.ts';
import { requestOrigin } from '../../lib/public-origin.ts';
import { signedInUser } from '../../plugins/auth.ts';
import * as signupLinks from './signup-links-service.ts';

const tags = ['admin'];
const refusals = { 400: ValidationErrorBodySchema, 404: DetailErrorBodySchema };

/** Signup links in the back office, under /api/admin (staff only). */
export const signupLinksAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/signup-links',
    {
      schema: {
        tags,
        summary:
          'Signup links, newest first, searched by the names, mobile number or code they carry, with their uses and ' +
          'the link to copy; `is_usable` keeps those that still take a form, or those that no longer do',
        querystring: AdminSignupLinkListQuerySchema,
        response: { 200: AdminSignupLinkListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) =>
      paginate(request, await signupLinks.listSignupLinks(app, request.query, requestOrigin(request)), request.query),
  );

  app.get(
    '/signup-links/:id',
    {
      schema: {
        tags,
        summary: 'A signup link: what it pre-fills, until when and how many times it works, and how often it was used',
        params: IdParamsSchema,
        response: { 200: AdminSignupLinkSchema, ...refusals },
      },
    },
    async (request) => signupLinks.getSignupLinkForStaff(app, request.params.id, requestOrigin(request)),
  );

  app.post(
    '/signup-links',
    {
      schema: {
        tags,
        summary:
          'Make a signup link with a random code: what it pre-fills (checked as the signup form checks it), its last ' +
          'day (30 days on unless given) and how many forms it takes (one unless given)',
        body: AdminSignupLinkWriteSchema,
        response: { 201: AdminSignupLinkSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request, reply) => {
      const made = await signupLinks.createSignupLinkByStaff(app, signedInUser(request).id, request.body, requestOrigin(request));
      return reply.code(201).send(made);
    },
  );

  app.patch(
    '/signup-links/:id',
    {
      schema: {
        tags,
        summary: 'Change what a link pre-fills, its last day or how many forms it takes; never fewer than it took',
        params: IdParamsSchema,
        body: AdminSignupLinkWriteSchema,
        response: { 200: AdminSignupLinkSchema, ...refusals },
      },
    },
    async (request) =>
      signupLinks.updateSignupLinkByStaff(app, signedInUser(request).id, request.params.id, request.body, requestOrigin(request)),
  );

  app.delete(
    '/signup-links/:id',
    {
      schema: {
        tags,
        summary: 'Delete a signup link: its page is not found from then on',
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...refusals },
      },
    },
    async (request, reply) => {
      await signupLinks.deleteSignupLinkByStaff(app, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
