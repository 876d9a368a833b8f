import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AnnouncementMarquee } from './announcement-marquee.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

// Below the fold of every page: loaded after the page itself, to keep the first JavaScript small.
const FloatingContact = lazy(async () => ({ default: (await import('./floating-contact.tsx')).FloatingContact }));

/** Where the spec hides the marquee, and where it hides the header. */
const withoutMarquee = /^\/(profile|checkout|catalogs)(\/|$)/;
const withoutHeader = /^\/profile(\/|$)/;

export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', pb: { xs: 8, md: 0 } }}>
      {!withoutMarquee.test(pathname) && <AnnouncementMarquee />}
      {!withoutHeader.test(pathname) && <Header />}
      <Box component="main" id="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
      <Suspense fallback={null}>
        <FloatingContact />
      </Suspense>
      <ScrollToTop />
      <BottomNav />
      <ScrollRestoration />
    </Box>
  );
}
