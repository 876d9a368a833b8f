import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { paths } from '@shop/contract/paths';
import { Outlet, Link as RouterLink } from 'react-router';
import { ProfileSidebar } from '../components/profile-sidebar.tsx';

/** `/profile/*`: the spec hides the shop's header here; the way back to the shop stays at the top. */
export function ProfileLayout() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button component={RouterLink} to={paths.home} startIcon={<ArrowForwardIcon />} sx={{ mb: 2 }}>
        بازگشت به فروشگاه
      </Button>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, gap: { xs: 2, md: 3 } }}>
        <ProfileSidebar />
        <Box component="section" sx={{ minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    </Container>
  );
}
