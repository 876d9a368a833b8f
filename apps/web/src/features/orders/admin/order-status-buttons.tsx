import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PaymentKind } from '@shop/contract/methods';
import {
  type AdminOrder,
  type MONEY_DECISIONS,
  type OrderStatus,
  orderStatusLabel,
  STOCK_RETURNING_STATUSES,
} from '@shop/contract/orders';
import { ordersRoutes } from '@shop/contract/orders-routes';
import { formatNumber, formatToman } from '@shop/contract/persian';
import { type FormEvent, useState } from 'react';
import { RefundMethodField } from './order-payments.tsx';
import { useOrderAction } from './use-order-action.ts';

/** What each move does, as its button says it. */
const moveLabel: Record<OrderStatus, string> = {
  new: 'ثبت سفارش',
  created: 'ساخت سفارش',
  processing: 'شروع پردازش',
  completed: 'تکمیل سفارش',
  cancelled: 'لغو سفارش',
  failed: 'ناموفق',
  refunded: 'عودت سفارش',
};

const closing = (status: OrderStatus) => STOCK_RETURNING_STATUSES.includes(status);

type MoneyDecision = (typeof MONEY_DECISIONS)[number];

/**
 * Confirms a move; closing an order that holds money asks what becomes of it: sent back in full now (how, with which
 * reference), or, when cancelling, kept by the store to settle later.
 */
function MoveDialog({ order, status, onClose }: { order: AdminOrder; status: OrderStatus; onClose: () => void }) {
  const holdsMoney = closing(status) && order.amount_paid > 0;
  const [money, setMoney] = useState<MoneyDecision>('refund');
  const [method, setMethod] = useState<PaymentKind>('card_to_card');
  const [reference, setReference] = useState('');
  const { run, busy, errors } = useOrderAction();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = holdsMoney ? { status, money, refund_method: method, transaction_id: reference } : { status };
    const done = `وضعیت سفارش «${orderStatusLabel[status]}» شد.`;
    if (await run((api) => api.call(ordersRoutes.admin.changeStatus, { params: { id: order.id }, body }), done)) onClose();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="move-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="move-title">
          {moveLabel[status]} {formatNumber(order.id)}؟
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2">
            {[
              `وضعیت سفارش به «${orderStatusLabel[status]}» تغییر می‌کند و به خریدار پیامک فرستاده می‌شود.`,
              closing(status) ? 'موجودی کالاهای آن به انبار برمی‌گردد.' : '',
            ].join(' ')}
          </Typography>
          {holdsMoney && (
            <>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                این سفارش {formatToman(order.amount_paid)} پرداخت‌شده دارد. با این مبلغ چه شود؟
              </Typography>
              <RadioGroup value={money} onChange={(event) => setMoney(event.target.value as MoneyDecision)}>
                <FormControlLabel value="refund" control={<Radio />} label="همهٔ مبلغ به مشتری عودت داده شد" />
                {status === 'cancelled' && (
                  <FormControlLabel value="keep" control={<Radio />} label="فعلاً نزد فروشگاه بماند (عودت بعداً ثبت می‌شود)" />
                )}
              </RadioGroup>
              {errors.money && (
                <Typography variant="body2" sx={{ color: 'error.main' }}>
                  {errors.money}
                </Typography>
              )}
              {money === 'refund' && (
                <>
                  <RefundMethodField value={method} onChange={setMethod} error={errors.refund_method} />
                  <TextField
                    label="شماره پیگیری عودت"
                    value={reference}
                    onChange={(event) => setReference(event.target.value)}
                    error={Boolean(errors.transaction_id)}
                    helperText={errors.transaction_id}
                    slotProps={{ htmlInput: { dir: 'ltr' } }}
                  />
                </>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>انصراف</Button>
          <Button type="submit" variant="contained" color={closing(status) ? 'warning' : 'primary'} loading={busy}>
            {moveLabel[status]}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** A button for each status the order may move to now, each asking to be confirmed first. */
export function OrderStatusButtons({ order }: { order: AdminOrder }) {
  const [asked, setAsked] = useState<OrderStatus | null>(null);
  if (order.next_statuses.length === 0) return null;
  return (
    <>
      {order.next_statuses.map((status) => (
        <Button
          key={status}
          variant={closing(status) ? 'outlined' : 'contained'}
          color={closing(status) ? 'error' : 'primary'}
          onClick={() => setAsked(status)}
        >
          {moveLabel[status]}
        </Button>
      ))}
      {asked && <MoveDialog order={order} status={asked} onClose={() => setAsked(null)} />}
    </>
  );
}
