import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Title } from 'react-admin';
import { Link } from 'react-router';

/** An address of the back office that names no page: said in Persian, with the way back to the dashboard. */
export function AdminNotFoundPage() {
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 8, px: 2, textAlign: 'center' }}>
      <Title title="صفحه پیدا نشد" />
      <SearchOffIcon sx={{ fontSize: 72, color: 'text.secondary' }} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        این صفحه در پنل مدیریت نیست
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 420, lineHeight: 2 }}>
        نشانی اشتباه است یا این صفحه دیگر وجود ندارد. از منو بخش مورد نظر را باز کنید.
      </Typography>
      <Button variant="contained" component={Link} to="/">
        بازگشت به داشبورد
      </Button>
    </Box>
  );
}
