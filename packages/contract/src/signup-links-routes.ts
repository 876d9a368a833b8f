import { z } from 'zod';
import { DetailErrorBodySchema, RateLimitedBodySchema, recordRefusals, ValidationErrorBodySchema } from './errors.ts';
import { IdParamsSchema } from './query.ts';
import { route, staffOnly } from './route.ts';
import {
  AdminSignupLinkListQuerySchema,
  AdminSignupLinkListSchema,
  AdminSignupLinkSchema,
  AdminSignupLinkWriteSchema,
  SignupLinkParamsSchema,
  SignupLinkSchema,
  SignupSubmitSchema,
} from './signup-links.ts';

export const signupLinksRoutes = {
  read: route({
    method: 'GET',
    path: '/api/users/public/signup_links/:code',
    tags: ['users'],
    summary: 'What a signup link pre-fills its form with; a used, expired or unknown code is not found',
    params: SignupLinkParamsSchema,
    response: { 200: SignupLinkSchema, 400: ValidationErrorBodySchema, 404: DetailErrorBodySchema },
  }),
  submit: route({
    method: 'POST',
    path: '/api/users/public/signup_links/:code',
    tags: ['users'],
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
  }),
  admin: {
    list: route({
      method: 'GET',
      path: '/api/admin/signup-links',
      ...staffOnly('content.manage'),
      summary:
        'Signup links, newest first, searched by the names, mobile number or code they carry, with their uses and ' +
        'the link to copy; `is_usable` keeps those that still take a form, or those that no longer do',
      query: AdminSignupLinkListQuerySchema,
      response: { 200: AdminSignupLinkListSchema, 400: ValidationErrorBodySchema },
    }),
    read: route({
      method: 'GET',
      path: '/api/admin/signup-links/:id',
      ...staffOnly('content.manage'),
      summary: 'A signup link: what it pre-fills, until when and how many times it works, and how often it was used',
      params: IdParamsSchema,
      response: { 200: AdminSignupLinkSchema, ...recordRefusals },
    }),
    create: route({
      method: 'POST',
      path: '/api/admin/signup-links',
      ...staffOnly('content.manage'),
      summary:
        'Make a signup link with a random code: what it pre-fills (checked as the signup form checks it), its last ' +
        'day (30 days on unless given) and how many forms it takes (one unless given)',
      body: AdminSignupLinkWriteSchema,
      response: { 201: AdminSignupLinkSchema, 400: ValidationErrorBodySchema },
    }),
    update: route({
      method: 'PATCH',
      path: '/api/admin/signup-links/:id',
      ...staffOnly('content.manage'),
      summary: 'Change what a link pre-fills, its last day or how many forms it takes; never fewer than it took',
      params: IdParamsSchema,
      body: AdminSignupLinkWriteSchema,
      response: { 200: AdminSignupLinkSchema, ...recordRefusals },
    }),
    delete: route({
      method: 'DELETE',
      path: '/api/admin/signup-links/:id',
      ...staffOnly('content.manage'),
      summary: 'Delete a signup link: its page is not found from then on',
      params: IdParamsSchema,
      response: { 204: z.null().describe('Deleted'), ...recordRefusals },
    }),
  },
};
