import { StaffMemberSchema } from '@shop/contract/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth.ts';
import { getStaffMember } from './users-service.ts';

const tags = ['admin'];

/** The users module's back-office routes, under /api/admin (staff only). */
export const usersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The member of staff signed in: the back office asks it to let them in',
        response: { 200: StaffMemberSchema },
      },
    },
    async (request) => getStaffMember(app.db, signedInUser(request).id),
  );
};
