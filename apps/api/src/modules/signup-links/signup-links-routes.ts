import { DetailErrorBodySchema, RateLimitedBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import { SignupLinkParamsSchema, SignupLinkSchema, SignupSubmitSchema } from '@shop/contract/signup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as signupLinks from './signup-links-service.ts';

const tags = ['users'];

/**
 * Forms sent from one client address. A code cannot be guessed (128 bits), so this only slows a flood of customers
 * made with made-up numbers. Reading a link is not limited: the server renders its page through the same route.
 */
const SUBMIT_LIMIT = { max: 10, timeWindow: 10 * 60 * 1000 };

export const signupLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/public/signup_links/:code',
    {
      schema: {
        tags,
        summary: 'What a signup link pre-fills its form with; a used, expired or unknown code is not found',
        params: SignupLinkParamsSchema,
        response: { 200: SignupLinkSchema, 400: ValidationErrorBodySchema, 404: DetailErrorBodySchema },
      },
    },
    async (request) => signupLinks.getSignupLink(app, request.params.code),
  );

  app.post(
    '/api/users/public/signup_links/:code',
    {
      config: { rateLimit: SUBMIT_LIMIT },
      schema: {
        tags,
        summary:
          'Send the signup form: the customer with this mobile number is made (or their empty fields filled), the ' +
          'address saved and the use counted; nobody is signed in. Ten forms in 10 minutes from one address',
        params: SignupLinkParamsSchema,
        body: SignupSubmitSchema,
        response: {
          204: z.null().describe('Sent'),
          400: ValidationErrorBodySchema,
          404: DetailErrorBodySchema,
          429: RateLimitedBodySchema,
        },
      },
    },
    async (request, reply) => {
      await signupLinks.submitSignup(app, request.params.code, request.body);
      return reply.code(204).send(null);
    },
  );
};
