import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idempotencyClaim, sendWriteAnswer } from '../../lib/idempotency.ts';
import { serve } from '../../lib/serve.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import { writeOnce } from '../idempotency/idempotency-service.ts';
import * as cart from './cart-service.ts';

/** The signed-in customer's cart, kept on the server and priced from the catalogue on every read. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, pictures } = app;
  app.addHook('onRequest', requireSignedIn);

  serve(app, routes.cart.read, async (request) => cart.getCart(db, pictures, signedInUser(request).id));

  serve(app, routes.cart.update, async (request) => cart.updateCart(db, pictures, signedInUser(request).id, request.body));

  serve(app, routes.cart.clear, async (request, reply) => {
    await cart.clearCart(db, signedInUser(request).id);
    return reply.code(204).send(null);
  });

  serve(app, routes.cart.addItem, async (request, reply) => {
    const userId = signedInUser(request).id;
    // Adding is not idempotent by nature (the same product again adds to its line): a retry after a lost answer
    // must not add twice.
    const answer = await writeOnce(app, userId, idempotencyClaim(request), async (tx) => ({
      status: 201,
      body: await cart.addItem(tx, pictures, userId, request.body),
    }));
    return sendWriteAnswer(reply, answer);
  });

  serve(app, routes.cart.updateItem, async (request) =>
    cart.updateItem(db, pictures, signedInUser(request).id, request.params.id, request.body),
  );

  serve(app, routes.cart.removeItem, async (request, reply) => {
    await cart.removeItem(db, signedInUser(request).id, request.params.id);
    return reply.code(204).send(null);
  });
};
