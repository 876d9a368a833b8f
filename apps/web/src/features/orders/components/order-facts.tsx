import Box from '@mui/material/Box';
import type { Order } from '@shop/contract/orders';
import { formatNumber, formatToman } from '@shop/contract/persian';
import { DefinitionRow } from '../../../components/ui/definition-row.tsx';
import { formatJalaliDateTime } from '../../../lib/jalali-date.ts';
import { payabilityOf } from '../api/payability.ts';
import { DeliveryRows } from './delivery-rows.tsx';
import { OrderStatusChip, PaymentStatusChip } from './order-status-chip.tsx';

export const ORDER_PAID_LABELS: [string, string] = ['پرداخت شده', 'پرداخت نشده'];

/** An order at a glance: its number, status, dates, how it is sent and paid, and what is left to pay. */
export function OrderFacts({ order }: { order: Order }) {
  const payability = payabilityOf(order);
  const open = payability === 'payable' || payability === 'awaiting-approval';
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, alignItems: 'center' }}>
      <DefinitionRow label="شماره سفارش">{formatNumber(order.id)}</DefinitionRow>
      <DefinitionRow label="وضعیت">
        <OrderStatusChip status={order.status} />
      </DefinitionRow>
      <DefinitionRow label="تاریخ ثبت">{formatJalaliDateTime(order.created_at)}</DefinitionRow>
      <DeliveryRows order={order} />
      {order.payment_method_data && <DefinitionRow label="روش پرداخت">{order.payment_method_data.name}</DefinitionRow>}
      <DefinitionRow label="وضعیت پرداخت">
        <PaymentStatusChip status={order.payment_status} />
      </DefinitionRow>
      {order.payment_status !== 'paid' && order.amount_paid > 0 && (
        <DefinitionRow label="پرداخت شده">{formatToman(order.amount_paid)}</DefinitionRow>
      )}
      {order.amount_refunded > 0 && <DefinitionRow label="مبلغ عودت‌شده">{formatToman(order.amount_refunded)}</DefinitionRow>}
      {/* A failed or cancelled order is owed nothing. */}
      {open && <DefinitionRow label="مانده قابل پرداخت">{formatToman(order.amount_outstanding)}</DefinitionRow>}
    </Box>
  );
}
