import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { paths } from '@shop/contract/paths';
import { formatNumber } from '@shop/contract/persian';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { cartLabel, useCartCount } from '../../features/cart/index.ts';
import { useSignedIn } from '../../lib/auth-token.ts';
import { SCROLL_TO_TOP_LABEL, scrollToTop, useScrolledDown } from './scroll-position.ts';

const ContactSheet = lazy(async () => ({ default: (await import('./contact-sheet.tsx')).ContactSheet }));

const items = [
  { to: '/', label: 'خانه', icon: <HomeOutlinedIcon /> },
  { to: paths.products, label: 'فروشگاه', icon: <StorefrontOutlinedIcon /> },
  { to: paths.cart, label: 'سبد خرید', icon: <ShoppingCartOutlinedIcon /> },
  { to: paths.favorites, label: 'علاقه‌مندی‌ها', icon: <FavoriteBorderIcon /> },
];

/** Six slots share a phone's width; MUI's least width of 80 px would push the last ones off a 390 px screen. */
const slotSx = { minWidth: 0, px: 0.5 } as const;

/**
 * The phone's bar at the bottom of the screen; desktops use the header. Its ends hold what would otherwise float
 * over the page on a phone: the store's contacts at the start, the way back to the top at the end.
 */
export function BottomNav() {
  const { pathname } = useLocation();
  const [contactOpen, setContactOpen] = useState(false);
  const scrolledDown = useScrolledDown();
  const signedIn = useSignedIn();
  const cartCount = useCartCount();
  const current = items.findLast((item) => (item.to === '/' ? pathname === '/' : pathname.startsWith(item.to)))?.to ?? false;
  return (
    <Paper
      component="nav"
      aria-label="پیمایش پایین صفحه"
      elevation={8}
      sx={{ position: 'fixed', bottom: 0, insetInline: 0, zIndex: 'appBar', display: { md: 'none' } }}
    >
      <BottomNavigation showLabels value={current}>
        <BottomNavigationAction
          label="تماس"
          icon={<PhoneOutlinedIcon />}
          aria-haspopup="dialog"
          onClick={() => setContactOpen(true)}
          sx={slotSx}
        />
        {items.map((item) => {
          const cart = item.to === paths.cart;
          // A visitor's cart is behind signing in, which comes back to it.
          const toSignIn = cart && !signedIn;
          return (
            <BottomNavigationAction
              key={item.to}
              component={RouterLink}
              to={toSignIn ? paths.signIn : item.to}
              state={toSignIn ? { from: paths.cart } : undefined}
              value={item.to}
              label={item.label}
              aria-label={cart ? cartLabel(cartCount) : undefined}
              icon={cart ? <CountBadge count={formatNumber(cartCount)}>{item.icon}</CountBadge> : item.icon}
              sx={slotSx}
            />
          );
        })}
        <BottomNavigationAction
          label="بالا"
          aria-label={SCROLL_TO_TOP_LABEL}
          icon={<KeyboardArrowUpIcon />}
          onClick={scrollToTop}
          // The slot keeps its place while hidden, so that the other five do not move as the page scrolls.
          sx={{ ...slotSx, visibility: scrolledDown ? 'visible' : 'hidden' }}
        />
      </BottomNavigation>
      {contactOpen && (
        <Suspense fallback={null}>
          <ContactSheet onClose={() => setContactOpen(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
