import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AnnouncementMarquee } from './announcement-marquee.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { FloatingContact } from './floating-contact.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

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
      <FloatingContact />
      <ScrollToTop />
      <BottomNav />
      <ScrollRestoration />
    </Box>
  );
}
