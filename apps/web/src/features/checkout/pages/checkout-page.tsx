import { zodResolver } from '@hookform/resolvers/zod';
import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Address } from '@shop/contract/addresses';
import { type Cart, cartMessages } from '@shop/contract/cart';
import {
  type CheckoutFormValues,
  type CheckoutInput,
  CheckoutSchema,
  type ClosureDays,
  checkoutMessages,
  deliveryDateProblem,
  paidDateProblem,
} from '@shop/contract/checkout';
import { messages } from '@shop/contract/messages';
import { freeShippingRemaining, type PaymentMethod, type ShippingMethod, shippingCostOf } from '@shop/contract/methods';
import { paths } from '@shop/contract/paths';
import { formatNumber, formatToman, PART_SEPARATOR, toPersianDigits } from '@shop/contract/persian';
import { type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Navigate, Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { FreeShippingHint } from '../../../components/ui/free-shipping-hint.tsx';
import { LineSummary } from '../../../components/ui/line-summary.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { OrderSums } from '../../../components/ui/order-sums.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { lazyWhenOnline } from '../../../lib/offline.ts';
import { toast } from '../../../lib/toast.ts';
import { loadAddressDialog, useAddresses } from '../../addresses/index.ts';
import { cartSums, unavailableLines, useCart } from '../../cart/index.ts';
import { useProfile } from '../../users/index.ts';
import {
  useChooseDelivery,
  useClosureDays,
  usePaymentMethods,
  usePlaceOrder,
  useShippingMethods,
} from '../api/checkout-queries.ts';
import { useFollowPaymentAnswer } from '../api/use-follow-payment-answer.ts';
import { CardTransferFields } from '../components/card-transfer-fields.tsx';
import { type Choice, ChoiceList } from '../components/choice-list.tsx';
import { DeliveryFields, windowsOf } from '../components/delivery-fields.tsx';
import { PaymentMethodField } from '../components/payment-method-field.tsx';

const AddressDialog = lazyWhenOnline(loadAddressDialog);

const TITLE = 'تکمیل خرید';
const FIELD_NAMES = Object.keys(CheckoutSchema.shape);

/**
 * The days are the contract's, checked against this page's clock and the store's closures as the server checks them
 * against its own; a day or a window is asked for only where the chosen method promises one.
 */
const checkoutResolver = (method: ShippingMethod | undefined, closures: ClosureDays) =>
  zodResolver(
    CheckoutSchema.superRefine((order, context) => {
      const now = new Date();
      const promise = method?.delivery_promise;
      if (promise === 'slot' || promise === 'day') {
        const delivery = order.delivery_date
          ? deliveryDateProblem(order.delivery_date, now, closures)
          : checkoutMessages.deliveryDateRequired;
        if (delivery) context.addIssue({ code: 'custom', path: ['delivery_date'], message: delivery });
      }
      if (promise === 'slot' && !order.delivery_time) {
        context.addIssue({ code: 'custom', path: ['delivery_time'], message: checkoutMessages.deliveryTimeRequired });
      }
      const paid = order.paid_date && paidDateProblem(order.paid_date, now);
      if (paid) context.addIssue({ code: 'custom', path: ['paid_date'], message: paid });
    }),
  );

/** The method's price for this cart: «رایگان» from its threshold on, or how much more buys free shipping. */
function methodPrice(method: ShippingMethod, itemsTotal: number): string {
  const cost = shippingCostOf(method, itemsTotal);
  if (cost === 0) return 'رایگان';
  const remaining = freeShippingRemaining(method, itemsTotal);
  return remaining ? `${formatToman(cost)}؛ رایگان با ${formatToman(remaining)} خرید بیشتر` : formatToman(cost);
}

const isCardTransfer = (methods: PaymentMethod[] | undefined, id: unknown) =>
  methods?.some((method) => method.id === Number(id) && method.kind === 'card_to_card') ?? false;

/** A method limited to some provinces delivers only to addresses in them. */
const deliversTo = (method: ShippingMethod, address: Address | undefined) =>
  method.provinces.length === 0 || (address !== undefined && method.provinces.includes(address.state));

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ borderRadius: 3, p: { xs: 2, md: 2.5 }, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}

const addressChoice = (address: Address): Choice => ({
  id: address.id,
  title: toPersianDigits(address.full_name),
  details: (
    <>
      {[address.state_data.name, address.city_data.name].join('، ')}، {toPersianDigits(address.address)}
      <br />
      کد پستی: <bdi dir="ltr">{toPersianDigits(address.postal_code)}</bdi>
      {PART_SEPARATOR}موبایل: <bdi dir="ltr">{toPersianDigits(address.mobile_number)}</bdi>
    </>
  ),
});

interface CheckoutFormProps {
  cart: Cart;
  closures: ClosureDays;
  addresses: Address[];
  shippingMethods: ShippingMethod[];
  paymentMethods: PaymentMethod[];
}

function CheckoutForm({ cart, closures, addresses, shippingMethods, paymentMethods }: CheckoutFormProps) {
  const followAnswer = useFollowPaymentAnswer();
  const place = usePlaceOrder();
  const chooseDelivery = useChooseDelivery();
  const [receipt, setReceipt] = useState<File | null>(null);
  const unavailable = unavailableLines(cart);
  const unavailableId = useId();
  /** The address dialog: null until first opened, then kept with what was typed until cancelled or saved. */
  const [addingAddress, setAddingAddress] = useState<{ open: boolean } | null>(null);

  // The form holds '' in a card transfer's fields, which the schema refuses with their own «required» sentences:
  // they are checked only when the customer pays by card transfer, and left out otherwise.
  // So are the day and the window: sent only where the chosen method promises them.
  const resolver: Resolver<CheckoutFormValues, unknown, CheckoutInput> = (values, context, options) => {
    const method = shippingMethods.find((candidate) => candidate.id === Number(values.shipping_method));
    const promise = method?.delivery_promise;
    return checkoutResolver(method, closures)(
      {
        ...values,
        ...(isCardTransfer(paymentMethods, values.payment_method)
          ? {}
          : { tracking_number: undefined, card_last_four: undefined, paid_date: undefined }),
        ...(promise === 'estimate' ? { delivery_date: undefined } : {}),
        ...(promise === 'slot' ? {} : { delivery_time: undefined }),
      },
      context,
      options,
    );
  };
  const savedAddress = addresses.some((address) => address.id === cart.address) ? cart.address : null;
  const form = useForm<CheckoutFormValues, unknown, CheckoutInput>({
    resolver,
    defaultValues: {
      address: savedAddress ?? addresses[0]?.id,
      shipping_method: cart.shipping_method ?? undefined,
      payment_method: undefined,
      notes: '',
      delivery_date: '',
      delivery_time: '',
      tracking_number: '',
      card_last_four: '',
      paid_date: '',
    },
  });
  const { control, setValue } = form;
  const [addressId, shippingId, paymentId] = useWatch({ control, name: ['address', 'shipping_method', 'payment_method'] });
  const address = addresses.find((candidate) => candidate.id === Number(addressId));
  const shipping = shippingMethods.find((method) => method.id === Number(shippingId));
  const payment = paymentMethods.find((method) => method.id === Number(paymentId));
  const itemsTotal = cart.subtotal - cart.discount;

  /** Puts the choice on the cart, which answers with its shipping cost; a method the address cannot have is dropped. */
  const choose = (nextAddress: Address | undefined, methodId: number | undefined) => {
    const method = shippingMethods.find((candidate) => candidate.id === methodId);
    const deliverable = method && deliversTo(method, nextAddress) ? method : undefined;
    if (!deliverable && methodId !== undefined) setValue('shipping_method', undefined);
    // A window the new method does not offer is chosen again.
    const time = form.getValues('delivery_time');
    if (time && !windowsOf(deliverable?.delivery_windows).some((window) => window.start === time)) setValue('delivery_time', '');
    const update = { address: nextAddress?.id ?? null, shipping_method: deliverable?.id ?? null };
    if (update.address !== cart.address || update.shipping_method !== cart.shipping_method) chooseDelivery.mutate(update);
  };

  // The address picked for the customer (their newest) goes on the cart as if they had picked it.
  const chosenOnArrival = useRef(false);
  useEffect(() => {
    if (chosenOnArrival.current) return;
    chosenOnArrival.current = true;
    choose(address, shipping?.id);
  });

  const submit = form.handleSubmit((order) =>
    place.mutate(
      { order, receipt: payment?.kind === 'card_to_card' ? receipt : null },
      {
        onSuccess: followAnswer,
        onError: (error) => showServerErrors(error, form.setError, FIELD_NAMES),
      },
    ),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section
          title="آدرس تحویل"
          action={
            <Button startIcon={<AddLocationAltOutlinedIcon />} onClick={() => setAddingAddress({ open: true })}>
              آدرس جدید
            </Button>
          }
        >
          {addresses.length === 0 && (
            <Typography sx={{ color: 'text.secondary' }}>هنوز آدرسی ثبت نکرده‌اید؛ یک آدرس جدید اضافه کنید.</Typography>
          )}
          <Controller
            control={control}
            name="address"
            render={({ field, fieldState }) => (
              <ChoiceList
                label="آدرس تحویل"
                choices={addresses.map(addressChoice)}
                value={address?.id}
                onChange={(id) => {
                  field.onChange(id);
                  choose(
                    addresses.find((candidate) => candidate.id === id),
                    shipping?.id,
                  );
                }}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>
        <Section title="روش ارسال">
          <Controller
            control={control}
            name="shipping_method"
            render={({ field, fieldState }) => (
              <ChoiceList
                label="روش ارسال"
                choices={shippingMethods.map((method) => {
                  const deliverable = deliversTo(method, address);
                  return {
                    id: method.id,
                    title: method.name,
                    details: deliverable ? method.description : checkoutMessages.shippingMethodUnavailable,
                    image: method.image,
                    aside: methodPrice(method, itemsTotal),
                    disabled: !deliverable,
                  };
                })}
                value={shipping?.id}
                onChange={(id) => {
                  field.onChange(id);
                  choose(address, id);
                }}
                inputRef={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>
        <Section title="زمان تحویل">
          <DeliveryFields control={control} method={shipping} closures={closures} />
        </Section>
        <Section title="روش پرداخت">
          <PaymentMethodField
            control={control}
            methods={paymentMethods}
            chosen={payment?.id}
            cardTransfer={<CardTransferFields control={control} receipt={receipt} onReceipt={setReceipt} />}
          />
        </Section>
        <Section title="توضیحات سفارش">
          <FormTextField
            control={control}
            name="notes"
            label="توضیحات (اختیاری)"
            multiline
            minRows={3}
            placeholder="اگر درباره ارسال یا سفارش نکته‌ای هست، اینجا بنویسید"
          />
        </Section>
      </Box>
      <Paper
        component="section"
        aria-label="خلاصه سفارش"
        variant="outlined"
        sx={{ borderRadius: 3, p: 2, display: 'grid', gap: 2, position: { md: 'sticky' }, top: { md: 88 } }}
      >
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          خلاصه سفارش ({formatNumber(cart.count)} کالا)
        </Typography>
        {unavailable.length > 0 && (
          <Alert
            id={unavailableId}
            severity="error"
            action={
              <Button component={RouterLink} to={paths.cart} color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }}>
                سبد خرید
              </Button>
            }
          >
            <strong>{unavailable.map((line) => `«${line.product_data.name}»`).join('، ')}</strong>
            <br />
            {cartMessages.unavailableLines}
          </Alert>
        )}
        <LineSummary label="کالاهای سفارش" lines={cart.items} />
        <OrderSums {...cartSums(cart)} />
        <FreeShippingHint cart={cart} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={place.isPending}
          disabled={chooseDelivery.isPending || unavailable.length > 0}
          aria-describedby={unavailable.length > 0 ? unavailableId : undefined}
        >
          {payment?.kind === 'gateway' ? 'پرداخت و ثبت سفارش' : 'ثبت سفارش'}
        </Button>
      </Paper>
      {addingAddress && (
        <Suspense fallback={null}>
          <AddressDialog
            address={null}
            open={addingAddress.open}
            onClose={() => setAddingAddress({ open: false })}
            onDone={() => setAddingAddress(null)}
            onSaved={(saved) => {
              setValue('address', saved.id, { shouldValidate: true });
              choose(saved, shipping?.id);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}

/** The spec's guard for an empty cart: home, with its warning. */
function NothingToOrder() {
  useEffect(() => toast(messages.noItemToOrder, 'warning'), []);
  return <Navigate to={paths.home} replace />;
}

function CheckoutSkeleton() {
  return (
    <Box
      aria-busy
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 360px' }, gap: { xs: 2, md: 3 }, alignItems: 'start' }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {[180, 160, 120, 160].map((height) => (
          <Skeleton key={height} variant="rounded" sx={{ height, borderRadius: 3 }} />
        ))}
      </Box>
      <Skeleton variant="rounded" sx={{ height: 300, borderRadius: 3 }} />
    </Box>
  );
}

/**
 * `/checkout`: the address (or a new one added in place), the shipping method, the delivery's day and time, the
 * payment method (with a card transfer's receipt), notes, and the order. A customer without a name gives one first;
 * an empty cart has nothing to order.
 */
export function CheckoutPage() {
  const cart = useCart();
  const profile = useProfile();
  const addresses = useAddresses(1, '');
  const shippingMethods = useShippingMethods();
  const paymentMethods = usePaymentMethods();
  const closures = useClosureDays();
  const queries = [cart, profile, addresses, shippingMethods, paymentMethods, closures];
  const failed = queries.find((query) => query.isError && !query.data);

  let content: ReactNode;
  if (cart.data?.items.length === 0) return <NothingToOrder />;
  if (profile.data && !profile.data.is_profile_completed) return <Navigate to={paths.nameCompletion} replace />;
  if (failed) {
    content = <LoadFailed error={failed.error} onRetry={() => void failed.refetch()} />;
  } else if (cart.data && profile.data && addresses.data && shippingMethods.data && paymentMethods.data && closures.data) {
    content = (
      <CheckoutForm
        cart={cart.data}
        closures={closures.data}
        addresses={addresses.data.results}
        shippingMethods={shippingMethods.data.results}
        paymentMethods={paymentMethods.data.results}
      />
    );
  } else {
    content = <CheckoutSkeleton />;
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <PageHead title={TITLE} />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {TITLE}
      </Typography>
      {content}
    </Container>
  );
}
