import { DetailErrorBodySchema, RateLimitedBodySchema, ValidationErrorBodySchema } from './errors.ts';
import { route, signedIn, staffOnly } from './route.ts';
import { ProfileSchema, ProfileUpdateSchema, StaffMemberSchema } from './users.ts';

export const usersRoutes = {
  profile: route({
    method: 'GET',
    path: '/api/users/me',
    tags: ['users'],
    security: signedIn,
    summary: 'The signed-in customer',
    response: { 200: ProfileSchema, 401: DetailErrorBodySchema },
  }),
  updateProfile: route({
    method: 'PATCH',
    path: '/api/users/me',
    tags: ['users'],
    security: signedIn,
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
  }),
  admin: {
    me: route({
      method: 'GET',
      path: '/api/admin/me',
      ...staffOnly('member'),
      summary: 'The member of staff signed in: the back office asks it to let them in',
      response: { 200: StaffMemberSchema },
    }),
  },
};
