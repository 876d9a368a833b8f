import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Payment } from '@shop/contract/order';
import { formatNumber, formatToman, toPersianDigits } from '@shop/contract/persian';
import { isolateNumbers } from '../../../lib/bidi-text.ts';
import { formatJalaliDateTime } from '../../../lib/jalali-date.ts';
import { type FoldingColumn, FoldingTable } from './folding-table.tsx';
import { PaidChip } from './order-status-chip.tsx';

const columns: FoldingColumn<Payment>[] = [
  { label: 'شناسه', cell: (payment) => formatNumber(payment.id) },
  { label: 'مبلغ', cell: (payment) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatToman(payment.amount)}</Box> },
  {
    label: 'وضعیت',
    cell: (payment) => <PaidChip paid={payment.approved} labels={['تأیید شده', 'در انتظار تأیید']} />,
  },
  {
    label: 'شماره تراکنش',
    narrow: 'fold',
    cell: (payment) => (payment.transaction_id ? <bdi dir="ltr">{toPersianDigits(payment.transaction_id)}</bdi> : '—'),
  },
  { label: 'روش پرداخت', narrow: 'fold', cell: (payment) => payment.payment_method_data.name },
  { label: 'توضیحات', narrow: 'fold', cell: (payment) => (payment.notes ? isolateNumbers(toPersianDigits(payment.notes)) : '—') },
  { label: 'تاریخ ثبت', narrow: 'fold', cell: (payment) => formatJalaliDateTime(payment.created_at) },
  { label: 'آخرین تغییر', narrow: 'fold', cell: (payment) => formatJalaliDateTime(payment.updated_at) },
];

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
