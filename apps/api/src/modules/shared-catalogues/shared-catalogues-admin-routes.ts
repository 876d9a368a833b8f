import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { requestOrigin } from '../../lib/public-origin.ts';
import { serve } from '../../lib/serve.ts';
import { signedInUser } from '../../plugins/auth.ts';
import * as shared from './shared-catalogues-service.ts';

const { admin } = routes.sharedCatalogues;

/** The shareable catalogues (/catalogs?key=…) in the back office, staff only. */
export const sharedCataloguesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, admin.list, async (request) =>
    paginate(request, await shared.listSharedCatalogues(app.db, request.query, requestOrigin(request)), request.query),
  );

  serve(app, admin.read, async (request) =>
    shared.getSharedCatalogue(app.db, app.pictures, request.params.id, requestOrigin(request)),
  );

  serve(app, admin.create, async (request, reply) => {
    const made = await shared.createSharedCatalogue(app, signedInUser(request).id, request.body, requestOrigin(request));
    return reply.code(201).send(made);
  });

  serve(app, admin.update, async (request) =>
    shared.updateSharedCatalogue(app, signedInUser(request).id, request.params.id, request.body, requestOrigin(request)),
  );

  serve(app, admin.delete, async (request, reply) => {
    await shared.deleteSharedCatalogue(app, signedInUser(request).id, request.params.id);
    return reply.code(204).send(null);
  });
};
