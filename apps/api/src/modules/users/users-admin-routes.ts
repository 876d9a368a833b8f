import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { getStaffMember } from './users-service.ts';

/** The users module's back-office routes, staff only. */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.users.admin.me, async (request) => getStaffMember(app.db, signedInUser(request).id));
};
