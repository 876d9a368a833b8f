import { addressesRoutes } from './addresses-routes.ts';
import { announcementsRoutes } from './announcements-routes.ts';
import { articlesRoutes } from './articles-routes.ts';
import { auditRoutes } from './audit-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { cartRoutes } from './cart-routes.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import { checkoutRoutes } from './checkout-routes.ts';
import { customersRoutes } from './customers-routes.ts';
import { favoritesRoutes } from './favorites-routes.ts';
import { healthRoutes } from './health-routes.ts';
import { locationRoutes } from './location-routes.ts';
import { methodsRoutes } from './methods-routes.ts';
import { ordersRoutes } from './orders-routes.ts';
import { paymentsRoutes } from './payments-routes.ts';
import { salesRoutes } from './sales-routes.ts';
import { schedulesRoutes } from './schedules-routes.ts';
import { settingsRoutes } from './settings-routes.ts';
import { sharedCataloguesRoutes } from './shared-catalogues-routes.ts';
import { signupLinksRoutes } from './signup-links-routes.ts';
import { smsRoutes } from './sms-routes.ts';
import { storiesRoutes } from './stories-routes.ts';
import { textsRoutes } from './texts-routes.ts';
import { usersRoutes } from './users-routes.ts';

/**
 * Every call of the API, by feature, each written once in its feature's routes file (`<feature>-routes.ts`, beside
 * the feature's schemas): the API registers these routes (apps/api/src/lib/serve.ts), the web calls them
 * (apps/web/src/lib/api-client.ts) and /api/openapi.json documents them. A feature's back-office routes are its
 * `admin`. The browser's bundle holds only each route's method and path (apps/web/vite.config.ts).
 */
export const routes = {
  health: healthRoutes,
  catalogue: catalogueRoutes,
  sharedCatalogues: sharedCataloguesRoutes,
  announcements: announcementsRoutes,
  stories: storiesRoutes,
  methods: methodsRoutes,
  checkout: checkoutRoutes,
  cart: cartRoutes,
  orders: ordersRoutes,
  payments: paymentsRoutes,
  sales: salesRoutes,
  settings: settingsRoutes,
  location: locationRoutes,
  articles: articlesRoutes,
  auth: authRoutes,
  users: usersRoutes,
  addresses: addressesRoutes,
  favorites: favoritesRoutes,
  schedules: schedulesRoutes,
  signupLinks: signupLinksRoutes,
  sms: smsRoutes,
  customers: customersRoutes,
  audit: auditRoutes,
  texts: textsRoutes,
};
