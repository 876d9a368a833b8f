import { z } from 'zod';
import { adminListQuery } from './admin.ts';
import { CATALOGUE_ITEM_AVAILABILITIES, ProductSummarySchema } from './catalogue.ts';
import { LocationRefSchema } from './location.ts';
import { messages } from './messages.ts';
import { formatNumber, toLatinDigits, toPersianDigits } from './persian.ts';
import { boolean, id, inQuery, integer, paginated } from './query.ts';
import { cleanCode } from './text.ts';
import {
  AddressLineSchema,
  blankable,
  FirstNameSchema,
  LastNameSchema,
  MobileNumberSchema,
  NationalCodeSchema,
  optionalProse,
  PostalCodeSchema,
  requiredName,
} from './validation.ts';

/** What the back office says about the links it shares: catalogues and signup links. */
export const sharingAdminMessages = {
  catalogueNameRequired: 'لطفا عنوان کاتالوگ را وارد کنید',
  catalogueProductRequired: 'لطفا کالا را انتخاب کنید',
  catalogueProductTwice: 'هر کالا تنها یک بار در کاتالوگ می‌آید.',
  signupLinkNotFound: 'لینک ثبت‌نام یافت نشد.',
  expiryInvalid: 'تاریخ انقضا معتبر نیست.',
  expiryPast: 'تاریخ انقضا نباید پیش از امروز باشد.',
} as const;

/** Sentences that carry a number. */
export const sharingAdminMessageWith = {
  catalogueProductMissing: (productId: number) => `کالای شمارهٔ ${toPersianDigits(productId)} یافت نشد.`,
  catalogueTooManyItems: (max: number) => `یک کاتالوگ حداکثر ${toPersianDigits(max)} کالا دارد.`,
  maxUsesRange: (max: number) => `تعداد استفاده باید از ۱ تا ${formatNumber(max)} باشد.`,
  maxUsesBelowUses: (uses: number) =>
    `این لینک ${toPersianDigits(uses)} بار استفاده شده است؛ حداکثر استفاده نمی‌تواند کمتر از آن باشد.`,
};

/** A catalogue is a list picked by hand, sent in a chat: a couple of hundred products is already more than anyone reads. */
export const CATALOGUE_MAX_ITEMS = 200;
export const CATALOGUE_NOTES_MAX_LENGTH = 2000;
export const CATALOGUE_ITEM_NOTES_MAX_LENGTH = 500;

export const AdminCatalogueListQuerySchema = z.object(adminListQuery(['updated_at', 'name']));
export type AdminCatalogueListQuery = z.infer<typeof AdminCatalogueListQuerySchema>;

/** A catalogue in the back office's list: its title, its description and the public link to copy and preview. */
export const AdminCatalogueSummarySchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    name: z.string(),
    public_notes: z.string(),
    updated_at: z.string(),
    items_count: z.number().int(),
    /** The public page, `/catalogs?key=…`, on the shop's address. */
    web_client_url: z.string(),
  })
  .meta({ id: 'AdminCatalogueSummary' });
export type AdminCatalogueSummary = z.infer<typeof AdminCatalogueSummarySchema>;
export const AdminCatalogueListSchema = paginated(AdminCatalogueSummarySchema).meta({ id: 'AdminCatalogueList' });

/** An item as the back office edits it (`product`, `notes`), with what the public page shows of it. */
export const AdminCatalogueItemSchema = z
  .object({
    id: z.number().int(),
    product: z.number().int(),
    notes: z.string(),
    availability: z.enum(CATALOGUE_ITEM_AVAILABILITIES),
    product_data: ProductSummarySchema,
  })
  .meta({ id: 'AdminCatalogueItem' });
export type AdminCatalogueItem = z.infer<typeof AdminCatalogueItemSchema>;

export const AdminCatalogueSchema = AdminCatalogueSummarySchema.extend({
  items: z.array(AdminCatalogueItemSchema),
}).meta({ id: 'AdminCatalogue' });
export type AdminCatalogue = z.infer<typeof AdminCatalogueSchema>;

/** Notes a form sends as null once emptied are empty notes. */
const notes = (max: number) => z.preprocess((value) => (value === null ? '' : value), optionalProse(max)).optional();

export const AdminCatalogueItemInputSchema = z.object({
  product: id(sharingAdminMessages.catalogueProductRequired),
  notes: notes(CATALOGUE_ITEM_NOTES_MAX_LENGTH),
});

const catalogueForm = {
  name: requiredName(sharingAdminMessages.catalogueNameRequired),
  public_notes: notes(CATALOGUE_NOTES_MAX_LENGTH),
  items: z
    .array(AdminCatalogueItemInputSchema, { error: messages.invalidValue })
    .max(CATALOGUE_MAX_ITEMS, { message: sharingAdminMessageWith.catalogueTooManyItems(CATALOGUE_MAX_ITEMS) })
    .refine((items) => new Set(items.map((item) => item.product)).size === items.length, {
      message: sharingAdminMessages.catalogueProductTwice,
    })
    .optional(),
};

/**
 * A catalogue's form: the title, the description its page opens with, and its items in the order the page lists
 * them. A change (PATCH) sends any part; `items`, when sent, is the whole new list.
 */
export const AdminCatalogueCreateSchema = z.object(catalogueForm).meta({ id: 'AdminCatalogueCreate' });
export const AdminCatalogueUpdateSchema = z
  .object({ ...catalogueForm, name: catalogueForm.name.optional() })
  .meta({ id: 'AdminCatalogueUpdate' });
export type AdminCatalogueUpdate = z.infer<typeof AdminCatalogueUpdateSchema>;
export type AdminCatalogueCreate = z.infer<typeof AdminCatalogueCreateSchema>;

/** A real Gregorian day written YYYY-MM-DD, as the Jalali calendar field sends it. */
const isRealDay = (text: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** The last day a link works, in Tehran; whether it is past is the API's to say, by its clock. */
export const ExpiryDateSchema = z.preprocess(
  (value) => (typeof value === 'string' ? toLatinDigits(cleanCode(value)) : value),
  z.string({ error: sharingAdminMessages.expiryInvalid }).refine(isRealDay, sharingAdminMessages.expiryInvalid),
);

/** How long a link works unless its maker says otherwise: time enough for a customer to find the message. */
export const SIGNUP_LINK_LIFETIME_DAYS = 30;

/** A link that a whole clinic's staff may fill is still a link handed out by hand. */
export const SIGNUP_LINK_MAX_USES = 10_000;

export const AdminSignupLinkListQuerySchema = z.object({
  /** Links that still take a form (`true`), or used up and expired ones (`false`). */
  is_usable: inQuery(boolean()),
  ...adminListQuery(['created_at', 'expires_at', 'uses']),
});
export type AdminSignupLinkListQuery = z.infer<typeof AdminSignupLinkListQuerySchema>;

/**
 * A signup link in the back office: what it pre-fills (text not known is '', places not known are null), until when
 * and how many times it works, how often and when it was last used, and its page to copy.
 */
export const AdminSignupLinkSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    mobile_number: z.string(),
    national_code: z.string(),
    country: z.number().int().nullable(),
    state: z.number().int().nullable(),
    city: z.number().int().nullable(),
    country_data: LocationRefSchema.nullable(),
    state_data: LocationRefSchema.nullable(),
    city_data: LocationRefSchema.nullable(),
    postal_code: z.string(),
    address: z.string(),
    /** The link works up to this instant: the end of `expires_on` in Tehran. */
    expires_at: z.string(),
    expires_on: z.string().describe('Gregorian YYYY-MM-DD, in Tehran'),
    max_uses: z.number().int(),
    uses: z.number().int(),
    last_used_at: z.string().nullable(),
    created_at: z.string(),
    /** Not used up and not expired: its page still takes a form. */
    is_usable: z.boolean(),
    /** The page the customer opens, `/signup_links?code=…`, on the shop's address. */
    web_client_url: z.string(),
  })
  .meta({ id: 'AdminSignupLink' });
export type AdminSignupLink = z.infer<typeof AdminSignupLinkSchema>;
export const AdminSignupLinkListSchema = paginated(AdminSignupLinkSchema).meta({ id: 'AdminSignupLinkList' });

/**
 * A signup link's form: what to pre-fill, each field checked as the signup form checks it and left empty when not
 * known; the last day it works (30 days from today when not given) and how many forms it takes (one when not given).
 * A change (PATCH) sends any part; the code and the uses are the link's own.
 */
export const AdminSignupLinkWriteSchema = z
  .object({
    first_name: blankable(FirstNameSchema),
    last_name: blankable(LastNameSchema),
    mobile_number: blankable(MobileNumberSchema),
    national_code: blankable(NationalCodeSchema),
    country: blankable(id(messages.countryRequired)),
    state: blankable(id(messages.stateRequired)),
    city: blankable(id(messages.cityRequired)),
    postal_code: blankable(PostalCodeSchema),
    address: blankable(AddressLineSchema),
    expires_on: blankable(ExpiryDateSchema),
    max_uses: blankable(
      integer().pipe(
        z
          .number()
          .min(1, { message: sharingAdminMessageWith.maxUsesRange(SIGNUP_LINK_MAX_USES) })
          .max(SIGNUP_LINK_MAX_USES, { message: sharingAdminMessageWith.maxUsesRange(SIGNUP_LINK_MAX_USES) }),
      ),
    ),
  })
  .meta({ id: 'AdminSignupLinkWrite' });
export type AdminSignupLinkWrite = z.infer<typeof AdminSignupLinkWriteSchema>;
export type AdminSignupLinkWriteValues = z.input<typeof AdminSignupLinkWriteSchema>;
