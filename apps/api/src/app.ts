import '@shop/contract/zod-persian';
import type { ProductSummary } from '@shop/contract/catalogue';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env.ts';
import { type Database, engineOf } from './db/client.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { refuseInvalidHost } from './lib/public-origin.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { addressesRoutes } from './modules/addresses/addresses-routes.ts';
import { announcementsAdminRoutes } from './modules/announcements/announcements-admin-routes.ts';
import { announcementsRoutes } from './modules/announcements/announcements-routes.ts';
import { articlesAdminRoutes } from './modules/articles/articles-admin-routes.ts';
import { articlesRoutes } from './modules/articles/articles-routes.ts';
import { auditAdminRoutes } from './modules/audit/audit-routes.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { userOfToken } from './modules/auth/auth-service.ts';
import { cartRoutes } from './modules/cart/cart-routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue-routes.ts';
import { newCatalogueSearch } from './modules/catalogue/catalogue-service.ts';
import { catalogueAdminRoutes } from './modules/catalogue-admin/catalogue-admin-routes.ts';
import { checkoutRoutes } from './modules/checkout/checkout-routes.ts';
import { customersAdminRoutes } from './modules/customers/customers-admin-routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites-routes.ts';
import { viewerOf } from './modules/favorites/favorites-service.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { locationRoutes } from './modules/location/location-routes.ts';
import { MediaStorage, openMediaFiles, PictureUrls } from './modules/media/media-service.ts';
import { methodsRoutes } from './modules/methods/methods-routes.ts';
import { methodsAdminRoutes } from './modules/methods-admin/methods-admin-routes.ts';
import { ordersAdminRoutes } from './modules/orders/orders-admin-routes.ts';
import { ordersRoutes } from './modules/orders/orders-routes.ts';
import { gatewaysRoutes } from './modules/payments/gateways/gateways-routes.ts';
import { createPaymentGateway } from './modules/payments/gateways/gateways-service.ts';
import type { PaymentGateway } from './modules/payments/gateways/payment-gateway.ts';
import { paymentsRoutes } from './modules/payments/payments-routes.ts';
import { sharedRateLimitStore } from './modules/rate-limits/rate-limits-service.ts';
import { salesAdminRoutes } from './modules/sales/sales-routes.ts';
import { schedulesRoutes } from './modules/schedules/schedules-routes.ts';
import type { CatalogueSearch } from './modules/search/search-service.ts';
import { settingsAdminRoutes } from './modules/settings/settings-admin-routes.ts';
import { settingsRoutes } from './modules/settings/settings-routes.ts';
import { sharedCataloguesAdminRoutes } from './modules/shared-catalogues/shared-catalogues-admin-routes.ts';
import { sharedCataloguesRoutes } from './modules/shared-catalogues/shared-catalogues-routes.ts';
import { signupLinksAdminRoutes } from './modules/signup-links/signup-links-admin-routes.ts';
import { signupLinksRoutes } from './modules/signup-links/signup-links-routes.ts';
import { smsRoutes } from './modules/sms/sms-routes.ts';
import { loadStorefrontPages } from './modules/storefront/storefront-pages.ts';
import { storefrontRoutes } from './modules/storefront/storefront-routes.ts';
import { starterScriptSource } from './modules/storefront/storefront-service.ts';
import { storiesAdminRoutes } from './modules/stories/stories-admin-routes.ts';
import { storiesRoutes } from './modules/stories/stories-routes.ts';
import { textsAdminRoutes } from './modules/texts/texts-admin-routes.ts';
import { usersAdminRoutes } from './modules/users/users-admin-routes.ts';
import { usersRoutes } from './modules/users/users-routes.ts';
import { staffRoleOf } from './modules/users/users-service.ts';
import { registerAuth, registerStaffCheck } from './plugins/auth.ts';
import { registerCaches } from './plugins/caches.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerControlCharacterCheck } from './plugins/control-characters.ts';
import { answerUnrouted, refusalOptions, registerErrorHandler } from './plugins/error-handler.ts';
import { type LogSettings, loggerOptions } from './plugins/logging.ts';
import { registerRateLimit } from './plugins/rate-limit.ts';
import { registerRequestLine } from './plugins/request-line.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { builtStorefront, registerStaticSite } from './plugins/static-site.ts';
import { registerApiDocs } from './plugins/swagger.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    /**
     * Where the public catalogue is read: a replica when DATABASE_READ_URL is set, else `db`. Never for a write, a
     * transaction, or what a customer reads back after writing.
     */
    readDb: Database;
    clock: Clock;
    /** Pictures kept in the folder or the bucket MEDIA_STORAGE names. */
    media: MediaStorage;
    /** Where this app's pictures' URLs start (MEDIA_BASE_URL, else /media/): every answer with a picture builds it here. */
    pictures: PictureUrls;
    /** The gateway PAYMENT_GATEWAY names, for the checkout and the bank's callback. */
    paymentGateway: PaymentGateway;
    /** The catalogue's listings and searches: this app's index of the published products, read from `readDb`. */
    catalogueSearch: CatalogueSearch<ProductSummary>;
  }
}

export interface AppDependencies {
  config: AppConfig;
  db: Database;
  /** A replica's pool for the public catalogue's reads (DATABASE_READ_URL); without it they go to `db`. */
  readDb?: Database;
  /** What to log and where; without it the app logs nothing. */
  log?: LogSettings;
  /** The time the services see; tests pass their own. */
  clock?: Clock;
}

/** Builds the whole shop server; the tests build it the same way with their own database. */
export async function buildApp({ config, db, readDb = db, log, clock = systemClock }: AppDependencies) {
  const trustProxy = config.TRUST_PROXY;
  const app = Fastify({
    logger: log ? loggerOptions(log) : false,
    // A hop count believes that many hops, the nearest first, whoever they are (Fastify's own reading of a number
    // believes none): the shop must then be reachable only through its proxies.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 6 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ...refusalOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('readDb', readDb);
  app.decorate('clock', clock);
  app.decorate('paymentGateway', createPaymentGateway(config, db, clock));
  const mediaFiles = await openMediaFiles(config);
  app.addHook('onClose', async () => mediaFiles.close());
  app.decorate('media', new MediaStorage(mediaFiles.files, (details, message) => app.log.warn(details, message)));
  app.decorate('pictures', new PictureUrls(config.MEDIA_BASE_URL));
  app.decorate('catalogueSearch', newCatalogueSearch(readDb, app.pictures, { heldCards: config.SEARCH_HELD_CARDS }));
  await registerCaches(app, { db, readDb });
  registerErrorHandler(app);
  const refuseUnrouted = answerUnrouted(app);
  // First of the hooks, so that refusals carry the headers too.
  registerSecurityHeaders(app, {
    inlineScripts: [starterScriptSource],
    imageOrigins: config.MEDIA_BASE_URL ? [new URL(config.MEDIA_BASE_URL).origin] : [],
  });
  app.addHook('onRequest', refuseInvalidHost);
  registerAuth(app, (token) => userOfToken(db, token));
  registerStaffCheck(app, (userId) => staffRoleOf(db, userId));
  // A supervisor's probe is answered however busy the shop is: a probe that waits in line looks like a dead process.
  if (config.REQUESTS_AT_ONCE > 0) {
    registerRequestLine(app, config.REQUESTS_AT_ONCE, { outsideLine: (request) => request.url.startsWith('/api/health/') });
  }
  registerControlCharacterCheck(app);
  await registerCompression(app, { keptBytes: config.COMPRESSED_ANSWERS_MB * 1024 * 1024 });

  // A CDN in front of the shop keeps only what says it may: API answers differ by customer (a cart, the favourites
  // marked on a listing) unless their route says otherwise.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  await registerApiDocs(app);
  // On PostgreSQL the counts are shared by every process on it; PGlite has one process, whose memory is enough.
  await registerRateLimit(app, engineOf(db) === 'postgres' ? sharedRateLimitStore(db) : undefined);
  await app.register(healthRoutes);
  await app.register(catalogueRoutes, { viewerOf });
  await app.register(sharedCataloguesRoutes);
  await app.register(announcementsRoutes);
  await app.register(storiesRoutes);
  await app.register(methodsRoutes);
  await app.register(checkoutRoutes);
  await app.register(cartRoutes);
  await app.register(gatewaysRoutes);
  await app.register(ordersRoutes);
  await app.register(paymentsRoutes);
  await app.register(settingsRoutes);
  await app.register(locationRoutes);
  await app.register(articlesRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(addressesRoutes);
  await app.register(favoritesRoutes);
  await app.register(schedulesRoutes);
  await app.register(signupLinksRoutes);
  await app.register(smsRoutes);
  // The back office: each module's admin routes, every one naming the permission it needs (checked by
  // registerStaffCheck), or the shop does not start.
  await app.register(async (admin) => {
    admin.addHook('onRoute', (route) => {
      if (!route.config?.staff) throw new Error(`${route.method} ${route.url} names no staff permission`);
    });
    await admin.register(usersAdminRoutes);
    await admin.register(customersAdminRoutes);
    await admin.register(auditAdminRoutes);
    await admin.register(ordersAdminRoutes);
    await admin.register(salesAdminRoutes);
    await admin.register(catalogueAdminRoutes);
    await admin.register(sharedCataloguesAdminRoutes);
    await admin.register(signupLinksAdminRoutes);
    await admin.register(storiesAdminRoutes);
    await admin.register(announcementsAdminRoutes);
    await admin.register(articlesAdminRoutes);
    await admin.register(methodsAdminRoutes);
    await admin.register(settingsAdminRoutes);
    await admin.register(textsAdminRoutes);
  });
  const webDistDir = builtStorefront(config.WEB_DIST_DIR);
  const sendPage = webDistDir ? await loadStorefrontPages(app, webDistDir) : undefined;
  await app.register(storefrontRoutes);
  await registerStaticSite(app, {
    mediaDir: config.MEDIA_STORAGE === 'disk' ? config.mediaDir : undefined,
    webDistDir,
    sendPage,
    refuseUnrouted,
  });
  return app;
}
