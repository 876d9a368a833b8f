import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminOrder, AdminPayment } from '@shop/contract/orders';
import { ordersRoutes } from '@shop/contract/orders-routes';
import { formatNumber, formatToman, parseWholeNumber, toPersianDigits } from '@shop/contract/persian';
import { type FormEvent, useState } from 'react';
import { Confirm } from 'react-admin';
import { DefinitionRow } from '../../../components/ui/definition-row.tsx';
import { isolateNumbers } from '../../../lib/bidi-text.ts';
import { formatJalaliDateTime } from '../../../lib/jalali-date.ts';
import { PaymentStateChip } from '../components/order-status-chip.tsx';
import { useOrderAction } from './use-order-action.ts';

/** One payment: its amount and state, how it was paid, the receipt picture, and for a transfer to check, the decision. */
function PaymentCard({ order, payment }: { order: AdminOrder; payment: AdminPayment }) {
  const [approving, setApproving] = useState(false);
  const [refusing, setRefusing] = useState(false);
  const { run, busy } = useOrderAction();
  const params = { id: order.id, paymentId: payment.id };
  const approve = async () => {
    await run(
      (api) => api.call(ordersRoutes.admin.approvePayment, { params }),
      `پرداخت ${formatToman(payment.amount)} تأیید شد.`,
    );
    setApproving(false);
  };
  return (
    <Box
      component="li"
      aria-label={`پرداخت ${formatNumber(payment.id)}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 1.5, display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, flex: 1 }}>{formatToman(payment.amount)}</Typography>
        <PaymentStateChip payment={payment} />
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.75, maxWidth: '32rem', '& dd': { overflowWrap: 'anywhere' } }}>
        <DefinitionRow label="روش">{payment.payment_method_data.name}</DefinitionRow>
        {payment.transaction_id && (
          <DefinitionRow label="شماره تراکنش">
            <bdi dir="ltr">{toPersianDigits(payment.transaction_id)}</bdi>
          </DefinitionRow>
        )}
        {payment.card_pan && (
          <DefinitionRow label="کارت">
            <bdi dir="ltr">{toPersianDigits(payment.card_pan)}</bdi>
          </DefinitionRow>
        )}
        <DefinitionRow label="ثبت">{formatJalaliDateTime(payment.created_at)}</DefinitionRow>
        {payment.notes && <DefinitionRow label="توضیحات">{isolateNumbers(toPersianDigits(payment.notes))}</DefinitionRow>}
        {payment.refusal_reason && <DefinitionRow label="دلیل رد">{payment.refusal_reason}</DefinitionRow>}
      </Box>
      {payment.receipt && (
        <Box component="a" href={payment.receipt.f} target="_blank" rel="noopener" sx={{ justifySelf: 'start' }}>
          <Box
            component="img"
            src={payment.receipt.thumbnail}
            alt={`تصویر رسید پرداخت ${formatNumber(payment.id)}`}
            sx={{ display: 'block', maxHeight: 160, maxWidth: '100%', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
        </Box>
      )}
      {payment.reviewable && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => setApproving(true)}>
            تأیید پرداخت
          </Button>
          <Button variant="outlined" color="error" onClick={() => setRefusing(true)}>
            رد پرداخت
          </Button>
        </Box>
      )}
      <Confirm
        isOpen={approving}
        loading={busy}
        title={`تأیید پرداخت ${formatToman(payment.amount)}؟`}
        content="این مبلغ به حساب فروشگاه رسیده است؟ با تأیید آن، سفارش در صورت تسویه پرداخت‌شده می‌شود و به خریدار پیامک فرستاده می‌شود."
        confirm="تأیید پرداخت"
        cancel="انصراف"
        onConfirm={approve}
        onClose={() => setApproving(false)}
      />
      <RefusalDialog open={refusing} params={params} onClose={() => setRefusing(false)} />
    </Box>
  );
}

/** Asks why a transfer is refused: the customer reads the reason, by text message and on the order's page. */
function RefusalDialog({
  open,
  params,
  onClose,
}: {
  open: boolean;
  params: { id: number; paymentId: number };
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const { run, busy, errors, clearErrors } = useOrderAction();
  const close = () => {
    clearErrors();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run((api) => api.call(ordersRoutes.admin.refusePayment, { params, body: { reason } }), 'پرداخت رد شد.')) {
      setReason('');
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="refusal-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="refusal-title">رد پرداخت</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            دلیل رد به خریدار پیامک می‌شود و سفارش دوباره قابل پرداخت است.
          </Typography>
          <TextField
            label="دلیل رد"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(errors.reason)}
            helperText={errors.reason}
            multiline
            minRows={2}
            required
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>انصراف</Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            رد پرداخت
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** Records money paid back: whole Toman up to what is refundable, with a note the customer sees. */
export function RefundDialog({ order, open, onClose }: { order: AdminOrder; open: boolean; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  const { run, busy, errors, clearErrors } = useOrderAction();
  const close = () => {
    clearErrors();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A number typed in any digits, with or without separators; anything else goes as typed, for the API to word.
    const body = { amount: parseWholeNumber(amount) ?? amount, notes };
    const refunded = `عودت ${formatToman(Number(body.amount))} ثبت شد.`;
    if (await run((api) => api.call(ordersRoutes.admin.refund, { params: { id: order.id }, body }), refunded)) {
      setAmount('');
      setNotes('');
      onClose();
    }
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="refund-title">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="refund-title">ثبت عودت وجه</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            عودت همهٔ مبلغ، سفارش را «عودت داده شده» می‌کند و موجودی کالاهایش را برمی‌گرداند.
          </Typography>
          <TextField
            label="مبلغ (تومان)"
            value={toPersianDigits(amount)}
            onChange={(event) => setAmount(event.target.value)}
            error={Boolean(errors.amount)}
            helperText={errors.amount ?? `حداکثر ${formatToman(order.amount_refundable)}`}
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            required
            autoFocus
          />
          <TextField
            label="توضیحات برای مشتری"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            error={Boolean(errors.notes)}
            helperText={errors.notes}
            multiline
            minRows={2}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>انصراف</Button>
          <Button type="submit" variant="contained" loading={busy}>
            ثبت عودت
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** The order's payments and refunds, oldest first. */
export function OrderPayments({ order }: { order: AdminOrder }) {
  if (order.payments.length === 0) {
    return <Typography sx={{ color: 'text.secondary' }}>هنوز پرداختی ثبت نشده است.</Typography>;
  }
  return (
    <Box component="ul" aria-label="پرداخت‌ها" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {order.payments.map((payment) => (
        <PaymentCard key={payment.id} order={order} payment={payment} />
      ))}
    </Box>
  );
}
