import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.ts';
import * as signupLinks from './signup-links-service.ts';

/**
 * Forms sent from one client address. A code cannot be guessed (128 bits), so this only slows a flood of customers
 * made with made-up numbers. Reading a link is not limited: the server renders its page through the same route.
 */
const SUBMIT_LIMIT = { max: 10, timeWindow: 10 * 60 * 1000 };

export const signupLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.signupLinks.read, async (request) => signupLinks.getSignupLink(app, request.params.code));

  serve(app, routes.signupLinks.submit, { config: { rateLimit: SUBMIT_LIMIT } }, async (request, reply) => {
    await signupLinks.submitSignup(app, request.params.code, request.body);
    return reply.code(204).send(null);
  });
};
