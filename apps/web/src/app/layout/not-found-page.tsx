import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { messages } from '@shop/contract/messages';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage() {
  useEffect(() => {
    document.title = `${messages.pageNotFound} | فروشگاه تجهیزات پزشکی`;
  }, []);
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
        ۴۰۴
      </Typography>
      <Typography sx={{ mb: 4 }}>{messages.pageNotFound}</Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        بازگشت به صفحه اصلی
      </Button>
    </Container>
  );
}
