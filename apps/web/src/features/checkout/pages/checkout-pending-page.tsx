import HourglassTopOutlinedIcon from '@mui/icons-material/HourglassTopOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { paths } from '@shop/contract/paths';
import { formatNumber } from '@shop/contract/persian';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { usePaymentState } from '../api/checkout-queries.ts';

const TITLE = 'پرداخت در حال بررسی است';

/**
 * `/checkout/pending?order_key=…`: the bank's answer is not in yet (its server did not answer, or another tab is
 * verifying). The page asks every few seconds and goes on to the success or the failed page once the shop knows.
 */
export function CheckoutPendingPage() {
  const orderKey = useSearchParams()[0].get('order_key') || null;
  const state = usePaymentState(orderKey);
  if (!orderKey) return <Navigate to={paths.checkoutFailed()} replace />;
  if (state.data?.state === 'paid') return <Navigate to={paths.checkoutSuccess(orderKey)} replace />;
  if (state.data && state.data.state !== 'verifying') return <Navigate to={paths.checkoutFailed(orderKey)} replace />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <PageHead title={TITLE} />
      <HourglassTopOutlinedIcon color="info" sx={{ fontSize: 72 }} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 1, mb: 2 }}>
        {TITLE}
      </Typography>
      <Typography sx={{ mb: 3, lineHeight: 2 }}>
        {state.data ? `نتیجه پرداخت سفارش شماره ${formatNumber(state.data.order_id)} را از بانک می‌پرسیم.` : null} این صفحه را
        نبندید؛ به محض روشن شدن نتیجه، خودبه‌خود به صفحه بعد می‌روید. اگر پرداخت انجام نشده باشد، مبلغ به حساب شما بازمی‌گردد.
      </Typography>
      {state.isError ? (
        <LoadFailed error={state.error} onRetry={() => void state.refetch()} />
      ) : (
        <Box role="status" aria-label="در حال بررسی" sx={{ mb: 3 }}>
          <CircularProgress />
        </Box>
      )}
      <Button variant="text" size="large" component={RouterLink} to={paths.orderTracking(orderKey)}>
        مشاهده سفارش
      </Button>
    </Container>
  );
}
