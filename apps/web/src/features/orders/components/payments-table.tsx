import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Payment } from '@shop/contract/orders';
import { formatNumber, formatToman, toPersianDigits } from '@shop/contract/persian';
import { isolateNumbers } from '../../../lib/bidi-text.ts';
import { formatJalaliDateTime } from '../../../lib/jalali-date.ts';
import { type FoldingColumn, FoldingTable } from './folding-table.tsx';
import { PaymentStateChip } from './order-status-chip.tsx';

const columns: FoldingColumn<Payment>[] = [
  { label: 'شناسه', cell: (payment) => formatNumber(payment.id) },
  { label: 'مبلغ', cell: (payment) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatToman(payment.amount)}</Box> },
  {
    label: 'وضعیت',
    cell: (payment) => <PaymentStateChip payment={payment} />,
  },
  {
    label: 'شماره تراکنش',
    narrow: 'fold',
    cell: (payment) => (payment.transaction_id ? <bdi dir="ltr">{toPersianDigits(payment.transaction_id)}</bdi> : '—'),
  },
  { label: 'روش پرداخت', narrow: 'fold', cell: (payment) => payment.payment_method_data.name },
  { label: 'توضیحات', narrow: 'fold', cell: paymentNotes },
  { label: 'تاریخ ثبت', narrow: 'fold', cell: (payment) => formatJalaliDateTime(payment.created_at) },
  { label: 'آخرین تغییر', narrow: 'fold', cell: (payment) => formatJalaliDateTime(payment.updated_at) },
];

/** The payment's own note, and why the store refused it. */
function paymentNotes(payment: Payment) {
  const notes = [payment.notes, payment.refusal_reason === null ? '' : `دلیل رد: ${payment.refusal_reason}`].filter(Boolean);
  return notes.length ? isolateNumbers(toPersianDigits(notes.join('، '))) : '—';
}

/** The order's payments: what was paid, how, and whether the store has approved it. */
export function PaymentsTable({ payments }: { payments: Payment[] }) {
  if (payments.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>هنوز پرداختی ثبت نشده است.</Typography>;
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <FoldingTable
        label="پرداخت‌ها"
        rows={payments}
        rowKey={(payment) => payment.id}
        rowName={(payment) => `پرداخت ${formatNumber(payment.id)}`}
        columns={columns}
      />
    </Box>
  );
}
