import Chip from '@mui/material/Chip';
import {
  type OrderStatus,
  orderStatusColor,
  orderStatusLabel,
  type Payment,
  type PaymentState,
  type PaymentStatus,
  paymentState,
  paymentStateLabel,
  paymentStatusLabel,
} from '@shop/contract/orders';

/**
 * The spec's colour names as shades dark enough for white text on a small chip (at least 4.5:1): a plain «orange»
 * or «green» would not be read.
 */
const SHADES: Record<string, string> = {
  green: '#2e7d32',
  blue: '#1565c0',
  orange: '#bf360c',
  red: '#c62828',
  purple: '#6a1b9a',
  black: '#212121',
};

/** An order's status in its colour (spec section 4). */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return (
    <Chip
      size="small"
      label={orderStatusLabel[status]}
      sx={{ bgcolor: SHADES[orderStatusColor[status]], color: 'common.white', fontWeight: 600 }}
    />
  );
}

/** Whether a payment, or an order as a whole, is paid: green when it is, grey while it waits. */
export function PaidChip({ paid, labels }: { paid: boolean; labels: [paid: string, unpaid: string] }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={paid ? labels[0] : labels[1]}
      color={paid ? 'success' : 'default'}
      sx={{ fontWeight: 600 }}
    />
  );
}

const PAYMENT_STATE_COLOR: Record<PaymentState, 'success' | 'default' | 'error' | 'info'> = {
  approved: 'success',
  awaiting: 'default',
  refused: 'error',
  refund: 'info',
};

/** Where a payment stands: approved, waiting for the store, refused by it, or a refund. */
export function PaymentStateChip({ payment }: { payment: Pick<Payment, 'approved' | 'is_refund' | 'refusal_reason'> }) {
  const state = paymentState(payment);
  return (
    <Chip
      size="small"
      variant="outlined"
      label={paymentStateLabel[state]}
      color={PAYMENT_STATE_COLOR[state]}
      sx={{ fontWeight: 600 }}
    />
  );
}

const PAYMENT_STATUS_COLOR: Record<PaymentStatus, 'success' | 'default' | 'warning' | 'info'> = {
  unpaid: 'default',
  partly_paid: 'warning',
  paid: 'success',
  partly_refunded: 'info',
  refunded: 'info',
};

/** Where an order's money stands as a whole: unpaid, partly or wholly paid, partly or wholly sent back. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={paymentStatusLabel[status]}
      color={PAYMENT_STATUS_COLOR[status]}
      sx={{ fontWeight: 600 }}
    />
  );
}
