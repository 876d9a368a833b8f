import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { type OrderPaymentInput, OrderPaymentSchema, paidDateProblem } from '@shop/contract/checkout';
import type { PaymentMethod } from '@shop/contract/methods';
import type { Order } from '@shop/contract/orders';
import { formatToman } from '@shop/contract/persian';
import { useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { usePaymentMethods, usePayOrder } from '../api/checkout-queries.ts';
import { useFollowPaymentAnswer } from '../api/use-follow-payment-answer.ts';
import { CardTransferFields } from './card-transfer-fields.tsx';
import { PaymentMethodField } from './payment-method-field.tsx';

type OrderPaymentValues = z.input<typeof OrderPaymentSchema>;

const FIELD_NAMES = Object.keys(OrderPaymentSchema.shape);

/** The day of a transfer is checked against this page's clock, as the server checks it against its own. */
const paymentResolver = zodResolver(
  OrderPaymentSchema.superRefine((payment, context) => {
    const paid = payment.paid_date && paidDateProblem(payment.paid_date, new Date());
    if (paid) context.addIssue({ code: 'custom', path: ['paid_date'], message: paid });
  }),
);

const submitLabel: Record<PaymentMethod['kind'], string> = {
  gateway: 'پرداخت آنلاین',
  card_to_card: 'ثبت رسید واریز',
  cash_on_delivery: 'پرداخت هنگام تحویل',
};

/**
 * The methods an order can be paid with now: all, but cash on delivery for an order that already waits for it, which
 * choosing again would change nothing of.
 */
const methodsFor = (order: PayableOrder, methods: PaymentMethod[]) =>
  order.payment_method_data?.kind === 'cash_on_delivery'
    ? methods.filter((method) => method.kind !== 'cash_on_delivery')
    : methods;

/** What paying an order needs of it; the way it waits on now, where known. */
type PayableOrder = Pick<Order, 'key' | 'amount_outstanding'> & Partial<Pick<Order, 'payment_method_data'>>;

export interface OrderPaymentFormProps {
  order: PayableOrder;
  /** Once the server took the payment: the page that shows the form reads afresh what it made stale. */
  onPaid: () => unknown;
}

function PaymentForm({ order, onPaid, methods }: OrderPaymentFormProps & { methods: PaymentMethod[] }) {
  const pay = usePayOrder(onPaid);
  const followAnswer = useFollowPaymentAnswer();
  const [receipt, setReceipt] = useState<File | null>(null);
  // A card transfer's fields are checked only when the customer pays by card transfer, and left out otherwise.
  const resolver: Resolver<OrderPaymentValues, unknown, OrderPaymentInput> = (values, context, options) => {
    const transfer = methods.some((method) => method.id === Number(values.payment_method) && method.kind === 'card_to_card');
    return paymentResolver(
      transfer ? values : { ...values, tracking_number: undefined, card_last_four: undefined, paid_date: undefined },
      context,
      options,
    );
  };
  const form = useForm<OrderPaymentValues, unknown, OrderPaymentInput>({
    resolver,
    defaultValues: { order_key: order.key, payment_method: undefined, tracking_number: '', card_last_four: '', paid_date: '' },
  });
  const paymentId = useWatch({ control: form.control, name: 'payment_method' });
  const method = methods.find((candidate) => candidate.id === Number(paymentId));

  const submit = form.handleSubmit((payment) =>
    pay.mutate(
      { payment, receipt: method?.kind === 'card_to_card' ? receipt : null },
      { onSuccess: followAnswer, onError: (error) => showServerErrors(error, form.setError, FIELD_NAMES) },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="پرداخت سفارش" sx={{ display: 'grid', gap: 2 }}>
      <Typography>
        مبلغ قابل پرداخت: <strong>{formatToman(order.amount_outstanding)}</strong>
      </Typography>
      <PaymentMethodField
        control={form.control}
        methods={methods}
        chosen={method?.id}
        cardTransfer={<CardTransferFields control={form.control} receipt={receipt} onReceipt={setReceipt} />}
      />
      <Button type="submit" variant="contained" size="large" loading={pay.isPending} sx={{ justifySelf: { sm: 'start' } }}>
        {method ? submitLabel[method.kind] : 'پرداخت'}
      </Button>
    </Box>
  );
}

/**
 * Pays an order placed earlier and still unpaid: a payment method (online, card transfer with its receipt, or on
 * delivery), then on to the bank or the success page, as a checkout does.
 */
export function OrderPaymentForm({ order, onPaid }: OrderPaymentFormProps) {
  const methods = usePaymentMethods();
  if (methods.data) return <PaymentForm order={order} onPaid={onPaid} methods={methodsFor(order, methods.data.results)} />;
  if (methods.isError) return <LoadFailed error={methods.error} onRetry={() => void methods.refetch()} />;
  return (
    <Box aria-busy sx={{ display: 'grid', gap: 1.5 }}>
      {[72, 72, 72].map((height, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Skeleton key={index} variant="rounded" sx={{ height, borderRadius: 2 }} />
      ))}
    </Box>
  );
}
