import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PaymentKind } from '@shop/contract/methods';
import { methodsRoutes } from '@shop/contract/methods-routes';
import { type AdminOrder, type AdminPayment, refundMethodLabel } from '@shop/contract/orders';
import { ordersRoutes } from '@shop/contract/orders-routes';
import { formatNumber, formatToman, parseWholeNumber, toPersianDigits } from '@shop/contract/persian';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Confirm } from 'react-admin';
import { DefinitionRow } from '../../../components/ui/definition-row.tsx';
import { useAdminApi } from '../../../lib/admin-data.ts';
import { isolateNumbers } from '../../../lib/bidi-text.ts';
import { formatJalaliDateTime } from '../../../lib/jalali-date.ts';
import { useCan } from '../../../lib/staff-permissions.ts';
import { PaymentStateChip } from '../components/order-status-chip.tsx';
import { useOrderAction } from './use-order-action.ts';

/** One payment: its amount and state, how it was paid, the receipt picture, and for a transfer to check, the decision. */
function PaymentCard({ order, payment }: { order: AdminOrder; payment: AdminPayment }) {
  const [approving, setApproving] = useState(false);
  const manages = useCan('orders.manage');
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
        {payment.recorded_by && <DefinitionRow label="کارمند">{payment.recorded_by.full_name || '—'}</DefinitionRow>}
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
      {manages && payment.reviewable && (
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

/** The frame of the order's money forms: what the action does, its fields, and a button that waits for the answer. */
function MoneyDialog({
  open,
  onClose,
  onSubmit,
  busy,
  title,
  explanation,
  submitLabel,
  danger = false,
  children,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  title: string;
  explanation: string;
  submitLabel: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <Box component="form" onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {explanation}
          </Typography>
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>انصراف</Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} loading={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

/** A few lines of free text: a reason or a note, which the customer may read. */
function NoteField({
  label,
  value,
  onChange,
  error,
  required = false,
  autoFocus = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      multiline
      minRows={2}
      required={required}
      autoFocus={autoFocus}
    />
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
    <MoneyDialog
      open={open}
      onClose={close}
      onSubmit={submit}
      busy={busy}
      title="رد پرداخت"
      explanation="دلیل رد به خریدار پیامک می‌شود و سفارش دوباره قابل پرداخت است."
      submitLabel="رد پرداخت"
      danger
    >
      <NoteField label="دلیل رد" value={reason} onChange={setReason} error={errors.reason} required autoFocus />
    </MoneyDialog>
  );
}

/** A whole Toman amount typed in any digits, with or without separators; anything else goes as typed, for the API to word. */
const typedAmount = (amount: string) => parseWholeNumber(amount) ?? amount;

/** The amount, its ceiling said beneath it, in a field that takes any digits. */
function AmountField({
  value,
  onChange,
  error,
  ceiling,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  ceiling: number;
}) {
  return (
    <TextField
      label="مبلغ (تومان)"
      value={toPersianDigits(value)}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? `حداکثر ${formatToman(ceiling)}`}
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      required
      autoFocus
    />
  );
}

/** The reference a bank, a card reader or a transfer printed, to match the store's statement. */
function ReferenceField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <TextField
      label="شماره پیگیری یا مرجع"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? 'همان شماره دوباره، همان پرداخت شمرده می‌شود.'}
      slotProps={{ htmlInput: { dir: 'ltr' } }}
    />
  );
}

/** How money went back to the customer. */
export function RefundMethodField({
  value,
  onChange,
  error,
}: {
  value: PaymentKind;
  onChange: (value: PaymentKind) => void;
  error?: string;
}) {
  return (
    <TextField
      select
      label="روش عودت"
      value={value}
      onChange={(event) => onChange(event.target.value as PaymentKind)}
      error={Boolean(error)}
      helperText={error}
    >
      {Object.entries(refundMethodLabel).map(([kind, label]) => (
        <MenuItem key={kind} value={kind}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Records money paid back: whole Toman up to what is refundable, how and with which reference, and a note the customer sees. */
export function RefundDialog({ order, open, onClose }: { order: AdminOrder; open: boolean; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PaymentKind>('card_to_card');
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const { run, busy, errors, clearErrors } = useOrderAction();
  const close = () => {
    clearErrors();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { amount: typedAmount(amount), method, transaction_id: reference, notes };
    const refunded = `عودت ${formatToman(Number(body.amount))} ثبت شد.`;
    if (await run((api) => api.call(ordersRoutes.admin.refund, { params: { id: order.id }, body }), refunded)) {
      setAmount('');
      setReference('');
      setNotes('');
      onClose();
    }
  };
  return (
    <MoneyDialog
      open={open}
      onClose={close}
      onSubmit={submit}
      busy={busy}
      title="ثبت عودت وجه"
      explanation="عودت همهٔ مبلغ، سفارش باز را «عودت داده شده» می‌کند و موجودی کالاهایش را برمی‌گرداند."
      submitLabel="ثبت عودت"
    >
      <AmountField value={amount} onChange={setAmount} error={errors.amount} ceiling={order.amount_refundable} />
      <RefundMethodField value={method} onChange={setMethod} error={errors.method} />
      <ReferenceField value={reference} onChange={setReference} error={errors.transaction_id} />
      <NoteField label="توضیحات برای مشتری" value={notes} onChange={setNotes} error={errors.notes} />
    </MoneyDialog>
  );
}

/**
 * Records money the store received itself: cash or a card reader at the door, or a transfer found in its account, by
 * one of the store's ways of paying as checkout offers them (whoever handles orders reads them, not only who edits
 * them). The order's own way comes first; a gateway is not offered, its money is recorded by the bank's answer alone.
 */
export function ReceivePaymentDialog({ order, open, onClose }: { order: AdminOrder; open: boolean; onClose: () => void }) {
  const api = useAdminApi();
  const { data: methods = [] } = useQuery({
    queryKey: ['admin', 'receivable-methods'],
    queryFn: ({ signal }) => api.call(methodsRoutes.paymentMethods, { query: { limit: 50 }, signal }),
    select: (page) => page.results,
    enabled: open,
  });
  const offered = methods.filter((method) => method.kind !== 'gateway');
  const preferred = offered.find((method) => method.name === order.payment_method_data?.name) ?? offered[0];
  const [amount, setAmount] = useState('');
  const [methodId, setMethodId] = useState<number | ''>('');
  const [reference, setReference] = useState('');
  const [notes, setNotes] = useState('');
  const { run, busy, errors, clearErrors } = useOrderAction();
  const chosen = methodId === '' ? (preferred?.id ?? '') : methodId;
  const close = () => {
    clearErrors();
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      amount: typedAmount(amount || String(order.amount_receivable)),
      payment_method: chosen,
      transaction_id: reference,
      notes,
    };
    const received = `دریافت ${formatToman(Number(body.amount))} ثبت شد.`;
    if (await run((api) => api.call(ordersRoutes.admin.recordPayment, { params: { id: order.id }, body }), received)) {
      setAmount('');
      setReference('');
      setNotes('');
      onClose();
    }
  };
  return (
    <MoneyDialog
      open={open}
      onClose={close}
      onSubmit={submit}
      busy={busy}
      title="ثبت دریافت وجه"
      explanation="پولی که فروشگاه خودش گرفته است، مثل پرداخت در محل. با دریافت همهٔ مانده، سفارش پرداخت‌شده می‌شود و به خریدار پیامک فرستاده می‌شود."
      submitLabel="ثبت دریافت"
    >
      <AmountField
        value={amount || String(order.amount_receivable)}
        onChange={setAmount}
        error={errors.amount}
        ceiling={order.amount_receivable}
      />
      <TextField
        select
        label="روش دریافت"
        value={chosen}
        onChange={(event) => setMethodId(Number(event.target.value))}
        error={Boolean(errors.payment_method)}
        helperText={errors.payment_method}
        required
      >
        {offered.map((method) => (
          <MenuItem key={method.id} value={method.id}>
            {method.name}
          </MenuItem>
        ))}
      </TextField>
      <ReferenceField value={reference} onChange={setReference} error={errors.transaction_id} />
      <NoteField label="توضیحات" value={notes} onChange={setNotes} error={errors.notes} />
    </MoneyDialog>
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
