import { z } from 'zod';
import {
  blankable,
  digitsOf,
  EmailSchema,
  isValidNationalCode,
  optionalProse,
  patterned,
  requiredName,
  WebUrlSchema,
} from './validation.ts';

/** The store's public contacts; the storefront builds every contact link from them. */
export const GeneralSettingsSchema = z
  .object({
    store_title: z.string(),
    contacts_store_tel: z.string(),
    contacts_sale_manager_tel: z.string(),
    contacts_support_tel: z.string(),
    contacts_store_address: z.string(),
    contacts_store_email: z.string(),
    contacts_store_whatsapp: z.string(),
    whatsapp: z.string(),
    sms: z.string(),
    telegram: z.string(),
    eitaa: z.string(),
    /** The store's id on Bale, the Iranian messenger that works where WhatsApp and Telegram are filtered. */
    bale: z.string(),
    instagram: z.string(),
    license_enamad: z.string(),
    /** The store's blog, outside the shop: the header's menu links to it. */
    blog_url: z.string(),
    store_latitude: z.number().nullable(),
    store_longitude: z.number().nullable(),
  })
  .meta({ id: 'GeneralSettings' });
export type GeneralSettings = z.infer<typeof GeneralSettingsSchema>;

/** What the back office says about the store's settings. */
export const settingsMessages = {
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
} as const;

/** Numbers are often typed in groups: 021-6612 3456. */
const digitsOnly = (text: string) => text.replace(/[\s\-()]/g, '');

/** An Iranian telephone number with its area code, or a mobile number: «0» and ten more digits. */
export const PhoneNumberSchema = patterned(/^0\d{10}$/, settingsMessages.phoneInvalid, digitsOnly);

/** A mobile number WhatsApp knows, in the national (09…) or the international (989…) form. */
export const WhatsappNumberSchema = patterned(/^(?:09\d{9}|989\d{9})$/, settingsMessages.whatsappInvalid, digitsOnly);

/** A mobile number, or an SMS service line (10004346). */
export const SmsNumberSchema = patterned(/^\d{4,14}$/, settingsMessages.smsInvalid, digitsOnly);

/** A Telegram, Eitaa, Bale or Instagram id, with or without its «@», kept without it. */
export const SocialHandleSchema = patterned(/^[A-Za-z0-9_.]{3,64}$/, settingsMessages.handleInvalid, (text) =>
  text.replace(/^@/, ''),
);

export const EconomicCodeSchema = patterned(/^\d{10,14}$/, settingsMessages.economicCodeInvalid);

/** A company's 11-digit national id, or a sole trader's national code. */
export const SellerNationalIdSchema = z.preprocess(
  digitsOf,
  z
    .string({ error: settingsMessages.sellerNationalIdInvalid })
    .refine((text) => /^\d{11}$/.test(text) || isValidNationalCode(text), settingsMessages.sellerNationalIdInvalid),
);

const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(digitsOf(value)) : value),
    z.number({ error: message }).min(-limit, message).max(limit, message),
  );

// The back office's one record of general settings: id 1.

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
    bale: z.string(),
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
    store_title: requiredName(settingsMessages.storeTitleRequired, 150),
    contacts_store_tel: blankable(PhoneNumberSchema),
    contacts_sale_manager_tel: blankable(PhoneNumberSchema),
    contacts_support_tel: blankable(PhoneNumberSchema),
    contacts_store_address: blankable(optionalProse(500)),
    contacts_store_email: blankable(EmailSchema),
    whatsapp: blankable(WhatsappNumberSchema),
    sms: blankable(SmsNumberSchema),
    telegram: blankable(SocialHandleSchema),
    eitaa: blankable(SocialHandleSchema),
    bale: blankable(SocialHandleSchema),
    instagram: blankable(SocialHandleSchema),
    license_enamad: blankable(WebUrlSchema),
    blog_url: blankable(WebUrlSchema),
    store_latitude: blankable(coordinate(90, settingsMessages.latitudeInvalid)),
    store_longitude: blankable(coordinate(180, settingsMessages.longitudeInvalid)),
    seller_economic_code: blankable(EconomicCodeSchema),
    seller_national_id: blankable(SellerNationalIdSchema),
  })
  .partial()
  .meta({ id: 'SettingsUpdate' });
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>;
