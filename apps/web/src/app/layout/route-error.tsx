import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { messages } from '@shop/contract/messages';
import { Link as RouterLink } from 'react-router';

/** The spec's 500 page for anything a page throws while rendering. */
export function RouteError() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        ۵۰۰
      </Typography>
      <Typography sx={{ mb: 4 }}>{messages.somethingWentWrong}</Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        بازگشت به صفحه اصلی
      </Button>
    </Container>
  );
}
