import { z } from 'zod';
import { adminListQuery } from './admin.ts';
import { DeliveryWindowSchema } from './checkout.ts';
import { LocationRefSchema } from './location.ts';
import { ImageSchema } from './media.ts';
import { messages, messageWith } from './messages.ts';
import { toLatinDigits } from './persian.ts';
import { boolean, id, inQuery, integer, paginated } from './query.ts';
import { ANNOUNCEMENT_ANIMATIONS, PAYMENT_KINDS } from './shop.ts';
import { cleanCode, cleanName } from './text.ts';
import {
  blankable,
  EmailSchema,
  isValidNationalCode,
  optionalProse,
  requiredName,
  requiredTime,
  textWithoutControls,
} from './validation.ts';

/**
 * The storefront's content and the shop's settings as the back office edits them: stories, announcements, article
 * teasers, shipping and payment methods, and the store's one row of general settings. A record's picture comes as
 * the multipart file `image` beside its fields (sent as the JSON part `data`); `image: null` removes it.
 */

export const contentMessages = {
  colourInvalid: 'رنگ باید کد هگز CSS باشد، مانند ‎#0d47a1.',
  sitePathInvalid: 'نشانی باید مسیری در همین فروشگاه باشد که با / شروع می‌شود، مانند ‎/products.',
  webUrlInvalid: 'یک نشانی اینترنتی کامل وارد کنید، مانند https://sepidmed.ir',
  phoneInvalid: 'شماره تلفن باید ۱۱ رقم و با ۰ شروع شود، مانند ۰۲۱۶۶۱۲۳۴۵۶ یا ۰۹۱۲۱۲۳۴۵۶۷.',
  whatsappInvalid: 'شماره واتس‌اپ باید شماره موبایل باشد، مانند ۰۹۱۲۱۲۳۴۵۶۷ یا ۹۸۹۱۲۱۲۳۴۵۶۷.',
  smsInvalid: 'شماره پیامک باید شماره موبایل یا خط پیامکی از ۴ تا ۱۴ رقم باشد.',
  handleInvalid: 'شناسه باید از حروف لاتین، رقم، نقطه یا _ باشد، مانند sepidmed.',
  latitudeInvalid: 'عرض جغرافیایی باید عددی بین ۹۰- و ۹۰ باشد.',
  longitudeInvalid: 'طول جغرافیایی باید عددی بین ۱۸۰- و ۱۸۰ باشد.',
  positionIncomplete: 'طول و عرض جغرافیایی را با هم وارد کنید، یا هر دو را خالی بگذارید.',
  economicCodeInvalid: 'کد اقتصادی باید از ۱۰ تا ۱۴ رقم باشد.',
  sellerNationalIdInvalid: 'شناسه ملی باید ۱۱ رقم باشد، یا کد ملی معتبر ۱۰ رقمی برای فروشنده حقیقی.',
  storeTitleRequired: 'لطفا نام فروشگاه را وارد کنید',
  storyGroupNameRequired: 'لطفا نام گروه استوری را وارد کنید',
  storyTitleRequired: 'لطفا عنوان استوری را وارد کنید',
  storyGroupRequired: 'لطفا گروه استوری را انتخاب کنید',
  storyGroupNotFound: 'گروه استوری یافت نشد.',
  announcementMessageRequired: 'لطفا متن اطلاعیه را وارد کنید',
  articleTitleRequired: 'لطفا عنوان مقاله را وارد کنید',
  articleUrlRequired: 'لطفا نشانی مقاله در وبلاگ را وارد کنید',
  publishedAtInvalid: 'تاریخ انتشار معتبر نیست.',
  methodNameRequired: 'لطفا نام روش را وارد کنید',
  paymentKindRequired: 'لطفا نوع پرداخت را انتخاب کنید',
  costInvalid: 'هزینه ارسال باید عددی صحیح و نامنفی به تومان باشد.',
  windowsOverlap: 'بازه‌های زمانی تحویل نباید با هم هم‌پوشانی داشته باشند.',
  methodInUse: 'این روش در سفارش‌های ثبت‌شده به کار رفته است و حذف نمی‌شود؛ به جای حذف، آن را غیرفعال کنید.',
} as const;

/** Digits typed in Persian or Arabic count, and invisible characters and the spaces around go. */
const codeText = (value: unknown) => (typeof value === 'string' ? toLatinDigits(cleanCode(value)) : value);

/** A one-line text that may be left empty, such as a story's badge. */
const optionalLine = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? cleanName(value) : value),
    textWithoutControls().max(max, { message: messageWith.maxLength(max) }),
  );

const patterned = (pattern: RegExp, message: string, normalise: (text: string) => string = (text) => text) =>
  z.preprocess(
    (value) => {
      const text = codeText(value);
      return typeof text === 'string' ? normalise(text) : text;
    },
    z.string({ error: message }).regex(pattern, message),
  );

/** A CSS hex colour (#rgb, #rgba, #rrggbb or #rrggbbaa), kept in lower case: what `<input type="color">` gives. */
export const HexColourSchema = patterned(/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/, contentMessages.colourInvalid, (text) =>
  text.toLowerCase(),
);

/** A page of the shop itself, which the storefront opens without leaving it: `/products?has_discount=true`. */
export const SitePathSchema = patterned(/^\/(?:[^\s\\/][^\s\\]{0,498})?$/, contentMessages.sitePathInvalid);

const URL_MAX_LENGTH = 500;

const webUrl = (emptyMessage: string) =>
  z.preprocess(
    codeText,
    z
      .string({ error: emptyMessage })
      .min(1, { message: emptyMessage, abort: true })
      .max(URL_MAX_LENGTH, { message: messageWith.maxLength(URL_MAX_LENGTH), abort: true })
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: contentMessages.webUrlInvalid })),
  );

/** A full http(s) address on a named host: the blog, an article, the enamad badge's page. */
export const WebUrlSchema = webUrl(contentMessages.webUrlInvalid);

/** Numbers are often typed in groups: 021-6612 3456. */
const digitsOnly = (text: string) => text.replace(/[\s\-()]/g, '');

/** An Iranian telephone number with its area code, or a mobile number: «0» and ten more digits. */
export const PhoneNumberSchema = patterned(/^0\d{10}$/, contentMessages.phoneInvalid, digitsOnly);

/** A mobile number WhatsApp knows, in the national (09…) or the international (989…) form. */
export const WhatsappNumberSchema = patterned(/^(?:09\d{9}|989\d{9})$/, contentMessages.whatsappInvalid, digitsOnly);

/** A mobile number, or an SMS service line (10004346). */
export const SmsNumberSchema = patterned(/^\d{4,14}$/, contentMessages.smsInvalid, digitsOnly);

/** A Telegram, Eitaa or Instagram id, with or without its «@», kept without it. */
export const SocialHandleSchema = patterned(/^[A-Za-z0-9_.]{3,64}$/, contentMessages.handleInvalid, (text) =>
  text.replace(/^@/, ''),
);

export const EconomicCodeSchema = patterned(/^\d{10,14}$/, contentMessages.economicCodeInvalid);

/** A company's 11-digit national id, or a sole trader's national code. */
export const SellerNationalIdSchema = z.preprocess(
  codeText,
  z
    .string({ error: contentMessages.sellerNationalIdInvalid })
    .refine((text) => /^\d{11}$/.test(text) || isValidNationalCode(text), contentMessages.sellerNationalIdInvalid),
);

const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(codeText(value)) : value),
    z.number({ error: message }).min(-limit, message).max(limit, message),
  );

/** A place in a list: 0 first, then 1…; rows of one place keep the order they were made in. */
const SortOrderSchema = integer({ min: 0, max: 1_000_000 });

/** Only a removal travels in the JSON: a new picture is the multipart file `image`. */
const imageRemoval = z.null({ error: messages.invalidValue }).optional();

const activeFlag = z.boolean({ error: messages.invalidBoolean });

// Story groups and their stories.

export const StoryGroupAdminSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    image: ImageSchema.nullable(),
    active: z.boolean(),
    sort_order: z.number().int(),
    items_count: z.number().int(),
  })
  .meta({ id: 'StoryGroupAdmin' });
export type StoryGroupAdmin = z.infer<typeof StoryGroupAdminSchema>;

export const StoryGroupCreateSchema = z
  .object({
    name: requiredName(contentMessages.storyGroupNameRequired, 100),
    active: activeFlag.optional(),
    sort_order: SortOrderSchema.optional(),
    image: imageRemoval,
  })
  .meta({ id: 'StoryGroupCreate' });
export type StoryGroupCreate = z.infer<typeof StoryGroupCreateSchema>;
export const StoryGroupUpdateSchema = StoryGroupCreateSchema.partial().meta({ id: 'StoryGroupUpdate' });
export type StoryGroupUpdate = z.infer<typeof StoryGroupUpdateSchema>;

export const StoryGroupAdminListQuerySchema = z.object({
  active: inQuery(boolean()),
  ...adminListQuery(['sort_order', 'name', 'id']),
});
export type StoryGroupAdminListQuery = z.infer<typeof StoryGroupAdminListQuerySchema>;
export const StoryGroupAdminListSchema = paginated(StoryGroupAdminSchema).meta({ id: 'StoryGroupAdminList' });

export const StoryItemAdminSchema = z
  .object({
    id: z.number().int(),
    group: z.number().int(),
    title: z.string(),
    badge: z.string(),
    image: ImageSchema.nullable(),
    /** The product the story opens; null for a story that opens none. */
    product: z.number().int().nullable(),
    product_name: z.string().nullable(),
    sort_order: z.number().int(),
  })
  .meta({ id: 'StoryItemAdmin' });
export type StoryItemAdmin = z.infer<typeof StoryItemAdminSchema>;

const storyItemFields = {
  title: requiredName(contentMessages.storyTitleRequired, 150),
  badge: optionalLine(40).optional(),
  product: blankable(id(messages.productNotFound)),
  sort_order: SortOrderSchema.optional(),
  image: imageRemoval,
};

export const StoryItemCreateSchema = z
  .object({ group: id(contentMessages.storyGroupRequired), ...storyItemFields })
  .meta({ id: 'StoryItemCreate' });
export type StoryItemCreate = z.infer<typeof StoryItemCreateSchema>;
/** A story may move to another group. */
export const StoryItemUpdateSchema = StoryItemCreateSchema.partial().meta({ id: 'StoryItemUpdate' });
export type StoryItemUpdate = z.infer<typeof StoryItemUpdateSchema>;

export const StoryItemAdminListQuerySchema = z.object({
  group: inQuery(id().optional()),
  ...adminListQuery(['sort_order', 'title', 'id']),
});
export type StoryItemAdminListQuery = z.infer<typeof StoryItemAdminListQuerySchema>;
export const StoryItemAdminListSchema = paginated(StoryItemAdminSchema).meta({ id: 'StoryItemAdminList' });

// Announcements of the top marquee.

export const AnnouncementAdminSchema = z
  .object({
    id: z.number().int(),
    message: z.string(),
    background_color: z.string(),
    color: z.string(),
    animation: z.enum(ANNOUNCEMENT_ANIMATIONS).nullable(),
    url: z.string().nullable(),
    active: z.boolean(),
    sort_order: z.number().int(),
  })
  .meta({ id: 'AnnouncementAdmin' });
export type AnnouncementAdmin = z.infer<typeof AnnouncementAdminSchema>;

/** The storefront's default colours: white on the shop's dark blue. */
export const ANNOUNCEMENT_DEFAULT_COLOURS = { background_color: '#0d47a1', color: '#ffffff' } as const;

export const AnnouncementCreateSchema = z
  .object({
    message: requiredName(contentMessages.announcementMessageRequired, 300),
    background_color: HexColourSchema.optional(),
    color: HexColourSchema.optional(),
    animation: blankable(z.enum(ANNOUNCEMENT_ANIMATIONS, { error: messages.selectOption })),
    url: blankable(SitePathSchema),
    active: activeFlag.optional(),
    sort_order: SortOrderSchema.optional(),
  })
  .meta({ id: 'AnnouncementCreate' });
export type AnnouncementCreate = z.infer<typeof AnnouncementCreateSchema>;
export const AnnouncementUpdateSchema = AnnouncementCreateSchema.partial().meta({ id: 'AnnouncementUpdate' });
export type AnnouncementUpdate = z.infer<typeof AnnouncementUpdateSchema>;

export const AnnouncementAdminListQuerySchema = z.object({
  active: inQuery(boolean()),
  ...adminListQuery(['sort_order', 'message', 'id']),
});
export type AnnouncementAdminListQuery = z.infer<typeof AnnouncementAdminListQuerySchema>;
export const AnnouncementAdminListSchema = paginated(AnnouncementAdminSchema).meta({ id: 'AnnouncementAdminList' });

// The blog's article teasers.

export const ArticleAdminSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    excerpt: z.string(),
    image: ImageSchema.nullable(),
    url: z.string(),
    published_at: z.string(),
    published: z.boolean(),
    sort_order: z.number().int(),
  })
  .meta({ id: 'ArticleAdmin' });
export type ArticleAdmin = z.infer<typeof ArticleAdminSchema>;

/** A publication moment: an ISO timestamp, or a day `YYYY-MM-DD`, taken as that day's start in Tehran. */
export const PublishedAtSchema = z.preprocess(
  codeText,
  z
    .string({ error: contentMessages.publishedAtInvalid })
    .refine(
      (text) => /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2}))?$/.test(text) && !Number.isNaN(Date.parse(text)),
      contentMessages.publishedAtInvalid,
    ),
);

export const ArticleCreateSchema = z
  .object({
    title: requiredName(contentMessages.articleTitleRequired, 200),
    excerpt: optionalProse(1000).optional(),
    url: webUrl(contentMessages.articleUrlRequired),
    published_at: PublishedAtSchema.optional(),
    published: activeFlag.optional(),
    sort_order: SortOrderSchema.optional(),
    image: imageRemoval,
  })
  .meta({ id: 'ArticleCreate' });
export type ArticleCreate = z.infer<typeof ArticleCreateSchema>;
export const ArticleUpdateSchema = ArticleCreateSchema.partial().meta({ id: 'ArticleUpdate' });
export type ArticleUpdate = z.infer<typeof ArticleUpdateSchema>;

export const ArticleAdminListQuerySchema = z.object({
  published: inQuery(boolean()),
  ...adminListQuery(['published_at', 'sort_order', 'title', 'id']),
});
export type ArticleAdminListQuery = z.infer<typeof ArticleAdminListQuerySchema>;
export const ArticleAdminListSchema = paginated(ArticleAdminSchema).meta({ id: 'ArticleAdminList' });

// Shipping and payment methods.

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
    contentMessages.windowsOverlap,
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
    const text = codeText(value);
    return typeof text === 'string' && /^-?\d+$/.test(text) ? Number(text) : text;
  },
  z
    .number({ error: contentMessages.costInvalid })
    .int({ message: contentMessages.costInvalid, abort: true })
    .min(0, { message: contentMessages.costInvalid, abort: true })
    .max(2_000_000_000, { message: contentMessages.costInvalid }),
);

const methodText = {
  name: requiredName(contentMessages.methodNameRequired, 100),
  description: optionalProse(1000).optional(),
  active: activeFlag.optional(),
  sort_order: SortOrderSchema.optional(),
  image: imageRemoval,
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
  .object({ ...methodText, kind: z.enum(PAYMENT_KINDS, { error: contentMessages.paymentKindRequired }) })
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

// The store's general settings: one record, id 1.

export const SETTINGS_ID = 1;

export const SettingsAdminSchema = z
  .object({
    id: z.literal(SETTINGS_ID),
    store_title: z.string(),
    contacts_store_tel: z.string(),
    contacts_sale_manager_tel: z.string(),
    contacts_support_tel: z.string(),
    contacts_store_address: z.string(),
    contacts_store_email: z.string(),
    whatsapp: z.string(),
    sms: z.string(),
    telegram: z.string(),
    eitaa: z.string(),
    instagram: z.string(),
    license_enamad: z.string(),
    blog_url: z.string(),
    store_latitude: z.number().nullable(),
    store_longitude: z.number().nullable(),
    /** What invoices name the seller by. */
    seller_economic_code: z.string(),
    seller_national_id: z.string(),
  })
  .meta({ id: 'SettingsAdmin' });
export type SettingsAdmin = z.infer<typeof SettingsAdminSchema>;

/** Any part of the settings; an empty value clears a contact (the storefront then leaves its link out). */
export const SettingsUpdateSchema = z
  .object({
    store_title: requiredName(contentMessages.storeTitleRequired, 150),
    contacts_store_tel: blankable(PhoneNumberSchema),
    contacts_sale_manager_tel: blankable(PhoneNumberSchema),
    contacts_support_tel: blankable(PhoneNumberSchema),
    contacts_store_address: blankable(optionalProse(500)),
    contacts_store_email: blankable(EmailSchema),
    whatsapp: blankable(WhatsappNumberSchema),
    sms: blankable(SmsNumberSchema),
    telegram: blankable(SocialHandleSchema),
    eitaa: blankable(SocialHandleSchema),
    instagram: blankable(SocialHandleSchema),
    license_enamad: blankable(WebUrlSchema),
    blog_url: blankable(WebUrlSchema),
    store_latitude: blankable(coordinate(90, contentMessages.latitudeInvalid)),
    store_longitude: blankable(coordinate(180, contentMessages.longitudeInvalid)),
    seller_economic_code: blankable(EconomicCodeSchema),
    seller_national_id: blankable(SellerNationalIdSchema),
  })
  .partial()
  .meta({ id: 'SettingsUpdate' });
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>;
