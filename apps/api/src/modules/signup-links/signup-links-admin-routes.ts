import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { requestOrigin } from '../../lib/public-origin.ts';
import { serve } from '../../lib/serve.ts';
import { signedInUser } from '../../plugins/auth.ts';
import * as signupLinks from './signup-links-service.ts';

const { admin } = routes.signupLinks;

/** Signup links in the back office, staff only. */
export const signupLinksAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, admin.list, async (request) =>
    paginate(request, await signupLinks.listSignupLinks(app, request.query, requestOrigin(request)), request.query),
  );

  serve(app, admin.read, async (request) => signupLinks.getSignupLinkForStaff(app, request.params.id, requestOrigin(request)));

  serve(app, admin.create, async (request, reply) => {
    const made = await signupLinks.createSignupLinkByStaff(app, signedInUser(request).id, request.body, requestOrigin(request));
    return reply.code(201).send(made);
  });

  serve(app, admin.update, async (request) =>
    signupLinks.updateSignupLinkByStaff(app, signedInUser(request).id, request.params.id, request.body, requestOrigin(request)),
  );

  serve(app, admin.delete, async (request, reply) => {
    await signupLinks.deleteSignupLinkByStaff(app, signedInUser(request).id, request.params.id);
    return reply.code(204).send(null);
  });
};
