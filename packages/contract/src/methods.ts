import { z } from 'zod';
import { ActiveFlagSchema, adminListQuery, PictureRemovalSchema, SortOrderSchema } from './admin.ts';
import { DeliveryWindowSchema } from './checkout.ts';
import { LocationRefSchema } from './location.ts';
import { ImageSchema } from './media.ts';
import { messages } from './messages.ts';
import { boolean, id, inQuery, paginated, paginationQuery } from './query.ts';
import { digitsOf, optionalProse, requiredName, requiredTime } from './validation.ts';

/** What the back office says about shipping and payment methods. */
export const methodMessages = {
  methodNameRequired: 'لطفا نام روش را وارد کنید',
  paymentKindRequired: 'لطفا نوع پرداخت را انتخاب کنید',
  costInvalid: 'هزینه ارسال باید عددی صحیح و نامنفی به تومان باشد.',
  windowsOverlap: 'بازه‌های زمانی تحویل نباید با هم هم‌پوشانی داشته باشند.',
  methodInUse: 'این روش در سفارش‌های ثبت‌شده به کار رفته است و حذف نمی‌شود؛ به جای حذف، آن را غیرفعال کنید.',
} as const;

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
