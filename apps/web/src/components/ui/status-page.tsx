import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@shop/contract/paths';
import { Link as RouterLink } from 'react-router';

/** A page that only says what went wrong, in big Persian digits, with the way back home. */
export function StatusPage({ code, message }: { code: string; message: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
        {code}
      </Typography>
      <Typography sx={{ mb: 4 }}>{message}</Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" size="large">
        بازگشت به صفحه اصلی
      </Button>
    </Container>
  );
}
