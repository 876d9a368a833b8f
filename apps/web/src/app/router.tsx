import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { productQueryOptions } from '../features/catalogue/api/catalogue-queries.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage } from './layout/not-found-page.tsx';
import { RouteError } from './layout/route-error.tsx';

/** Without a server-rendered page (the dev server) the first route's chunk is awaited with nothing shown. */
const NothingYet = () => null;

/** Each page is its own chunk, so the home page loads only what it shows. The server renders the same routes. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      HydrateFallback: NothingYet,
      children: [
        {
          // Pages fail inside the chrome: the header and footer stay, and a new path clears the error.
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import('../features/home/pages/home-page.tsx')).HomePage }),
            },
            {
              path: 'products',
              lazy: async () => ({
                Component: (await import('../features/catalogue/pages/product-list-page.tsx')).ProductListPage,
              }),
            },
            {
              path: 'products/:id',
              // The product is fetched while its page's code loads, not after.
              loader: ({ params }) => {
                const id = Number(params.id);
                if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(productQueryOptions(id));
                return null;
              },
              lazy: async () => ({ Component: (await import('../features/catalogue/pages/product-page.tsx')).ProductPage }),
            },
            {
              path: 'contacts',
              lazy: async () => ({ Component: (await import('../features/info/pages/contact-page.tsx')).ContactPage }),
            },
            {
              path: 'abouts',
              lazy: async () => ({ Component: (await import('../features/info/pages/about-page.tsx')).AboutPage }),
            },
            {
              path: 'auth/signin',
              lazy: async () => ({ Component: (await import('../features/auth/pages/signin-page.tsx')).SigninPage }),
            },
            {
              path: 'auth/otp',
              lazy: async () => ({ Component: (await import('../features/auth/pages/otp-page.tsx')).OtpPage }),
            },
            {
              // Its spinner and redirect are only for guarded pages: the storefront's first JavaScript goes without.
              lazy: async () => ({ Component: (await import('./signed-in-only.tsx')).SignedInOnly }),
              children: [
                {
                  path: 'profile',
                  lazy: async () => ({
                    Component: (await import('../features/profile/pages/profile-layout.tsx')).ProfileLayout,
                  }),
                  children: [
                    { index: true, element: <Navigate to="account" replace /> },
                    {
                      path: 'account',
                      lazy: async () => ({
                        Component: (await import('../features/profile/pages/account-page.tsx')).AccountPage,
                      }),
                    },
                    {
                      path: 'address',
                      lazy: async () => ({
                        Component: (await import('../features/profile/pages/addresses-page.tsx')).AddressesPage,
                      }),
                    },
                    {
                      path: 'favorites',
                      lazy: async () => ({
                        Component: (await import('../features/profile/pages/favorites-page.tsx')).FavoritesPage,
                      }),
                    },
                    {
                      path: 'schedules',
                      lazy: async () => ({
                        Component: (await import('../features/profile/pages/schedules-page.tsx')).SchedulesPage,
                      }),
                    },
                  ],
                },
                {
                  path: 'shop/profile',
                  lazy: async () => ({
                    Component: (await import('../features/profile/pages/shop-profile-page.tsx')).ShopProfilePage,
                  }),
                },
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

/** The path the catch-all route answers: the server gives it a 404. */
export const isNotFoundRoute = (route: RouteObject) => route.path === '*';
