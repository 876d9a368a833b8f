import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type Order, orderStatusLabel, paymentState } from '@shop/contract/orders';
import { paths } from '@shop/contract/paths';
import { formatNumber, formatToman, toPersianDigits } from '@shop/contract/persian';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { DefinitionRow } from '../../../components/ui/definition-row.tsx';
import { LineSummary } from '../../../components/ui/line-summary.tsx';
import { OrderSums } from '../../../components/ui/order-sums.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { cartKeys } from '../../cart/index.ts';
import { useTrackedOrder } from '../api/order-queries.ts';
import { DeliveryRows } from '../components/delivery-rows.tsx';

const TITLE = 'سفارش شما ثبت شد';

/** What the customer is to expect of the payment: paid, waiting for the store to see the transfer, or paid on delivery. */
function paymentNote(order: Order): { severity: 'success' | 'info'; text: string } {
  if (order.is_paid) return { severity: 'success', text: `مبلغ ${formatToman(order.amount_paid)} پرداخت شد.` };
  if (order.payments.some((payment) => paymentState(payment) === 'awaiting')) {
    return { severity: 'info', text: 'رسید واریز شما ثبت شد؛ سفارش پس از تأیید واریز توسط فروشگاه پردازش می‌شود.' };
  }
  if (order.payment_method_data?.kind === 'cash_on_delivery') {
    return { severity: 'info', text: `مبلغ ${formatToman(order.amount_outstanding)} هنگام تحویل پرداخت می‌شود.` };
  }
  return { severity: 'info', text: `مبلغ ${formatToman(order.amount_outstanding)} هنوز پرداخت نشده است.` };
}

/** The bank's reference of the order's online payment (شماره پیگیری), what the customer quotes to the bank or the store. */
const bankReference = (order: Order) =>
  order.payments.find((payment) => payment.payment_method_data.kind === 'gateway' && payment.approved && !payment.is_refund)
    ?.transaction_id ?? null;

function OrderDetails({ order }: { order: Order }) {
  const note = paymentNote(order);
  const reference = bankReference(order);
  return (
    <Box sx={{ display: 'grid', gap: 2, textAlign: 'start' }}>
      <Alert severity={note.severity}>{note.text}</Alert>
      <Paper variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
          <DefinitionRow label="شماره سفارش">{formatNumber(order.id)}</DefinitionRow>
          {reference && <DefinitionRow label="شماره پیگیری بانک">{toPersianDigits(reference)}</DefinitionRow>}
          <DefinitionRow label="وضعیت">{orderStatusLabel[order.status]}</DefinitionRow>
          <DeliveryRows order={order} />
        </Box>
      </Paper>
      <Paper
        component="section"
        aria-label="کالاهای سفارش"
        variant="outlined"
        sx={{ borderRadius: 3, p: 2, display: 'grid', gap: 2 }}
      >
        <LineSummary label="کالاهای سفارش" lines={order.items} />
        <OrderSums
          subtotal={order.items_subtotal}
          discount={order.items_discount}
          shippingCost={order.shipping_cost}
          total={order.total}
        />
      </Paper>
    </Box>
  );
}

/**
 * `/checkout/success?order_key=…`: where an order lands once placed, at once or back from the bank. It shows what was
 * bought and how it is paid, and leads to the order's tracking page, which needs the key.
 */
export function CheckoutSuccessPage() {
  const key = useSearchParams()[0].get('order_key') || null;
  const order = useTrackedOrder(key);
  const queryClient = useQueryClient();
  // The order emptied the cart: the badge and the cart page read it again.
  useEffect(() => void queryClient.invalidateQueries({ queryKey: cartKeys.all }), [queryClient]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 }, textAlign: 'center' }}>
      <PageHead title={TITLE} />
      <CheckCircleOutlinedIcon color="success" sx={{ fontSize: 72 }} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mt: 1, mb: 3 }}>
        {TITLE}
      </Typography>
      {order.data ? (
        <OrderDetails order={order.data} />
      ) : key && order.isPending ? (
        <Box aria-busy sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" sx={{ height: 48 }} />
          <Skeleton variant="rounded" sx={{ height: 160, borderRadius: 3 }} />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap', mt: 3 }}>
        {key ? (
          <Button variant="contained" size="large" component={RouterLink} to={paths.orderTracking(key)}>
            مشاهده سفارش
          </Button>
        ) : (
          // Without its key no order can be found: the spec keeps the button, disabled.
          <Button variant="contained" size="large" disabled>
            مشاهده سفارش
          </Button>
        )}
        <Button variant="outlined" size="large" component={RouterLink} to={paths.products}>
          بازگشت به فروشگاه
        </Button>
      </Box>
    </Container>
  );
}
