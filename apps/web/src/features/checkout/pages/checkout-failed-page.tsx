import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '@shop/contract/paths';
import type { OrderPaymentState } from '@shop/contract/payments';
import { formatJalaliDate, formatNumber, formatToman } from '@shop/contract/persian';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { formatTehranTime } from '../../../lib/jalali-date.ts';
import { usePaymentState, usePayOrder, usePutBackInCart } from '../api/checkout-queries.ts';
import { useFollowPaymentAnswer } from '../api/use-follow-payment-answer.ts';
import { OrderPaymentForm } from '../components/order-payment-form.tsx';

const TITLE = 'پرداخت ناموفق بود';

function BackToShop() {
  return (
    <Button variant="text" size="large" component={RouterLink} to={paths.products}>
      بازگشت به فروشگاه
    </Button>
  );
}

/** An order still to pay: again the same way in one tap, another way, or its items back in the cart. */
function PayAgain({ orderKey, state }: { orderKey: string; state: OrderPaymentState }) {
  const pay = usePayOrder(() => undefined);
  const followAnswer = useFollowPaymentAnswer();
  const putBack = usePutBackInCart();
  const navigate = useNavigate();
  const [otherWay, setOtherWay] = useState(state.payment_method === null);
  const method = state.payment_method;
  return (
    <Box sx={{ display: 'grid', gap: 2, textAlign: 'start' }}>
      <Paper variant="outlined" sx={{ borderRadius: 3, p: 2, display: 'grid', gap: 1 }}>
        <Typography>
          سفارش شماره <strong>{formatNumber(state.order_id)}</strong> ثبت شده و منتظر پرداخت است.
        </Typography>
        <Typography>
          مبلغ قابل پرداخت: <strong>{formatToman(state.amount_outstanding)}</strong>
        </Typography>
        {state.reserved_until && (
          <Alert severity="info">
            کالاهای این سفارش تا ساعت {formatTehranTime(state.reserved_until)} (به وقت تهران) روز{' '}
            {formatJalaliDate(state.reserved_until)} برای شما نگه داشته می‌شوند.
          </Alert>
        )}
      </Paper>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center' }}>
        {method !== null && (
          <Button
            variant="contained"
            size="large"
            loading={pay.isPending}
            onClick={() =>
              pay.mutate({ payment: { order_key: orderKey, payment_method: method }, receipt: null }, { onSuccess: followAnswer })
            }
          >
            پرداخت مجدد
          </Button>
        )}
        {!otherWay && (
          <Button variant="outlined" size="large" onClick={() => setOtherWay(true)}>
            پرداخت با روش دیگر
          </Button>
        )}
        <Button
          variant="outlined"
          size="large"
          color="secondary"
          loading={putBack.isPending}
          onClick={() => putBack.mutate(orderKey, { onSuccess: () => void navigate(paths.cart) })}
        >
          بازگرداندن کالاها به سبد خرید
        </Button>
      </Box>
      {otherWay && (
        <Paper component="section" aria-label="پرداخت با روش دیگر" variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
          <OrderPaymentForm order={{ key: orderKey, amount_outstanding: state.amount_outstanding }} onPaid={() => undefined} />
        </Paper>
      )}
    </Box>
  );
}

/** The failed page's body for an order named by its key: what became of it, and what the customer may do now. */
function FailedOrder({ orderKey }: { orderKey: string }) {
  const state = usePaymentState(orderKey);
  if (state.data?.state === 'paid') return <Navigate to={paths.checkoutSuccess(orderKey)} replace />;
  if (state.data?.state === 'verifying') return <Navigate to={paths.checkoutPending(orderKey)} replace />;
  if (state.data?.state === 'unpaid') return <PayAgain orderKey={orderKey} state={state.data} />;
  if (state.data?.state === 'closed') {
    return (
      <Alert severity="warning" sx={{ textAlign: 'start' }}>
        سفارش شماره {formatNumber(state.data.order_id)} دیگر قابل پرداخت نیست.
      </Alert>
    );
  }
  if (state.isError) return <LoadFailed error={state.error} onRetry={() => void state.refetch()} />;
  return <Skeleton variant="rounded" sx={{ height: 160, borderRadius: 3 }} />;
}

/**
 * `/checkout/failed?order_key=…`: where a payment cancelled or refused at the bank lands. The order waits, reserved:
 * the customer pays it again, another way, or takes its items back into the cart.
 */
export function CheckoutFailedPage() {
  const orderKey = useSearchParams()[0].get('order_key') || null;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <PageHead title={TITLE} />
      <ErrorOutlinedIcon color="error" sx={{ fontSize: 72 }} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 1, mb: 2 }}>
        {TITLE}
      </Typography>
      <Typography sx={{ mb: 3, lineHeight: 2 }}>
        پرداخت سفارش شما انجام نشد. اگر مبلغی از حساب شما برداشته شده باشد، بانک آن را بازمی‌گرداند.
      </Typography>
      {orderKey && <FailedOrder orderKey={orderKey} />}
      <Box sx={{ mt: 2 }}>
        <BackToShop />
      </Box>
    </Container>
  );
}
