import CloseIcon from '@mui/icons-material/Close';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import type { Order } from '@shop/contract/orders';
import { formatToman } from '@shop/contract/persian';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { lazyWhenOnline } from '../../../lib/offline.ts';
import { loadOrderPaymentForm } from '../../checkout/index.ts';
import { orderKeys } from '../api/order-keys.ts';
import { payabilityOf } from '../api/payability.ts';
import { OrderSection } from './order-section.tsx';

// Its schemas, zod and the transfer's calendar load when the customer sets out to pay, not with the order.
const OrderPaymentForm = lazyWhenOnline(loadOrderPaymentForm);

export const PAYMENT_PANEL_ID = 'order-payment';

/** The pay button (spec section 4: only for an unpaid order, and here only while the server would take a payment). */
export function PayButton({ order, open, onOpen }: { order: Order; open: boolean; onOpen: () => void }) {
  if (payabilityOf(order) !== 'payable') return null;
  return (
    <Button
      variant="contained"
      startIcon={<PaymentsOutlinedIcon />}
      aria-expanded={open}
      aria-controls={open ? PAYMENT_PANEL_ID : undefined}
      onClick={onOpen}
      sx={{ justifySelf: 'start' }}
    >
      پرداخت سفارش
    </Button>
  );
}

/** Why an unpaid order offers no pay button, when it is the customer's to know. */
export function PaymentNote({ order }: { order: Order }) {
  const payability = payabilityOf(order);
  if (payability === 'awaiting-approval') {
    return <Alert severity="info">رسید واریز شما ثبت شد؛ سفارش پس از تأیید واریز توسط فروشگاه پردازش می‌شود.</Alert>;
  }
  if (payability === 'payable' && order.payment_method_data?.kind === 'cash_on_delivery') {
    return <Alert severity="info">مبلغ {formatToman(order.amount_outstanding)} هنگام تحویل پرداخت می‌شود.</Alert>;
  }
  return null;
}

/**
 * The payment's form under its heading. It takes the focus when it opens, as the button said it would, and scrolls
 * clear of the storefront's sticky header, as the listing's results do.
 */
export function OrderPaymentPanel({ order, onClose }: { order: Order; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    panel.current?.focus();
    panel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);
  return (
    <Box id={PAYMENT_PANEL_ID} ref={panel} tabIndex={-1} sx={{ scrollMarginTop: { xs: 72, md: 88 }, outline: 'none' }}>
      <OrderSection
        title="پرداخت سفارش"
        action={
          <IconButton aria-label="بستن پرداخت" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        }
      >
        <Suspense fallback={<Skeleton variant="rounded" sx={{ height: 220, borderRadius: 2 }} />}>
          <OrderPaymentForm order={order} onPaid={() => queryClient.invalidateQueries({ queryKey: orderKeys.mine })} />
        </Suspense>
      </OrderSection>
    </Box>
  );
}
