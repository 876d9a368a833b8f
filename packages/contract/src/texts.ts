import { z } from 'zod';
import { adminListQuery } from './admin.ts';
import { messages } from './messages.ts';
import { inQuery, paginated } from './query.ts';
import { MobileNumberSchema, requiredProse } from './validation.ts';

/**
 * The shop's text messages after a sale, by what happened. Each kind has its Persian default, which staff may replace
 * in the back office, and the placeholders its text may use.
 */
export const TEXT_KINDS = [
  'order_placed',
  'order_paid',
  'transfer_approved',
  'transfer_refused',
  'payment_received',
  'payment_not_made',
  'refund',
  'order_shipped',
  'status_new',
  'status_processing',
  'status_completed',
  'status_cancelled',
  'status_refunded',
  'staff_new_order',
] as const;
export const TextKindSchema = z.enum(TEXT_KINDS);
export type TextKind = (typeof TEXT_KINDS)[number];

/** A status staff may move an order to, and the kind of text its buyer then gets. */
export const STATUS_TEXT_KINDS = {
  new: 'status_new',
  processing: 'status_processing',
  completed: 'status_completed',
  cancelled: 'status_cancelled',
  refunded: 'status_refunded',
} as const satisfies Record<string, TextKind>;

export const TEXT_PLACEHOLDERS = ['store', 'order', 'amount', 'link', 'reason', 'tracking_code', 'carrier', 'customer'] as const;
export type TextPlaceholder = (typeof TEXT_PLACEHOLDERS)[number];
export type TextVariables = Partial<Record<TextPlaceholder, string>>;

/** What each placeholder stands for, as the back office lists it beside a template. */
export const textPlaceholderLabel: Record<TextPlaceholder, string> = {
  store: 'نام فروشگاه',
  order: 'شماره سفارش',
  amount: 'مبلغ به تومان',
  link: 'پیوند پیگیری سفارش',
  reason: 'دلیل رد واریز',
  tracking_code: 'کد رهگیری مرسوله',
  carrier: 'روش ارسال',
  customer: 'نام خریدار',
};

interface TextKindDefinition {
  label: string;
  /** Who gets it: the order's buyer, or each of the staff's numbers in the texts' settings. */
  audience: 'customer' | 'staff';
  placeholders: readonly TextPlaceholder[];
  body: string;
}

const tracked = (sentence: string) => `{store}\n${sentence}\nپیگیری سفارش: {link}`;
const orderOnly = ['store', 'order', 'link'] as const;
const withAmount = ['store', 'order', 'amount', 'link'] as const;

export const textKinds: Record<TextKind, TextKindDefinition> = {
  order_placed: {
    label: 'ثبت سفارش',
    audience: 'customer',
    placeholders: withAmount,
    body: tracked('سفارش شماره {order} شما به مبلغ {amount} ثبت شد.'),
  },
  order_paid: {
    label: 'پرداخت کامل سفارش',
    audience: 'customer',
    placeholders: withAmount,
    body: tracked('پرداخت {amount} برای سفارش شماره {order} شما تأیید شد.'),
  },
  transfer_approved: {
    label: 'تأیید بخشی از پرداخت (کارت به کارت)',
    audience: 'customer',
    placeholders: withAmount,
    body: tracked('پرداخت {amount} برای سفارش شماره {order} شما تأیید شد.'),
  },
  transfer_refused: {
    label: 'رد واریز کارت به کارت',
    audience: 'customer',
    placeholders: ['store', 'order', 'reason', 'link'],
    body: tracked('واریز شما برای سفارش شماره {order} تأیید نشد: {reason}'),
  },
  payment_received: {
    label: 'دریافت بخشی از مبلغ در محل',
    audience: 'customer',
    placeholders: withAmount,
    body: tracked('مبلغ {amount} برای سفارش شماره {order} شما دریافت شد.'),
  },
  payment_not_made: {
    label: 'پرداخت بانکی انجام نشد',
    audience: 'customer',
    placeholders: orderOnly,
    body: '{store}\nپرداخت سفارش شماره {order} انجام نشد. برای پرداخت مجدد: {link}',
  },
  refund: {
    label: 'عودت وجه',
    audience: 'customer',
    placeholders: withAmount,
    body: tracked('مبلغ {amount} از سفارش شماره {order} به شما عودت داده شد.'),
  },
  order_shipped: {
    label: 'ارسال سفارش',
    audience: 'customer',
    placeholders: ['store', 'order', 'carrier', 'tracking_code', 'link'],
    body: tracked('سفارش شماره {order} شما با {carrier} ارسال شد. کد رهگیری مرسوله: {tracking_code}'),
  },
  status_new: {
    label: 'سفارش در انتظار بررسی',
    audience: 'customer',
    placeholders: orderOnly,
    body: tracked('سفارش شماره {order} شما ثبت شد و در انتظار بررسی است.'),
  },
  status_processing: {
    label: 'سفارش در حال پردازش',
    audience: 'customer',
    placeholders: orderOnly,
    body: tracked('سفارش شماره {order} شما در حال پردازش است.'),
  },
  status_completed: {
    label: 'تکمیل سفارش',
    audience: 'customer',
    placeholders: orderOnly,
    body: tracked('سفارش شماره {order} شما تکمیل شد. از خرید شما سپاسگزاریم.'),
  },
  status_cancelled: {
    label: 'لغو سفارش',
    audience: 'customer',
    placeholders: orderOnly,
    body: tracked('سفارش شماره {order} شما لغو شد.'),
  },
  status_refunded: {
    label: 'عودت سفارش',
    audience: 'customer',
    placeholders: orderOnly,
    body: tracked('مبلغ سفارش شماره {order} شما عودت داده شد.'),
  },
  staff_new_order: {
    label: 'سفارش تازه (به کارکنان)',
    audience: 'staff',
    placeholders: ['store', 'order', 'amount', 'customer', 'link'],
    body: '{store}\nسفارش تازه شماره {order} از {customer} به مبلغ {amount} ثبت شد.\n{link}',
  },
};

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The placeholders a text names that its kind does not fill, each once, in the order they appear. */
export function unknownPlaceholders(kind: TextKind, body: string): string[] {
  const allowed: readonly string[] = textKinds[kind].placeholders;
  const named = [...body.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  return [...new Set(named.filter((name) => !allowed.includes(name)))];
}

/**
 * The message a template makes: each placeholder replaced by its value. A line that only an empty value filled (a
 * shop not named yet) is left out rather than sent blank.
 */
export function renderText(body: string, variables: TextVariables): string {
  return body
    .split('\n')
    .flatMap((line) => {
      const rendered = line.replace(PLACEHOLDER, (whole, name: string) => variables[name as TextPlaceholder] ?? whole);
      return rendered.trim() === '' && line.trim() !== '' ? [] : [rendered];
    })
    .join('\n');
}

export const textMessages = {
  bodyRequired: 'لطفا متن پیامک را وارد کنید.',
  templateNotFound: 'این نوع پیامک وجود ندارد.',
  tooManyStaffNumbers: 'حداکثر ۱۰ شماره می‌توانید وارد کنید.',
} as const;

export const textMessageWith = {
  unknownPlaceholders: (names: string[]) =>
    `این پیامک ${names.map((name) => `{${name}}`).join('، ')} را نمی‌شناسد؛ فقط از متغیرهای فهرست‌شده استفاده کنید.`,
};

/** A kind of text as the back office edits it: its text now, its default, and whether staff changed it. */
export const TextTemplateSchema = z
  .object({
    kind: TextKindSchema,
    label: z.string(),
    audience: z.enum(['customer', 'staff']),
    body: z.string(),
    default_body: z.string(),
    customised: z.boolean(),
    placeholders: z.array(z.object({ name: z.string(), label: z.string() })),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'TextTemplate' });
export type TextTemplate = z.infer<typeof TextTemplateSchema>;

export const TextTemplateListSchema = z.array(TextTemplateSchema).meta({ id: 'TextTemplateList' });

export const TextKindParamsSchema = z.object({ kind: TextKindSchema });

export const TextTemplateUpdateSchema = z.object({ body: requiredProse(textMessages.bodyRequired, 1000) });
export type TextTemplateUpdate = z.infer<typeof TextTemplateUpdateSchema>;

/** The numbers each new order is texted to; none, and staff are not texted. */
export const TextSettingsSchema = z.object({ staff_mobile_numbers: z.array(z.string()) }).meta({ id: 'TextSettings' });
export type TextSettings = z.infer<typeof TextSettingsSchema>;

export const TextSettingsUpdateSchema = z.object({
  staff_mobile_numbers: z.array(MobileNumberSchema).max(10, textMessages.tooManyStaffNumbers),
});

export const TEXT_STATES = ['pending', 'sent', 'failed'] as const;
export const textStateLabel: Record<(typeof TEXT_STATES)[number], string> = {
  pending: 'در صف ارسال',
  sent: 'ارسال شد',
  failed: 'ارسال نشد',
};

/** A text on its way, or gone, or given up on, newest first. */
export const QueuedTextSchema = z
  .object({
    id: z.number().int(),
    kind: TextKindSchema,
    mobile_number: z.string(),
    message: z.string(),
    state: z.enum(TEXT_STATES),
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: z.string(),
    next_attempt_at: z.string(),
    sent_at: z.string().nullable(),
  })
  .meta({ id: 'QueuedText' });
export type QueuedText = z.infer<typeof QueuedTextSchema>;

/** The queue newest first; `search` is a mobile number or its digits. */
export const QueuedTextListQuerySchema = z.object({
  state: inQuery(z.enum(TEXT_STATES, { error: messages.invalidValue }).optional()),
  ...adminListQuery(['created_at']),
});

export type QueuedTextListQuery = z.infer<typeof QueuedTextListQuerySchema>;

export const QueuedTextListSchema = paginated(QueuedTextSchema).meta({ id: 'QueuedTextList' });
