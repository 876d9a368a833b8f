import { z } from 'zod';
import { WORKING_HOURS } from './constants.ts';
import { formatJalaliDate, formatNumber, lazily, toLatinDigits, toPersianDigits } from './persian.ts';
import { id } from './query.ts';
import { cleanCode } from './text.ts';
import { optionalProse, TIME_PATTERN } from './validation.ts';

/** Deliveries start the day after the order and can be booked up to two weeks ahead; none on Fridays. */
export const DELIVERY_DAYS = { first: 1, last: 14 } as const;
/** How long an unpaid online order holds its stock before it fails and gives it back, unless configured otherwise. */
export const UNPAID_ORDER_MINUTES = 30;
export const CHECKOUT_NOTES_MAX = 1000;
/** A card transfer is recorded when it was paid today or up to this many days before, in Tehran. */
export const PAID_DATE_DAYS_BACK = 7;
/** A card transfer's receipt picture (JPEG, PNG or WebP), sent as the multipart file `receipt`. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/** Card transfers an order may have waiting for the store's review at once: a key holder cannot pile up more. */
export const UNREVIEWED_TRANSFERS_MAX = 3;

export const checkoutMessages = {
  addressRequired: 'لطفا آدرس تحویل را انتخاب کنید',
  shippingMethodRequired: 'لطفا روش ارسال را انتخاب کنید',
  paymentMethodRequired: 'لطفا روش پرداخت را انتخاب کنید',
  deliveryDateRequired: 'لطفا تاریخ تحویل را انتخاب کنید',
  deliveryDateOutOfRange: `تاریخ تحویل باید از فردا تا ${toPersianDigits(DELIVERY_DAYS.last)} روز آینده باشد.`,
  deliveryOnFriday: 'در روز جمعه ارسال انجام نمی‌شود.',
  deliveryOnClosure: 'فروشگاه در این روز تعطیل است؛ روز دیگری را انتخاب کنید.',
  deliveryTimeRequired: 'لطفا ساعت تحویل را انتخاب کنید',
  deliveryTimeOutOfHours: `ساعت تحویل باید بین ${toPersianDigits(WORKING_HOURS.start)} تا ${toPersianDigits(WORKING_HOURS.end)} باشد.`,
  deliveryWindowNotOffered: 'این بازه زمانی برای روش ارسال انتخاب‌شده ارائه نمی‌شود.',
  notesTooLong: `توضیحات نباید بیشتر از ${toPersianDigits(CHECKOUT_NOTES_MAX)} نویسه باشد.`,
  profileIncomplete: 'لطفا ابتدا نام و نام خانوادگی خود را تکمیل کنید.',
  shippingMethodUnavailable: 'این روش ارسال برای آدرس انتخاب‌شده در دسترس نیست.',
  paymentMethodUnavailable: 'این روش پرداخت در دسترس نیست.',
  notPayableOnline: 'مبلغ این سفارش را نمی‌توان آنلاین پرداخت کرد؛ روش پرداخت دیگری را انتخاب کنید.',
  trackingNumberRequired: 'لطفا شماره پیگیری واریز را وارد کنید',
  trackingNumberInvalid: 'شماره پیگیری باید بین ۴ تا ۳۰ رقم باشد',
  cardLastFourInvalid: 'چهار رقم آخر کارت را وارد کنید',
  paidDateRequired: 'لطفا تاریخ واریز را وارد کنید',
  paidDateInvalid: 'تاریخ واریز نمی‌تواند در آینده یا بیش از یک هفته پیش باشد.',
  receiptTooLarge: `حجم تصویر رسید نباید بیشتر از ${toPersianDigits(RECEIPT_MAX_BYTES / 1024 / 1024)} مگابایت باشد.`,
  orderNotFound: 'سفارش یافت نشد.',
  orderAlreadyPaid: 'این سفارش پرداخت شده است.',
  orderNotPayable: 'این سفارش دیگر قابل پرداخت نیست.',
  paymentError: 'خطا در پرداخت',
  gatewayUnavailable: 'درگاه پرداخت در دسترس نیست، لطفا کمی بعد دوباره تلاش کنید.',
  paymentCancelled: 'پرداخت لغو شد.',
  onlinePaymentExpired: 'مهلت پرداخت آنلاین این سفارش گذشته است؛ روش پرداخت دیگری را انتخاب کنید.',
  tooManyTransfers: `برای این سفارش ${toPersianDigits(UNREVIEWED_TRANSFERS_MAX)} رسید واریز در انتظار بررسی فروشگاه است؛ پس از بررسی آن‌ها رسید دیگری ثبت کنید.`,
  paymentBeingVerified: 'پرداخت این سفارش در حال بررسی است؛ چند دقیقه دیگر دوباره تلاش کنید.',
} as const;

export const checkoutMessageWith = {
  /** A line asks for more than is left now: someone else bought it since it went in the cart. */
  notEnoughStock: (name: string, left: number) =>
    `موجودی «${name}» کافی نیست؛ تنها ${formatNumber(left)} عدد باقی مانده است. تعداد آن را در سبد خرید کم کنید.`,
  /** A line's product can no longer be ordered online (by phone only now, or sold out). */
  unavailable: (name: string) => `«${name}» دیگر قابل سفارش نیست؛ آن را از سبد خرید حذف کنید.`,
  /** The line a customer reads on the bank's page. */
  paymentDescription: (orderId: number) => `پرداخت سفارش ${toPersianDigits(orderId)}`,
  /** A card transfer's note on its payment: the day the customer says they paid, in Jalali. */
  paidOn: (jalaliDate: string) => `تاریخ واریز: ${jalaliDate}`,
};

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Today's date in Tehran as `YYYY-MM-DD` (Gregorian), whatever the machine's time zone. */
export function tehranDate(now: Date): string {
  return tehranDay().format(now);
}

const tehranDay = lazily(
  () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }),
);

/** `YYYY-MM-DD` plus whole days, on the calendar alone (no time zone can shift it). */
/** The moment a Tehran day (`YYYY-MM-DD`) begins: Tehran has kept +03:30 all year since 2022. */
export const tehranMidnight = (date: string) => new Date(`${date}T00:00:00+03:30`);

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const isFriday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 5;

/** The store's closure days (Gregorian YYYY-MM-DD), which no delivery is booked on and no working day counts. */
export type ClosureDays = ReadonlySet<string>;
const NO_CLOSURES: ClosureDays = new Set();

/** A day the store works: not a Friday, not one of its closures. */
export const isWorkingDay = (date: string, closures: ClosureDays = NO_CLOSURES) => !isFriday(date) && !closures.has(date);

/** The days a delivery can be booked on, from tomorrow in Tehran for two weeks, Fridays and closures left out. */
export function deliveryDates(now: Date, closures: ClosureDays = NO_CLOSURES): string[] {
  const today = tehranDate(now);
  const dates: string[] = [];
  for (let day = DELIVERY_DAYS.first; day <= DELIVERY_DAYS.last; day++) {
    const date = addDays(today, day);
    if (isWorkingDay(date, closures)) dates.push(date);
  }
  return dates;
}

/** Why a delivery date cannot be booked, or null when it can. */
export function deliveryDateProblem(date: string, now: Date, closures: ClosureDays = NO_CLOSURES): string | null {
  if (isFriday(date)) return checkoutMessages.deliveryOnFriday;
  if (closures.has(date)) return checkoutMessages.deliveryOnClosure;
  return deliveryDates(now, closures).includes(date) ? null : checkoutMessages.deliveryDateOutOfRange;
}

/**
 * What a shipping method can promise: `slot`, a day and one of its windows (the store's own courier); `day`, a day
 * with no hour; `estimate`, a number of working days (the post, Tipax), which the customer does not choose.
 */
export const DELIVERY_PROMISES = ['slot', 'day', 'estimate'] as const;
export type DeliveryPromise = (typeof DELIVERY_PROMISES)[number];
export const deliveryPromiseLabel: Record<DeliveryPromise, string> = {
  slot: 'روز و بازه زمانی (پیک فروشگاه)',
  day: 'روز، بدون ساعت',
  estimate: 'تخمین به روز کاری (پست، تیپاکس)',
};
/** The longest estimate a method may give, in working days. */
export const ESTIMATE_DAYS_MAX = 60;

/** The working day `count` working days after today in Tehran (Fridays and closures skipped). */
export function workingDayAfter(now: Date, count: number, closures: ClosureDays = NO_CLOSURES): string {
  let date = tehranDate(now);
  for (let counted = 0; counted < count; ) {
    date = addDays(date, 1);
    if (isWorkingDay(date, closures)) counted++;
  }
  return date;
}

/** An estimate in working days and the days it falls between, counted from the order's day. */
export const DeliveryEstimateSchema = z
  .object({ min_days: z.number().int(), max_days: z.number().int(), from: z.string(), to: z.string() })
  .meta({ id: 'DeliveryEstimate' });
export type DeliveryEstimate = z.infer<typeof DeliveryEstimateSchema>;

export function deliveryEstimate(now: Date, minDays: number, maxDays: number, closures: ClosureDays = NO_CLOSURES) {
  return {
    min_days: minDays,
    max_days: maxDays,
    from: workingDayAfter(now, minDays, closures),
    to: workingDayAfter(now, maxDays, closures),
  } satisfies DeliveryEstimate;
}

/** A window a shipping method offers, e.g. 09:00 to 12:00; the order's `delivery_time` is its start. */
export const DeliveryWindowSchema = z.object({ start: z.string(), end: z.string() }).meta({ id: 'DeliveryWindow' });
export type DeliveryWindow = z.infer<typeof DeliveryWindowSchema>;

/** «ساعت ۱۰:۰۰» for a time the customer chose, «۰۹:۰۰ تا ۱۲:۰۰» for a courier's window. */
export const formatDeliveryWindow = ({ start, end }: DeliveryWindow): string =>
  start === end ? `ساعت ${toPersianDigits(start)}` : `ساعت ${toPersianDigits(start)} تا ${toPersianDigits(end)}`;

/** A Gregorian calendar day in Jalali: «۱۲ آذر ۱۴۰۵» (noon UTC is the same day in Tehran). */
export const formatCalendarDay = (date: string) => formatJalaliDate(`${date}T12:00:00Z`);

/** «۱۸ تا ۲۲ آذر», «۲۸ آذر تا ۲ دی», or «۱۸ آذر» for an estimate's days. */
function estimateDays({ from, to }: DeliveryEstimate): string {
  const [fromDay, fromMonth] = formatCalendarDay(from).split(' ');
  const [toDay, toMonth] = formatCalendarDay(to).split(' ');
  if (from === to) return `${fromDay} ${fromMonth}`;
  return fromMonth === toMonth ? `${fromDay} تا ${toDay} ${toMonth}` : `${fromDay} ${fromMonth} تا ${toDay} ${toMonth}`;
}

/** «۳ تا ۵ روز کاری، حدود ۱۸ تا ۲۲ آذر». */
export function formatEstimate(estimate: DeliveryEstimate): string {
  const days =
    estimate.min_days === estimate.max_days
      ? toPersianDigits(estimate.min_days)
      : `${toPersianDigits(estimate.min_days)} تا ${toPersianDigits(estimate.max_days)}`;
  return `${days} روز کاری، حدود ${estimateDays(estimate)}`;
}

/** What an order was promised, as the order keeps it. */
export interface PromisedDelivery {
  delivery_promise: DeliveryPromise;
  delivery_date: string | null;
  delivery_window: DeliveryWindow | null;
  delivery_estimate: DeliveryEstimate | null;
}

/** What was promised, in words: the day and window, the day alone, or the estimate; never an hour not promised. */
export function formatPromise(promised: PromisedDelivery): string {
  if (promised.delivery_promise === 'estimate' && promised.delivery_estimate) return formatEstimate(promised.delivery_estimate);
  const day = promised.delivery_date ? formatCalendarDay(promised.delivery_date) : '';
  if (promised.delivery_promise === 'slot' && promised.delivery_window)
    return `${day}، ${formatDeliveryWindow(promised.delivery_window)}`;
  return day;
}

/** «ارسال با پست پیشتاز: ۳ تا ۵ روز کاری، حدود ۱۸ تا ۲۲ آذر», «تحویل با پیک فروشگاه: ۱۲ آذر ۱۴۰۵، ساعت ۰۹:۰۰ تا ۱۲:۰۰». */
export function formatDelivery(methodName: string, promised: PromisedDelivery): string {
  const verb = promised.delivery_promise === 'estimate' ? 'ارسال' : 'تحویل';
  return `${verb} با ${methodName}: ${formatPromise(promised)}`;
}

/** A calendar date `YYYY-MM-DD` (Gregorian on the wire, shown and picked in Jalali), in any digits. */
export const CalendarDateSchema = (requiredMessage: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? toLatinDigits(cleanCode(value)) : value),
    z
      .string({ error: requiredMessage })
      .min(1, requiredMessage)
      .regex(DATE_PATTERN, { message: requiredMessage, abort: true })
      .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && addDays(text, 0) === text, requiredMessage),
  );

/** A form's empty field is a field not sent: the server asks for it only where the shipping method needs it. */
const blankAsMissing = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema);

const deliveryTime = z.preprocess(
  (value) => (typeof value === 'string' ? toLatinDigits(cleanCode(value)) : value),
  z
    .string({ error: checkoutMessages.deliveryTimeRequired })
    .min(1, checkoutMessages.deliveryTimeRequired)
    .regex(TIME_PATTERN, { message: checkoutMessages.deliveryTimeRequired, abort: true })
    .refine((time) => time >= WORKING_HOURS.start && time < WORKING_HOURS.end, checkoutMessages.deliveryTimeOutOfHours),
);

/**
 * A card-to-card transfer's receipt, as the customer reads it off their bank's message: the tracking number, the
 * card's last four digits and the day it was paid. A picture of the receipt may come with it, as a multipart file
 * named `receipt`.
 */
export const cardTransferFields = {
  tracking_number: z.preprocess(
    (value) => (typeof value === 'string' ? toLatinDigits(cleanCode(value)) : value),
    z
      .string({ error: checkoutMessages.trackingNumberRequired })
      .min(1, checkoutMessages.trackingNumberRequired)
      .regex(/^\d{4,30}$/, checkoutMessages.trackingNumberInvalid),
  ),
  card_last_four: z.preprocess(
    (value) => (typeof value === 'string' ? toLatinDigits(cleanCode(value)) : value),
    z.string({ error: checkoutMessages.cardLastFourInvalid }).regex(/^\d{4}$/, checkoutMessages.cardLastFourInvalid),
  ),
  paid_date: CalendarDateSchema(checkoutMessages.paidDateRequired),
};
export const CardTransferSchema = z.object(cardTransferFields).meta({ id: 'CardTransfer' });
export type CardTransfer = z.infer<typeof CardTransferSchema>;

/** A card transfer must have been paid today or in the week before, in Tehran. */
export function paidDateProblem(date: string, now: Date): string | null {
  const today = tehranDate(now);
  return date > today || date < addDays(today, -PAID_DATE_DAYS_BACK) ? checkoutMessages.paidDateInvalid : null;
}

/**
 * Checking out the cart. The card transfer's fields are required when the payment method is card-to-card and
 * ignored otherwise; the server also checks the date range and the method's windows against its own clock and data.
 */
export const CheckoutSchema = z
  .object({
    address: id(checkoutMessages.addressRequired),
    shipping_method: id(checkoutMessages.shippingMethodRequired),
    payment_method: id(checkoutMessages.paymentMethodRequired),
    notes: optionalProse(CHECKOUT_NOTES_MAX, checkoutMessages.notesTooLong).default(''),
    /** The day, for a method that promises a slot or a day; left out for an estimate. */
    delivery_date: blankAsMissing(CalendarDateSchema(checkoutMessages.deliveryDateRequired).optional()),
    /** The window's start, for a method that promises a slot. */
    delivery_time: blankAsMissing(deliveryTime.optional()),
    tracking_number: cardTransferFields.tracking_number.optional(),
    card_last_four: cardTransferFields.card_last_four.optional(),
    paid_date: cardTransferFields.paid_date.optional(),
  })
  .meta({ id: 'Checkout' });
export type CheckoutInput = z.infer<typeof CheckoutSchema>;
export type CheckoutFormValues = z.input<typeof CheckoutSchema>;

/** Paying an order that is still unpaid (from the order's page or its tracking link). */
export const OrderPaymentSchema = z
  .object({
    order_key: z.string().trim().min(1, checkoutMessages.orderNotFound).max(64, checkoutMessages.orderNotFound),
    payment_method: id(checkoutMessages.paymentMethodRequired),
    tracking_number: cardTransferFields.tracking_number.optional(),
    card_last_four: cardTransferFields.card_last_four.optional(),
    paid_date: cardTransferFields.paid_date.optional(),
  })
  .meta({ id: 'OrderPayment' });
export type OrderPaymentInput = z.infer<typeof OrderPaymentSchema>;

/** An unpaid order given up: its lines go back to the customer's cart and its reservation ends. */
export const OrderPutBackSchema = OrderPaymentSchema.pick({ order_key: true }).meta({ id: 'OrderPutBack' });
export type OrderPutBackInput = z.infer<typeof OrderPutBackSchema>;

/**
 * What a checkout or a payment answers: `order_key` when the order is placed and waits for nothing from the customer
 * (card-to-card, cash on delivery), or `next_step`, the address of the bank's page to go on to.
 */
export const CheckoutResultSchema = z
  .object({ order_key: z.string().optional(), next_step: z.string().optional() })
  .meta({ id: 'CheckoutResult' });
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;
