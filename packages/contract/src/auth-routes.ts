import { z } from 'zod';
import { OtpSigninRequestSchema, OtpSigninResponseSchema, OtpVerifyRequestSchema, OtpVerifyResponseSchema } from './auth.ts';
import { DetailErrorBodySchema, RateLimitedBodySchema, ValidationErrorBodySchema } from './errors.ts';
import { route, signedIn } from './route.ts';

export const authRoutes = {
  signIn: route({
    method: 'POST',
    path: '/api/users/otp/signin',
    tags: ['users'],
    summary: 'Send a sign-in code to a mobile number (sign-in and sign-up are one flow)',
    body: OtpSigninRequestSchema,
    response: {
      200: OtpSigninResponseSchema,
      400: ValidationErrorBodySchema,
      429: RateLimitedBodySchema,
      503: DetailErrorBodySchema,
    },
  }),
  verify: route({
    method: 'POST',
    path: '/api/users/otp/signin/verify',
    tags: ['users'],
    summary: 'Check the code and get a token; the customer is created at their first sign-in',
    body: OtpVerifyRequestSchema,
    response: { 200: OtpVerifyResponseSchema, 400: ValidationErrorBodySchema, 429: RateLimitedBodySchema },
  }),
  logout: route({
    method: 'POST',
    path: '/api/users/logout',
    tags: ['users'],
    summary: 'Revoke the token of this request',
    security: signedIn,
    response: { 204: z.null().describe('Signed out'), 401: DetailErrorBodySchema },
  }),
};
