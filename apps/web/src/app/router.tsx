import { pathPatterns, paths } from '@shop/contract/paths';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense } from 'react';
import { type LoaderFunction, matchRoutes, Navigate, type Params, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/ui/not-found-page.tsx';
import { OfflineNotice } from '../components/ui/offline-notice.tsx';
import { prefetchListingPage, productQueryOptions } from '../features/catalogue/index.ts';
import { prefetchHomePage } from '../features/home/index.ts';
import type { ApiClient } from '../lib/api-client.ts';
import { isDeviceOffline, lazyWhenOnline } from '../lib/offline.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { RouteError } from './layout/route-error.tsx';

/** Without a server-rendered page (the dev server) the first route's chunk is awaited with nothing shown. */
const NothingYet = () => null;

type PageModule = Record<string, ComponentType>;

/** The page modules, each its own chunk, by their path from this folder. */
const pageModules = import.meta.glob<PageModule>(['../features/*/pages/*.tsx', './signed-in-only.tsx']);

export interface PageHandle {
  /** The page module's path from the web app's root, as the build's manifest names its chunk. */
  module: string;
  /**
   * What the page shows at `url`, fetched by the server before its first render, so that it renders the page once.
   * The browser's page fetches the same itself (a page reached from the one before may read it differently).
   */
  prefetch?: (url: URL) => Promise<unknown>;
}

/**
 * A route whose component is the export `name` of the page module at `file`, loaded when first shown. Its handle
 * names the module, so that the server can have the browser fetch the chunk along with the entry.
 */
function page(file: string, name: string, prefetch?: PageHandle['prefetch']): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = pageModules[file];
  if (!load) throw new Error(`no page module at ${file}`);
  const handle: PageHandle = { module: new URL(file, 'file:///src/app/').pathname.slice(1), prefetch };
  const loadPage = async () => {
    const Component = (await load())[name];
    if (!Component) throw new Error(`${file} exports no ${name}`);
    return Component;
  };
  return {
    handle,
    lazy: async () => {
      try {
        return { Component: await loadPage() };
      } catch (error) {
        if (!isDeviceOffline()) throw error;
        // React Router keeps a route's failed load for good (it would be the 500 page until a reload): offline, the
        // route says why it waits instead, and shows the page once its code has loaded with the network back.
        const Page = lazyWhenOnline(loadPage);
        return {
          element: (
            <Suspense fallback={<OfflineNotice />}>
              <Page />
            </Suspense>
          ),
        };
      }
    },
  };
}

/**
 * A loader that starts what its page shows while the page's code loads, not after, and waits for none of it. Offline
 * it starts nothing: a prefetch failed offline would stay failed, as a page does not ask again on mounting, where the
 * page itself asks once shown and again on reconnecting.
 */
const startWhileOnline =
  (start: (params: Params) => unknown): LoaderFunction =>
  ({ params }) => {
    if (!isDeviceOffline()) void start(params);
    return null;
  };

/** Each page is its own chunk, so the home page loads only what it shows. The server renders the same routes. */
export function createRoutes(queryClient: QueryClient, api: ApiClient): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      HydrateFallback: NothingYet,
      // What the chrome itself throws (a part of it whose code could not load) ends here, without the chrome.
      errorElement: <RouteError />,
      children: [
        {
          // Pages fail inside the chrome: the header and footer stay, and a new path clears the error.
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              loader: startWhileOnline(() => prefetchHomePage(queryClient, api)),
              ...page('../features/home/pages/home-page.tsx', 'HomePage'),
            },
            {
              path: paths.products,
              ...page('../features/catalogue/pages/product-list-page.tsx', 'ProductListPage', (url) =>
                prefetchListingPage(queryClient, api, url),
              ),
            },
            {
              path: pathPatterns.product,
              loader: startWhileOnline((params) => {
                const id = Number(params.id);
                return Number.isInteger(id) && id > 0 ? queryClient.prefetchQuery(productQueryOptions(api, id)) : undefined;
              }),
              ...page('../features/catalogue/pages/product-page.tsx', 'ProductPage'),
            },
            { path: paths.contacts, ...page('../features/info/pages/contact-page.tsx', 'ContactPage') },
            { path: paths.about, ...page('../features/info/pages/about-page.tsx', 'AboutPage') },
            { path: paths.signIn, ...page('../features/auth/pages/signin-page.tsx', 'SigninPage') },
            { path: paths.otp, ...page('../features/auth/pages/otp-page.tsx', 'OtpPage') },
            {
              path: pathPatterns.checkoutSuccess,
              ...page('../features/orders/pages/checkout-success-page.tsx', 'CheckoutSuccessPage'),
            },
            {
              path: pathPatterns.checkoutFailed,
              ...page('../features/checkout/pages/checkout-failed-page.tsx', 'CheckoutFailedPage'),
            },
            {
              path: pathPatterns.checkoutPending,
              ...page('../features/checkout/pages/checkout-pending-page.tsx', 'CheckoutPendingPage'),
            },
            {
              path: pathPatterns.orderTracking,
              ...page('../features/orders/pages/order-tracking-page.tsx', 'OrderTrackingPage'),
            },
            { path: pathPatterns.catalogue, ...page('../features/shared-catalogues/pages/catalogue-page.tsx', 'CataloguePage') },
            { path: pathPatterns.signupLink, ...page('../features/signup-links/pages/signup-link-page.tsx', 'SignupLinkPage') },
            {
              // Its spinner and redirect are only for guarded pages: the storefront's first JavaScript goes without.
              ...page('./signed-in-only.tsx', 'SignedInOnly'),
              children: [
                {
                  path: paths.profile,
                  ...page('../features/users/pages/profile-layout.tsx', 'ProfileLayout'),
                  children: [
                    { index: true, element: <Navigate to={paths.account} replace /> },
                    { path: paths.account, ...page('../features/users/pages/account-page.tsx', 'AccountPage') },
                    { path: paths.orders, ...page('../features/orders/pages/orders-page.tsx', 'OrdersPage') },
                    { path: pathPatterns.order, ...page('../features/orders/pages/order-page.tsx', 'OrderPage') },
                    { path: paths.addresses, ...page('../features/addresses/pages/addresses-page.tsx', 'AddressesPage') },
                    { path: paths.favorites, ...page('../features/catalogue/pages/favorites-page.tsx', 'FavoritesPage') },
                    { path: paths.schedules, ...page('../features/schedules/pages/schedules-page.tsx', 'SchedulesPage') },
                  ],
                },
                {
                  path: paths.nameCompletion,
                  ...page('../features/users/pages/shop-profile-page.tsx', 'ShopProfilePage'),
                },
                { path: paths.cart, ...page('../features/cart/pages/cart-page.tsx', 'CartPage') },
                { path: paths.checkout, ...page('../features/checkout/pages/checkout-page.tsx', 'CheckoutPage') },
              ],
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ];
}

/** Loads the code of the routes that match `location`, so that the browser's first render matches the server's. */
export async function loadMatchedRoutes(routes: RouteObject[], location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** The page modules of the matched routes, as the build's manifest names them. */
const handlesOf = (matches: { route: RouteObject }[]) =>
  matches.flatMap(({ route }) => (route.handle ? [route.handle as PageHandle] : []));

export const matchedPageModules = (matches: { route: RouteObject }[]) => handlesOf(matches).map((handle) => handle.module);

/** What the matched pages show at `url`, for the server's first render. */
export const prefetchMatchedPages = (matches: { route: RouteObject }[], url: URL) =>
  Promise.all(handlesOf(matches).map((handle) => handle.prefetch?.(url)));
