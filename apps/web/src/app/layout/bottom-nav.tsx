import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { paths } from '@shop/contract/paths';
import { Link as RouterLink, useLocation } from 'react-router';

const items = [
  { to: '/', label: 'خانه', icon: <HomeOutlinedIcon /> },
  { to: paths.products, label: 'فروشگاه', icon: <StorefrontOutlinedIcon /> },
  { to: paths.cart, label: 'سبد خرید', icon: <ShoppingCartOutlinedIcon /> },
  { to: paths.favorites, label: 'علاقه‌مندی‌ها', icon: <FavoriteBorderIcon /> },
];

/** The phone's bar at the bottom of the screen; desktops use the header. */
export function BottomNav() {
  const { pathname } = useLocation();
  const current = items.findLast((item) => (item.to === '/' ? pathname === '/' : pathname.startsWith(item.to)))?.to ?? false;
  return (
    <Paper
      component="nav"
      aria-label="پیمایش پایین صفحه"
      elevation={8}
      sx={{ position: 'fixed', bottom: 0, insetInline: 0, zIndex: 'appBar', display: { md: 'none' } }}
    >
      <BottomNavigation showLabels value={current}>
        {items.map((item) => (
          <BottomNavigationAction
            key={item.to}
            component={RouterLink}
            to={item.to}
            value={item.to}
            label={item.label}
            icon={item.icon}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
