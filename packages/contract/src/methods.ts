import { z } from 'zod';
import { ActiveFlagSchema, adminListQuery, PictureRemovalSchema, SortOrderSchema } from './admin.ts';
import { CalendarDateSchema, DELIVERY_PROMISES, DeliveryWindowSchema, ESTIMATE_DAYS_MAX } from './checkout.ts';
import { LocationRefSchema } from './location.ts';
import { ImageSchema } from './media.ts';
import { messages } from './messages.ts';
import { formatToman, toPersianDigits } from './persian.ts';
import { boolean, id, inQuery, integer, paginated, paginationQuery } from './query.ts';
import { digitsOf, optionalProse, requiredName, requiredTime } from './validation.ts';

/** What the back office says about shipping and payment methods. */
export const methodMessages = {
  methodNameRequired: 'لطفا نام روش را وارد کنید',
  paymentKindRequired: 'لطفا نوع پرداخت را انتخاب کنید',
  costInvalid: 'هزینه ارسال باید عددی صحیح و نامنفی به تومان باشد.',
  windowsOverlap: 'بازه‌های زمانی تحویل نباید با هم هم‌پوشانی داشته باشند.',
  methodInUse: 'این روش در سفارش‌های ثبت‌شده به کار رفته است و حذف نمی‌شود؛ به جای حذف، آن را غیرفعال کنید.',
  promiseRequired: 'لطفا نوع وعده تحویل را انتخاب کنید',
  estimateDaysRequired: 'برای تخمین، کمترین و بیشترین روز کاری را وارد کنید.',
  estimateDaysInvalid: `روزهای کاری باید عددی صحیح از ۰ تا ${toPersianDigits(ESTIMATE_DAYS_MAX)} باشد.`,
  estimateDaysOrder: 'بیشترین روز کاری نباید کمتر از کمترین باشد.',
  thresholdInvalid: 'حد ارسال رایگان باید عددی صحیح و مثبت به تومان باشد.',
  closureDateRequired: 'لطفا تاریخ تعطیلی را انتخاب کنید',
  closureExists: 'این روز پیش‌تر تعطیل اعلام شده است.',
} as const;

/** What the cart says of free shipping: free already, or how much more buys it. */
export const freeShippingText = (remaining: number) =>
  remaining <= 0 ? 'ارسال این سفارش رایگان است.' : `با ${formatToman(remaining)} خرید بیشتر، ارسال رایگان می‌شود.`;

/**
 * What a method charges for an order of `itemsTotal` (after discounts): nothing from its free-shipping threshold on.
 * The cart, the checkout and the order all price shipping with it.
 */
export function shippingCostOf(method: { cost: number; free_shipping_threshold: number | null }, itemsTotal: number): number {
  return method.free_shipping_threshold !== null && itemsTotal >= method.free_shipping_threshold ? 0 : method.cost;
}

/** How much more buys free shipping with the method (0 once it is free), or null for a method without a threshold. */
export function freeShippingRemaining(
  method: { cost: number; free_shipping_threshold: number | null },
  itemsTotal: number,
): number | null {
  if (method.free_shipping_threshold === null || method.cost === 0) return null;
  return Math.max(0, method.free_shipping_threshold - itemsTotal);
}

/** What a method promises and how it is priced, as checkout and the back office read it. */
const promiseFields = {
  delivery_promise: z.enum(DELIVERY_PROMISES),
  /** An estimate's working days, e.g. 3 to 5; null unless the method promises an estimate. */
  estimate_min_days: z.number().int().nullable(),
  estimate_max_days: z.number().int().nullable(),
  /** Whole Toman of items (after discounts) from which the method costs nothing; null for none. */
  free_shipping_threshold: z.number().int().nullable(),
};

export const ShippingMethodSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    /** Whole Toman. */
    cost: z.number().int(),
    /** The provinces it delivers to; empty for the whole country. */
    provinces: z.array(z.number().int()),
    /** Fixed windows a delivery can be booked in; empty for any time within the store's hours. */
    delivery_windows: z.array(DeliveryWindowSchema),
    ...promiseFields,
  })
  .meta({ id: 'ShippingMethod' });
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

export const PAYMENT_KINDS = ['gateway', 'card_to_card', 'cash_on_delivery'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PaymentMethodSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    kind: z.enum(PAYMENT_KINDS),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const MethodListQuerySchema = z.object(paginationQuery(50));
export const ShippingMethodListSchema = paginated(ShippingMethodSchema);
export const PaymentMethodListSchema = paginated(PaymentMethodSchema);

/** The most windows a courier offers in a day. */
export const DELIVERY_WINDOWS_MAX = 12;

const windowTimes = (windows: { start: string; end: string }[]) => [...windows].sort((a, b) => a.start.localeCompare(b.start));

/** A courier's windows: each starts before it ends, and none overlaps another (checkout names a window by its start). */
export const DeliveryWindowsSchema = z
  .array(
    z
      .object({ start: requiredTime(messages.startRequired), end: requiredTime(messages.endRequired) })
      .refine((window) => window.start < window.end, { path: ['end'], message: messages.startBeforeEnd }),
    { error: messages.invalidValue },
  )
  .max(DELIVERY_WINDOWS_MAX)
  .refine(
    (windows) =>
      windowTimes(windows).every((window, index, sorted) => index === 0 || (sorted[index - 1]?.end ?? '') <= window.start),
    methodMessages.windowsOverlap,
  )
  .transform(windowTimes);

export const ShippingMethodAdminSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    image: ImageSchema.nullable(),
    /** Whole Toman. */
    cost: z.number().int(),
    /** The provinces it delivers to; empty for the whole country. */
    provinces: z.array(z.number().int()),
    provinces_data: z.array(LocationRefSchema),
    delivery_windows: z.array(DeliveryWindowSchema),
    ...promiseFields,
    active: z.boolean(),
    sort_order: z.number().int(),
    /** Orders placed with it: such a method is deactivated rather than deleted. */
    orders_count: z.number().int(),
  })
  .meta({ id: 'ShippingMethodAdmin' });
export type ShippingMethodAdmin = z.infer<typeof ShippingMethodAdminSchema>;

/** Toman, as the column holds it (a 32-bit integer). */
const CostSchema = z.preprocess(
  (value) => {
    const text = digitsOf(value);
    return typeof text === 'string' && /^-?\d+$/.test(text) ? Number(text) : text;
  },
  z
    .number({ error: methodMessages.costInvalid })
    .int({ message: methodMessages.costInvalid, abort: true })
    .min(0, { message: methodMessages.costInvalid, abort: true })
    .max(2_000_000_000, { message: methodMessages.costInvalid }),
);

const estimateDays = integer({ min: 0, max: ESTIMATE_DAYS_MAX, tooSmall: methodMessages.estimateDaysInvalid });

const ThresholdSchema = z
  .number({ error: methodMessages.thresholdInvalid })
  .int({ message: methodMessages.thresholdInvalid })
  .min(1, { message: methodMessages.thresholdInvalid })
  .max(Number.MAX_SAFE_INTEGER, { message: methodMessages.thresholdInvalid });

/**
 * An estimate needs its working days, the fewest no more than the most; the API checks the same on the method a
 * change would leave (a PATCH may send a part).
 */
export function promiseProblems(method: {
  delivery_promise: string;
  estimate_min_days: number | null;
  estimate_max_days: number | null;
}): Record<string, string[]> {
  if (method.delivery_promise !== 'estimate') return {};
  const { estimate_min_days: min, estimate_max_days: max } = method;
  if (min === null) return { estimate_min_days: [methodMessages.estimateDaysRequired] };
  if (max === null) return { estimate_max_days: [methodMessages.estimateDaysRequired] };
  return min > max ? { estimate_max_days: [methodMessages.estimateDaysOrder] } : {};
}

const methodText = {
  name: requiredName(methodMessages.methodNameRequired, 100),
  description: optionalProse(1000).optional(),
  active: ActiveFlagSchema.optional(),
  sort_order: SortOrderSchema.optional(),
  image: PictureRemovalSchema,
};

export const ShippingMethodCreateSchema = z
  .object({
    ...methodText,
    cost: CostSchema,
    provinces: z.array(id(messages.stateNotFound), { error: messages.invalidValue }).max(100).optional(),
    delivery_windows: DeliveryWindowsSchema.optional(),
    delivery_promise: z.enum(DELIVERY_PROMISES, { error: methodMessages.promiseRequired }).optional(),
    estimate_min_days: estimateDays.nullable().optional(),
    estimate_max_days: estimateDays.nullable().optional(),
    free_shipping_threshold: z.preprocess((value) => (value === '' ? null : value), ThresholdSchema.nullable().optional()),
  })
  .meta({ id: 'ShippingMethodCreate' });
export type ShippingMethodCreate = z.infer<typeof ShippingMethodCreateSchema>;
export const ShippingMethodUpdateSchema = ShippingMethodCreateSchema.partial().meta({ id: 'ShippingMethodUpdate' });
export type ShippingMethodUpdate = z.infer<typeof ShippingMethodUpdateSchema>;

export const ShippingMethodAdminListQuerySchema = z.object({
  active: inQuery(boolean()),
  ...adminListQuery(['sort_order', 'name', 'cost', 'id']),
});
export type ShippingMethodAdminListQuery = z.infer<typeof ShippingMethodAdminListQuerySchema>;
export const ShippingMethodAdminListSchema = paginated(ShippingMethodAdminSchema).meta({ id: 'ShippingMethodAdminList' });

/** What each way of paying is called in the back office. */
export const paymentKindLabel: Record<(typeof PAYMENT_KINDS)[number], string> = {
  gateway: 'درگاه پرداخت آنلاین',
  card_to_card: 'کارت به کارت',
  cash_on_delivery: 'پرداخت در محل',
};

export const PaymentMethodAdminSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    /** Shown under the method at checkout; a card transfer's card number and holder are written here. */
    description: z.string(),
    image: ImageSchema.nullable(),
    kind: z.enum(PAYMENT_KINDS),
    active: z.boolean(),
    sort_order: z.number().int(),
    orders_count: z.number().int(),
  })
  .meta({ id: 'PaymentMethodAdmin' });
export type PaymentMethodAdmin = z.infer<typeof PaymentMethodAdminSchema>;

export const PaymentMethodCreateSchema = z
  .object({ ...methodText, kind: z.enum(PAYMENT_KINDS, { error: methodMessages.paymentKindRequired }) })
  .meta({ id: 'PaymentMethodCreate' });
export type PaymentMethodCreate = z.infer<typeof PaymentMethodCreateSchema>;
export const PaymentMethodUpdateSchema = PaymentMethodCreateSchema.partial().meta({ id: 'PaymentMethodUpdate' });
export type PaymentMethodUpdate = z.infer<typeof PaymentMethodUpdateSchema>;

export const PaymentMethodAdminListQuerySchema = z.object({
  active: inQuery(boolean()),
  kind: inQuery(z.enum(PAYMENT_KINDS, { error: messages.invalidValue }).optional()),
  ...adminListQuery(['sort_order', 'name', 'id']),
});
export type PaymentMethodAdminListQuery = z.infer<typeof PaymentMethodAdminListQuerySchema>;
export const PaymentMethodAdminListSchema = paginated(PaymentMethodAdminSchema).meta({ id: 'PaymentMethodAdminList' });

/** A day the store is closed: no delivery is booked on it, and no working day counts it. Shown in Jalali. */
export const ClosureSchema = z.object({ id: z.number().int(), date: z.string(), reason: z.string() }).meta({ id: 'Closure' });
export type Closure = z.infer<typeof ClosureSchema>;

export const ClosureCreateSchema = z
  .object({ date: CalendarDateSchema(methodMessages.closureDateRequired), reason: optionalProse(200).default('') })
  .meta({ id: 'ClosureCreate' });
export type ClosureCreate = z.infer<typeof ClosureCreateSchema>;
export const ClosureUpdateSchema = ClosureCreateSchema.partial().meta({ id: 'ClosureUpdate' });
export type ClosureUpdate = z.infer<typeof ClosureUpdateSchema>;

/** The closures from today on, as checkout leaves them out; the back office lists every one, newest first or by date. */
export const ClosureListQuerySchema = z.object(paginationQuery(100));
export const ClosureListSchema = paginated(ClosureSchema);
export const ClosureAdminListQuerySchema = z.object({
  upcoming: inQuery(boolean()),
  ...adminListQuery(['date', 'id']),
});
export type ClosureAdminListQuery = z.infer<typeof ClosureAdminListQuerySchema>;
export const ClosureAdminListSchema = paginated(ClosureSchema).meta({ id: 'ClosureAdminList' });
