import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { productFilters } from '@shop/contract/catalogue';
import { PAGE_SIZE } from '@shop/contract/constants';
import { IdParamsSchema } from '@shop/contract/query';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { requestOrigin } from '../../lib/public-origin.ts';
import * as storefront from './storefront-service.ts';

const hidden = { schema: { hide: true } };

/** The storefront's page modules, as Vite's manifest names them. */
const ROUTES = {
  home: 'src/features/home/pages/home-page.tsx',
  listing: 'src/features/catalog/pages/product-list-page.tsx',
  product: 'src/features/catalog/pages/product-page.tsx',
};

/**
 * The calls the storefront makes before its first paint, written as its API client writes them (same order of
 * parameters): the chrome's on every page, and the home page's newest products.
 */
const CHROME_CALLS = ['/api/settings/general', `/api/shop/announces?limit=${PAGE_SIZE.announcements}`];
const HOME_CALLS = [`/api/products/public?limit=${PAGE_SIZE.homeProducts}&ordering=-updated_at`, '/api/shop/stories'];
const ListingQuerySchema = z.object({ category: productFilters.category });

/** Crawlers read these rarely; a product added within the hour can wait for the next read. */
const CRAWLER_FILES_CACHE = 'public, max-age=3600';

/**
 * The pages search engines and link previews read, with their titles, descriptions, sharing tags and structured
 * data in the HTML itself; the storefront's router takes over in the browser. Every other page is static-site's.
 */
export const storefrontRoutes: FastifyPluginAsync<{ webDistDir: string | undefined }> = async (app, { webDistDir }) => {
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
  if (!webDistDir) return;

  // Read on every page, as a rebuilt storefront names new script files in it.
  const readShell = () => readFile(path.join(webDistDir, 'index.html'), 'utf8');
  const readManifest = async () =>
    JSON.parse(
      await readFile(path.join(webDistDir, '.vite/manifest.json'), 'utf8').catch(() => '{}'),
    ) as storefront.BuildManifest;
  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  /** The API's own answers to the calls a page makes first, fetched in-process exactly as the browser would. */
  const firstAnswers = async (request: FastifyRequest, urls: string[]) => {
    const answers = await Promise.all(
      urls.map(async (url) => {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { host: request.host, 'x-forwarded-proto': request.protocol },
        });
        return response.statusCode === 200 ? ([url, response.json()] as const) : undefined;
      }),
    );
    return Object.fromEntries(answers.filter((answer) => answer !== undefined));
  };

  /** The page with its tags, its route's code preloaded and its first answers embedded. */
  const page = async (request: FastifyRequest, meta: storefront.PageMeta, route: string, calls: string[]) => {
    const [shell, manifest, answers] = await Promise.all([
      readShell(),
      readManifest(),
      firstAnswers(request, [...CHROME_CALLS, ...calls]),
    ]);
    return storefront.renderPage(shell, meta, { modules: storefront.routeModules(manifest, route), answers });
  };

  app.get('/', hidden, async (request, reply) => {
    const meta = await storefront.homeMeta(db, requestOrigin(request));
    return sendPage(reply, await page(request, meta, ROUTES.home, HOME_CALLS));
  });

  app.get('/products', hidden, async (request, reply) => {
    const { category } = ListingQuerySchema.safeParse(request.query).data ?? {};
    // Other filters show other products first: only the plain listing (of a category) knows its first pictures.
    const preload = Object.keys(request.query as object).every((key) => key === 'category');
    const meta = await storefront.productsMeta(db, requestOrigin(request), category, { preload });
    return sendPage(reply, await page(request, meta, ROUTES.listing, []));
  });

  // An unknown or malformed id gets the plain page with a 404, and the storefront shows its not-found page.
  app.get('/products/:id', hidden, async (request, reply) => {
    const params = IdParamsSchema.safeParse(request.params);
    const meta = params.success
      ? await storefront.productMeta(db, requestOrigin(request), params.data.id).catch((error: unknown) => {
          if (error instanceof NotFoundError) return undefined;
          throw error;
        })
      : undefined;
    if (!meta || !params.success) return sendPage(reply, await readShell(), 404);
    return sendPage(reply, await page(request, meta, ROUTES.product, [`/api/products/public/${params.data.id}`]));
  });
};
