import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyClaim, sendWriteAnswer } from '../../lib/idempotency.ts';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import { writeOnce } from '../idempotency/idempotency-service.ts';
import * as addresses from './addresses-service.ts';

/** The signed-in customer's saved addresses; another customer's address id answers 404. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireSignedIn);

  serve(app, routes.addresses.list, async (request) =>
    paginate(request, await addresses.listAddresses(db, signedInUser(request).id, request.query), request.query),
  );

  serve(app, routes.addresses.create, async (request, reply) => {
    const userId = signedInUser(request).id;
    const answer = await writeOnce(app, userId, idempotencyClaim(request), async (tx) => ({
      status: 201,
      body: await addresses.createAddress(tx, userId, request.body),
    }));
    return sendWriteAnswer(reply, answer);
  });

  serve(app, routes.addresses.read, async (request) => addresses.getAddress(db, signedInUser(request).id, request.params.id));

  serve(app, routes.addresses.update, async (request) =>
    addresses.updateAddress(db, signedInUser(request).id, request.params.id, request.body),
  );

  serve(app, routes.addresses.delete, async (request, reply) => {
    await addresses.deleteAddress(db, signedInUser(request).id, request.params.id);
    return reply.code(204).send(null);
  });
};
