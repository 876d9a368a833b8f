import { z } from 'zod';
import { adminListQuery } from './admin.ts';
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
  PostalCodeSchema,
} from './validation.ts';

/** What the back office says about signup links. */
export const signupLinkMessages = {
  signupLinkNotFound: 'لینک ثبت‌نام یافت نشد.',
  expiryInvalid: 'تاریخ انقضا معتبر نیست.',
  expiryPast: 'تاریخ انقضا نباید پیش از امروز باشد.',
} as const;

/** Sentences that carry a number. */
export const signupLinkMessageWith = {
  maxUsesRange: (max: number) => `تعداد استفاده باید از ۱ تا ${formatNumber(max)} باشد.`,
  maxUsesBelowUses: (uses: number) =>
    `این لینک ${toPersianDigits(uses)} بار استفاده شده است؛ حداکثر استفاده نمی‌تواند کمتر از آن باشد.`,
};

/**
 * What a signup link's page is pre-filled with: what the store knew when it made the link. Text it did not know is
 * '', places it did not know are null.
 */
export const SignupLinkSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    mobile_number: z.string(),
    national_code: z.string(),
    country_data: LocationRefSchema.nullable(),
    state_data: LocationRefSchema.nullable(),
    city_data: LocationRefSchema.nullable(),
    postal_code: z.string(),
    address: z.string(),
  })
  .meta({ id: 'SignupLink' });
export type SignupLink = z.infer<typeof SignupLinkSchema>;

/** The signup form (spec section 5): every field required, the national code with its check digit. */
export const SignupFormSchema = z.object({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  mobile_number: MobileNumberSchema,
  national_code: NationalCodeSchema,
  country: id(messages.countryRequired),
  state: id(messages.stateRequired),
  city: id(messages.cityRequired),
  postal_code: PostalCodeSchema,
  address: AddressLineSchema,
});
export type SignupFormValues = z.input<typeof SignupFormSchema>;
export type SignupForm = z.infer<typeof SignupFormSchema>;

/** POST /api/users/public/signup_links/{code}: the form, and the code again as the spec's payload carries it. */
export const SignupSubmitSchema = SignupFormSchema.extend({ code: z.string().max(200).optional() }).meta({ id: 'SignupSubmit' });
export type SignupSubmit = z.infer<typeof SignupSubmitSchema>;

/** Any code reads as one: a malformed one is simply not found (the router takes 200 characters at most). */
export const SignupLinkParamsSchema = z.object({ code: z.string() });

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
  z.string({ error: signupLinkMessages.expiryInvalid }).refine(isRealDay, signupLinkMessages.expiryInvalid),
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
          .min(1, { message: signupLinkMessageWith.maxUsesRange(SIGNUP_LINK_MAX_USES) })
          .max(SIGNUP_LINK_MAX_USES, { message: signupLinkMessageWith.maxUsesRange(SIGNUP_LINK_MAX_USES) }),
      ),
    ),
  })
  .meta({ id: 'AdminSignupLinkWrite' });
export type AdminSignupLinkWrite = z.infer<typeof AdminSignupLinkWriteSchema>;
export type AdminSignupLinkWriteValues = z.input<typeof AdminSignupLinkWriteSchema>;
