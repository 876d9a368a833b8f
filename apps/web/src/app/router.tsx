import { createBrowserRouter } from 'react-router';
import { productQueryOptions } from '../features/catalog/api/catalog-queries.ts';
import { AppLayout } from './layout/app-layout.tsx';
import { NotFoundPage } from './layout/not-found-page.tsx';
import { RouteError } from './layout/route-error.tsx';
import { queryClient } from './providers.tsx';

/** Each page is its own chunk, so the home page loads only what it shows. */
export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    // Pages load their own data; nothing is rendered on the server to hydrate.
    HydrateFallback: () => null,
    children: [
      {
        // Pages fail inside the chrome: the header and footer stay, and a new path clears the error.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: async () => ({ Component: (await import('../features/home/pages/home-page.tsx')).HomePage }) },
          {
            path: 'products',
            lazy: async () => ({ Component: (await import('../features/catalog/pages/product-list-page.tsx')).ProductListPage }),
          },
          {
            path: 'products/:id',
            loader: ({ params }) => {
              const id = Number(params.id);
              if (Number.isInteger(id) && id > 0) void queryClient.prefetchQuery(productQueryOptions(id));
              return null;
            },
            lazy: async () => ({ Component: (await import('../features/catalog/pages/product-page.tsx')).ProductPage }),
          },
          {
            path: 'contacts',
            lazy: async () => ({ Component: (await import('../features/info/pages/contact-page.tsx')).ContactPage }),
          },
          {
            path: 'abouts',
            lazy: async () => ({ Component: (await import('../features/info/pages/about-page.tsx')).AboutPage }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
