import type { FastifyPluginAsync } from 'fastify';
import { requestOrigin } from '../../lib/public-origin.ts';
import * as storefront from './storefront-service.ts';

const hidden = { schema: { hide: true } };

/** Crawlers read these rarely; a product added within the hour can wait for the next read. */
const CRAWLER_FILES_CACHE = 'public, max-age=3600';

/** What crawlers read besides the pages themselves, whether or not the storefront is built. */
export const storefrontRoutes: FastifyPluginAsync = async (app) => {
  // The sitemap lists the public catalogue: read where the catalogue is.
  const { readDb, pictures } = app;

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
      .send(await storefront.sitemap(readDb, pictures, requestOrigin(request))),
  );
};
