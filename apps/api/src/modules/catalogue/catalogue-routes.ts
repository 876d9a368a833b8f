import { routes } from '@shop/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import * as catalogue from './catalogue-service.ts';

export interface CatalogueRoutesOptions {
  /** Whose favourites the pages mark: the favorites module tells, which sits above the catalogue whose products it lists. */
  viewerOf: (db: Database, user: { id: number } | null) => Promise<catalogue.Viewer>;
}

export const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, { viewerOf }) => {
  // The public catalogue is read from the replica when there is one; a customer's favourites, which they may have
  // just changed, from the primary.
  const { db, readDb, pictures } = app;
  // Cached pages are the same for everyone; the signed-in customer's favourites are marked on them afterwards.
  const viewer = (request: FastifyRequest) => viewerOf(db, request.user);

  serve(app, routes.catalogue.products, async (request) =>
    paginate(
      request,
      await catalogue.listProducts(app.catalogueSearch, app.caches.catalogue, request.query, await viewer(request)),
      request.query,
    ),
  );

  serve(app, routes.catalogue.priceRange, async (request) => {
    const { price__gt: _lowest, price__lt: _highest, ...filters } = request.query;
    return catalogue.productPriceRange(readDb, app.caches.catalogue, filters);
  });

  serve(app, routes.catalogue.product, async (request) =>
    catalogue.getProduct(readDb, app.caches.catalogue, pictures, request.params.id, await viewer(request)),
  );

  serve(app, routes.catalogue.variations, async (request) => catalogue.listVariations(readDb, pictures, request.params.id));

  serve(app, routes.catalogue.related, async (request) =>
    catalogue.relatedProducts(readDb, pictures, request.params.id, request.query.limit, await viewer(request)),
  );

  serve(app, routes.catalogue.categories, async (request) =>
    paginate(request, await catalogue.listCategories(readDb, pictures, request.query), request.query),
  );

  serve(app, routes.catalogue.brands, async (request) =>
    paginate(request, await catalogue.listBrands(readDb, pictures, request.query), request.query),
  );
};
