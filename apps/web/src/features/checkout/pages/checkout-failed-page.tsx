import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@shop/contract/paths';
import { Link as RouterLink } from 'react-router';
import { PageHead } from '../../../components/ui/page-head.tsx';

const TITLE = 'پرداخت ناموفق بود';

/** `/checkout/failed`: where a payment cancelled or refused at the bank lands, with the way back to the shop. */
export function CheckoutFailedPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <PageHead title={TITLE} />
      <ErrorOutlinedIcon color="error" sx={{ fontSize: 72 }} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 1, mb: 2 }}>
        {TITLE}
      </Typography>
      <Typography sx={{ mb: 4, lineHeight: 2 }}>
        پرداخت سفارش شما انجام نشد. اگر مبلغی از حساب شما برداشته شده باشد، بانک آن را بازمی‌گرداند.
      </Typography>
      <Button variant="contained" size="large" component={RouterLink} to={paths.products}>
        بازگشت به فروشگاه
      </Button>
    </Container>
  );
}
