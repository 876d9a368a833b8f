import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import * as favorites from './favorites-service.ts';

export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, pictures } = app;
  app.addHook('onRequest', requireSignedIn);

  serve(app, routes.favorites.list, async (request) =>
    paginate(request, await favorites.listFavorites(db, pictures, signedInUser(request).id, request.query), request.query),
  );

  serve(app, routes.favorites.add, async (request, reply) => {
    const added = await favorites.addFavorite(db, pictures, signedInUser(request).id, request.body.product);
    return reply.code(added.created ? 201 : 200).send(added.product);
  });

  serve(app, routes.favorites.remove, async (request, reply) => {
    await favorites.removeFavorite(db, signedInUser(request).id, request.params.id);
    return reply.code(204).send(null);
  });
};
