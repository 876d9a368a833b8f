import { productFilters } from '@shop/contract/catalogue';
import { IdParamsSchema } from '@shop/contract/query';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { requestOrigin } from '../../lib/public-origin.ts';
import type { SendStorefrontPage } from './storefront-pages.ts';
import * as storefront from './storefront-service.ts';

const hidden = { schema: { hide: true } };

/** The storefront's page modules, as Vite's manifest names them. */
const ROUTES = {
  home: 'src/features/home/pages/home-page.tsx',
  listing: 'src/features/catalogue/pages/product-list-page.tsx',
  product: 'src/features/catalogue/pages/product-page.tsx',
};

const ListingQuerySchema = z.object({ category: productFilters.category });

/** Crawlers read these rarely; a product added within the hour can wait for the next read. */
const CRAWLER_FILES_CACHE = 'public, max-age=3600';

/**
 * The pages search engines and link previews read, with their titles, descriptions, sharing tags and structured
 * data in the HTML itself; the storefront's router takes over in the browser. Every other page is static-site's.
 */
export const storefrontRoutes: FastifyPluginAsync<{ sendPage: SendStorefrontPage | undefined }> = async (app, { sendPage }) => {
  const { db } = app;

  app.get('/robots.txt', hidden, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CRAWLER_FILES_CACHE)
      .send(storefront.robotsTxt(requestOrigin(request))),
  );

  app.get('/sitemap.xml', hidden, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CRAWLER_FILES_CACHE)
      .send(await storefront.sitemap(db, requestOrigin(request))),
  );

  // Without a built storefront static-site answers every page with its placeholder.
  if (!sendPage) return;

  app.get('/', hidden, async (request, reply) => {
    const meta = await storefront.homeMeta(db, requestOrigin(request));
    return sendPage(request, reply, { meta, route: ROUTES.home });
  });

  app.get('/products', hidden, async (request, reply) => {
    const { category } = ListingQuerySchema.safeParse(request.query).data ?? {};
    // Other filters show other products first: only the plain listing (of a category) knows its first pictures.
    const preload = Object.keys(request.query as object).every((key) => key === 'category');
    const meta = await storefront.productsMeta(db, requestOrigin(request), category, { preload });
    return sendPage(request, reply, { meta, route: ROUTES.listing });
  });

  // An unknown or malformed id gets the storefront's not-found message with a 404.
  app.get('/products/:id', hidden, async (request, reply) => {
    const params = IdParamsSchema.safeParse(request.params);
    const meta = params.success
      ? await storefront.productMeta(db, requestOrigin(request), params.data.id).catch((error: unknown) => {
          if (error instanceof NotFoundError) return undefined;
          throw error;
        })
      : undefined;
    return sendPage(request, reply, meta ? { meta, route: ROUTES.product } : { status: 404, route: ROUTES.product });
  });
};
