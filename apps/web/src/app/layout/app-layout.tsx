import Box from '@mui/material/Box';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AfterHydration } from '../../components/ui/after-hydration.tsx';
import { HydrateOnVisible } from '../../components/ui/hydrate-on-visible.tsx';
import { AnnouncementMarquee, announcementsQuery } from '../../features/announcements/index.ts';
import type { ApiClient } from '../../lib/api-client.ts';
import { generalSettingsQuery } from '../../lib/store-settings.ts';
import { BottomNav } from './bottom-nav.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

// Below the fold of every page: loaded after the page itself, to keep the first JavaScript small.
const FloatingContact = lazy(async () => ({ default: (await import('./floating-contact.tsx')).FloatingContact }));
const ScrollToTop = lazy(async () => ({ default: (await import('./scroll-to-top.tsx')).ScrollToTop }));
const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

/** Where the spec hides the marquee, and where it hides the header. */
const withoutMarquee = /^\/(profile|checkout|catalogs)(\/|$)/;
const withoutHeader = /^\/profile(\/|$)/;

/** Fetches what the chrome shows at `pathname`, so that the server renders a page with it the first time. */
export function prefetchChrome(queryClient: QueryClient, api: ApiClient, pathname: string): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(generalSettingsQuery(api)),
    withoutMarquee.test(pathname) ? undefined : queryClient.prefetchQuery(announcementsQuery(api)),
  ]);
}

export function AppLayout() {
  const { pathname } = useLocation();
  // Marks the page as live once it is hydrated and its first screen's parts have had a frame to follow (the browser
  // tests wait for it).
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(() => document.documentElement.setAttribute('data-live', '')));
  }, []);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: { xs: 8, md: 0 } }}>
      <Box
        component="a"
        href="#main"
        // The first stop of the keyboard: past the moving announcements and the header, to the page itself.
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: 8,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'primary.dark',
          fontWeight: 700,
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        }}
      >
        پرش به محتوای اصلی
      </Box>
      {/* Boundaries split the server-rendered page's hydration into parts that yield to the browser in between. */}
      <Suspense>
        {!withoutMarquee.test(pathname) && <AnnouncementMarquee />}
        {!withoutHeader.test(pathname) && <Header />}
      </Suspense>
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
        <Suspense>
          <Outlet />
        </Suspense>
      </Box>
      <HydrateOnVisible>
        <Footer />
      </HydrateOnVisible>
      <AfterHydration>
        <FloatingContact />
        <ScrollToTop />
        <Toaster />
      </AfterHydration>
      <BottomNav />
      <ScrollRestoration />
    </Box>
  );
}
