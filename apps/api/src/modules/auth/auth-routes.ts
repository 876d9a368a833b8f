import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicHost } from '../../lib/public-origin.ts';
import { serve } from '../../lib/serve.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import { createSmsProvider } from '../sms/sms-service.ts';
import { loadCodeKey } from './auth-code-key.ts';
import * as auth from './auth-service.ts';

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

  serve(app, routes.auth.signIn, async (request) =>
    auth.sendSigninCode(dependencies, request.body.mobile_number, {
      address: request.ip,
      shopHost: publicHost(request),
    }),
  );

  serve(
    app,
    routes.auth.verify,
    // Guessing codes for many numbers from one address is slowed here; each code also takes five tries at most.
    { config: { rateLimit: { max: config.OTP_VERIFY_LIMIT_PER_CLIENT, timeWindow: 10 * 60 * 1000 } } },
    async (request) => auth.verifySigninCode(dependencies, request.body.mobile_number, request.body.code),
  );

  serve(app, routes.auth.logout, { onRequest: requireSignedIn }, async (request, reply) => {
    await auth.revokeToken(app.db, signedInUser(request));
    return reply.code(204).send(null);
  });
};
