import AccessTimeIcon from '@mui/icons-material/AccessTime';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlineOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '@shop/contract/paths';
import { toPersianDigits } from '@shop/contract/persian';
import type { ReactElement } from 'react';
import { NavLink } from 'react-router';
import { useLogout, useProfile } from '../api/account-queries.ts';
import { AvatarEditor } from './avatar-editor.tsx';

interface Section {
  to: string;
  label: string;
  icon: ReactElement;
}

export const profileSections: Section[] = [
  { to: paths.account, label: 'حساب کاربری', icon: <PersonOutlineIcon /> },
  { to: paths.orders, label: 'سفارش‌ها', icon: <ReceiptLongOutlinedIcon /> },
  { to: paths.addresses, label: 'آدرس‌ها', icon: <LocationOnOutlinedIcon /> },
  { to: paths.favorites, label: 'علاقه‌مندی‌ها', icon: <FavoriteBorderIcon /> },
  { to: paths.schedules, label: 'ساعات کاری', icon: <AccessTimeIcon /> },
];

function Identity() {
  const { data: profile, isPending } = useProfile();
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'row', md: 'column' }, alignItems: 'center', gap: 2, p: 2 }}>
      <AvatarEditor profile={profile} size={72} />
      <Box sx={{ textAlign: { md: 'center' }, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }} noWrap>
          {isPending ? <Skeleton width={120} /> : profile?.full_name || 'مشتری گرامی'}
        </Typography>
        <Typography variant="body2" dir="ltr" sx={{ color: 'text.secondary', textAlign: { xs: 'right', md: 'center' } }}>
          {isPending ? <Skeleton width={100} /> : toPersianDigits(profile?.mobile_number ?? '')}
        </Typography>
      </Box>
    </Box>
  );
}

/** The profile's picture, name and sections: a column beside the page on desktops, a strip above it on phones. */
export function ProfileSidebar() {
  const logout = useLogout();
  return (
    <Paper variant="outlined" component="aside" sx={{ borderRadius: 3, alignSelf: 'start', overflow: 'hidden' }}>
      <Identity />
      <Box component="nav" aria-label="بخش‌های حساب کاربری">
        {/* A ul would hold links and buttons, not list items, which axe reports as a broken list. */}
        <List component="div" sx={{ display: { xs: 'none', md: 'block' }, borderTop: 1, borderColor: 'divider' }}>
          {profileSections.map((section) => (
            <ListItemButton
              key={section.to}
              component={NavLink}
              to={section.to}
              sx={{ '&.active': { bgcolor: 'action.selected', color: 'primary.dark', '& svg': { color: 'primary.dark' } } }}
            >
              <ListItemIcon>{section.icon}</ListItemIcon>
              <ListItemText primary={section.label} />
            </ListItemButton>
          ))}
          <ListItemButton disabled>
            <ListItemIcon>
              <AccountBalanceWalletOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary="حسابداری" secondary="به‌زودی" />
          </ListItemButton>
          <ListItemButton onClick={() => logout.mutate()} disabled={logout.isPending} sx={{ color: 'error.main' }}>
            <ListItemIcon>
              <LogoutIcon color="error" />
            </ListItemIcon>
            <ListItemText primary="خروج از حساب" />
          </ListItemButton>
        </List>
        <Box
          sx={{
            display: { xs: 'flex', md: 'none' },
            gap: 1,
            px: 2,
            pb: 2,
            flexWrap: 'wrap',
          }}
        >
          {profileSections.map((section) => (
            <Chip
              key={section.to}
              component={NavLink}
              to={section.to}
              clickable
              icon={section.icon}
              label={section.label}
              variant="outlined"
              sx={{ '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText', '& svg': { color: 'inherit' } } }}
            />
          ))}
          <Chip
            clickable
            icon={<LogoutIcon />}
            label="خروج"
            color="error"
            variant="outlined"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
          />
        </Box>
      </Box>
    </Paper>
  );
}
