import {
  OtpSigninRequestSchema,
  OtpSigninResponseSchema,
  OtpVerifyRequestSchema,
  OtpVerifyResponseSchema,
} from '@shop/contract/auth';
import { DetailErrorBodySchema, RateLimitedBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicHost } from '../../lib/public-origin.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import { createSmsProvider } from '../sms/sms-service.ts';
import { loadCodeKey } from './auth-code-key.ts';
import * as auth from './auth-service.ts';

const tags = ['users'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const dependencies: auth.AuthDependencies = {
    db: app.db,
    sms: createSmsProvider(config, app.db),
    clock: app.clock,
    policy: {
      ttlSeconds: config.OTP_TTL_SECONDS,
      hourlyLimitPerNumber: config.OTP_HOURLY_LIMIT_PER_NUMBER,
      hourlyLimitPerClient: config.OTP_HOURLY_LIMIT_PER_CLIENT,
    },
    codeKey: await loadCodeKey(config),
  };

  app.post(
    '/api/users/otp/signin',
    {
      schema: {
        tags,
        summary: 'Send a sign-in code to a mobile number (sign-in and sign-up are one flow)',
        body: OtpSigninRequestSchema,
        response: {
          200: OtpSigninResponseSchema,
          400: ValidationErrorBodySchema,
          429: RateLimitedBodySchema,
          503: DetailErrorBodySchema,
        },
      },
    },
    async (request) =>
      auth.sendSigninCode(dependencies, request.body.mobile_number, {
        address: request.ip,
        shopHost: publicHost(request),
      }),
  );

  app.post(
    '/api/users/otp/signin/verify',
    {
      // Guessing codes for many numbers from one address is slowed here; each code also takes five tries at most.
      config: { rateLimit: { max: config.OTP_VERIFY_LIMIT_PER_CLIENT, timeWindow: 10 * 60 * 1000 } },
      schema: {
        tags,
        summary: 'Check the code and get a token; the customer is created at their first sign-in',
        body: OtpVerifyRequestSchema,
        response: { 200: OtpVerifyResponseSchema, 400: ValidationErrorBodySchema, 429: RateLimitedBodySchema },
      },
    },
    async (request) => auth.verifySigninCode(dependencies, request.body.mobile_number, request.body.code),
  );

  app.post(
    '/api/users/logout',
    {
      onRequest: requireSignedIn,
      schema: {
        tags,
        summary: 'Revoke the token of this request',
        security: [{ token: [] }],
        response: { 204: z.null().describe('Signed out'), 401: DetailErrorBodySchema },
      },
    },
    async (request, reply) => {
      await auth.revokeToken(app.db, signedInUser(request));
      return reply.code(204).send(null);
    },
  );
};
