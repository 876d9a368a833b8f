import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { paths } from '@shop/contract/paths';
import { formatNumber } from '@shop/contract/persian';
import { lazy, Suspense, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { AfterHydration } from '../../components/ui/after-hydration.tsx';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { cartLabel, loadCartModal, useCartCount } from '../../features/cart/index.ts';
import { ProductSearchFallback } from '../../features/catalogue/components/product-search-form.tsx';
import { useSignedIn } from '../../lib/auth-token.ts';
import { lazyWhenOnline } from '../../lib/offline.ts';
import { useGeneralSettings } from '../../lib/store-settings.ts';
import { useAccountEntry } from './account-entry.ts';
import { siteMenu } from './site-menu.ts';

// The search box and the phone menu come after the page: the first paint needs neither.
const ProductSearch = lazy(async () => ({
  default: (await import('../../features/catalogue/components/product-search.tsx')).ProductSearch,
}));
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu.tsx')).MobileMenu }));
const CartModal = lazyWhenOnline(loadCartModal);

/**
 * The cart with its live count, opening the cart's dialog for a customer; a visitor signs in first and comes back to
 * the cart. Without script it is a plain link to the cart page.
 */
function CartButton() {
  const signedIn = useSignedIn();
  const count = useCartCount();
  /** Null until first opened; it then stays mounted so that it can animate closed. */
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <IconButton
        component={RouterLink}
        to={signedIn ? paths.cart : paths.signIn}
        state={signedIn ? undefined : { from: paths.cart }}
        aria-label={cartLabel(count)}
        aria-haspopup={signedIn ? 'dialog' : undefined}
        onClick={(event) => {
          if (!signedIn) return;
          event.preventDefault();
          setOpen(true);
        }}
        sx={{ display: { xs: 'none', md: 'inline-flex' } }}
      >
        <CountBadge count={formatNumber(count)}>
          <ShoppingCartOutlinedIcon />
        </CountBadge>
      </IconButton>
      {open !== null && (
        <Suspense fallback={null}>
          <CartModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** 'Sign in' for a visitor, the profile for a customer: a labelled button on wider screens, an icon on a phone. */
function AccountLink() {
  const { to, label, state } = useAccountEntry();
  return (
    <>
      <Button
        component={RouterLink}
        to={to}
        state={state}
        variant="outlined"
        startIcon={<PersonOutlineIcon />}
        sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
      >
        {label}
      </Button>
      <IconButton component={RouterLink} to={to} state={state} aria-label={label} sx={{ display: { sm: 'none' } }}>
        <PersonOutlineIcon />
      </IconButton>
    </>
  );
}

export function Header() {
  const { data: settings } = useGeneralSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const blogUrl = settings?.blog_url;
  const title = settings?.store_title ?? 'فروشگاه تجهیزات پزشکی';

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 1, md: 2 }, minHeight: { xs: 60, md: 72 } }}>
          <IconButton
            aria-label="منو"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Box
            component={RouterLink}
            to={paths.home}
            aria-label={title}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'primary.main', textDecoration: 'none', flexShrink: 0 }}
          >
            <LocalHospitalIcon />
            <Typography component="span" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'inline' } }}>
              {title}
            </Typography>
          </Box>
          <Box component="nav" aria-label="منوی اصلی" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }}>
            {siteMenu.map((item) => (
              <Button
                key={item.to}
                component={NavLink}
                to={item.to}
                end
                color="inherit"
                sx={{ '&.active': { color: 'primary.main' } }}
              >
                {item.label}
              </Button>
            ))}
            {blogUrl && (
              <Button component="a" href={blogUrl} target="_blank" rel="noopener" color="inherit">
                وبلاگ
              </Button>
            )}
          </Box>
          <Box sx={{ flex: 1, maxWidth: 420, mx: 'auto' }}>
            <AfterHydration fallback={<ProductSearchFallback />}>
              <ProductSearch />
            </AfterHydration>
          </Box>
          <CartButton />
          <AccountLink />
        </Toolbar>
      </Container>
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileMenu title={title} items={siteMenu} blogUrl={blogUrl} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
