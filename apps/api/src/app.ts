import '@shop/contract/zod-persian';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import type { Database } from './db/client.ts';
import { articlesRoutes } from './modules/articles/articles-routes.ts';
import { catalogRoutes } from './modules/catalog/catalog-routes.ts';
import { enableCatalogueCache } from './modules/catalog/catalogue-cache.ts';
import { locationRoutes } from './modules/location/location-routes.ts';
import { settingsRoutes } from './modules/settings/settings-routes.ts';
import { shopRoutes } from './modules/shop/shop-routes.ts';
import { loadStorefrontPages } from './modules/storefront/storefront-pages.ts';
import { storefrontRoutes } from './modules/storefront/storefront-routes.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { builtStorefront, registerStaticSite } from './plugins/static-site.ts';
import { registerApiDocs } from './plugins/swagger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
  }
}

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole shop server; the tests build it the same way with their own database. */
export async function buildApp({ config, db, logger = false }: AppDependencies) {
  const app = Fastify({
    logger,
    trustProxy: true,
    bodyLimit: 6 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  enableCatalogueCache(db, config.CATALOGUE_CACHE_SECONDS);
  registerErrorHandler(app);
  // Phones on slow networks: API answers and pages are compressed on the fly (a quick brotli level), the
  // storefront's files ahead of time at build.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await registerApiDocs(app);
  await app.register(catalogRoutes);
  await app.register(shopRoutes);
  await app.register(settingsRoutes);
  await app.register(locationRoutes);
  await app.register(articlesRoutes);
  const webDistDir = builtStorefront(config.WEB_DIST_DIR);
  const sendPage = webDistDir ? await loadStorefrontPages(app, webDistDir) : undefined;
  await app.register(storefrontRoutes, { sendPage });
  await registerStaticSite(app, { mediaDir: config.mediaDir, webDistDir, sendPage });
  return app;
}
