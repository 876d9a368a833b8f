import { z } from 'zod';
import { MOBILE_NUMBER_LENGTH, NATIONAL_CODE_LENGTH, OTP_CODE_LENGTH, POSTAL_CODE_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import { normalizePersianLetters, toLatinDigits } from './persian.ts';

/**
 * C0 and C1 control characters (NUL, escape, DEL and the like) other than tab, line feed and carriage return, which
 * multi-line fields such as addresses carry. No customer types one, and PostgreSQL refuses NUL in text.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);

/** Digits typed in Persian or Arabic are accepted wherever a number is typed. */
const digitsOf = (value: unknown) => (typeof value === 'string' ? toLatinDigits(value.trim()) : value);

const exactDigits = (length: number, message: string) =>
  // `abort`: a code of the wrong length gets one message, not the check-digit's as well.
  z.preprocess(digitsOf, z.string({ error: message }).regex(new RegExp(`^\\d{${length}}$`), { message, abort: true }));

export const MOBILE_NUMBER_PATTERN = new RegExp(`^09\\d{${MOBILE_NUMBER_LENGTH - 2}}$`);

/** Sign-in's mobile number: required (an empty box says so, as the spec's sign-in does), then «09» and nine digits. */
export const MobileNumberSchema = z.preprocess(
  digitsOf,
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? messages.required : messages.mobileInvalid),
    })
    .min(1, { message: messages.required, abort: true })
    .regex(MOBILE_NUMBER_PATTERN, messages.mobileInvalid),
);

/** The address form words the same rule differently, the empty box included. */
export const AddressMobileNumberSchema = z.preprocess(
  digitsOf,
  z.string({ error: messages.mobileFormat }).regex(MOBILE_NUMBER_PATTERN, messages.mobileFormat),
);

export const OtpCodeSchema = exactDigits(OTP_CODE_LENGTH, messages.codeInvalid);
export const PostalCodeSchema = exactDigits(POSTAL_CODE_LENGTH, messages.postalCodeInvalid);

/** Iran's national code: ten digits whose last is a check digit of the first nine. */
export function isValidNationalCode(code: string): boolean {
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  const digits = [...code].map(Number);
  const sum = digits.slice(0, 9).reduce((total, digit, index) => total + digit * (10 - index), 0);
  const remainder = sum % 11;
  const check = digits[9];
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}

export const NationalCodeSchema = exactDigits(NATIONAL_CODE_LENGTH, messages.nationalCodeLength).refine(
  isValidNationalCode,
  messages.nationalCodeInvalid,
);

/** A required Persian text field: trimmed, ی/ک made canonical, and the field's own message when empty. */
export const requiredText = (message: string, max = 150) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? normalizePersianLetters(value.trim()) : value),
    z.string({ error: message }).min(1, message).max(max),
  );

export const FirstNameSchema = requiredText(messages.firstNameRequired);
export const LastNameSchema = requiredText(messages.lastNameRequired);
export const AddressLineSchema = requiredText(messages.addressRequired, 500);

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TimeOfDaySchema = z.preprocess(digitsOf, z.string().regex(TIME_PATTERN, messages.timeFormat));

/** A time a form requires, with the field's own message when it is left empty. */
export const requiredTime = (message: string) =>
  z.preprocess(digitsOf, z.string({ error: message }).min(1, message).regex(TIME_PATTERN, messages.timeFormat));

/** An optional form field: an empty or blank value clears it (null), a missing one leaves it as it is. */
export const blankable = <Schema extends z.ZodType>(schema: Schema) =>
  z
    .preprocess(
      (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
      schema.nullable(),
    )
    .optional();

const emailAddress = z.email({ error: messages.invalidEmail }).max(254, messages.invalidEmail);

export const EmailSchema = z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), emailAddress);

/** An email a form requires, with the field's own message when it is left empty. */
export const requiredEmail = (message: string) => z.string({ error: message }).trim().min(1, message).pipe(emailAddress);

/** A real Gregorian day between 1900 and today: the storefront picks it in Jalali and sends it as YYYY-MM-DD. */
export function isValidBirthDate(text: string, today: Date = new Date()): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDay && year >= 1900 && date.getTime() <= today.getTime();
}

export const BirthDateSchema = z.preprocess(
  digitsOf,
  z.string({ error: messages.birthDateInvalid }).refine((text) => isValidBirthDate(text), messages.birthDateInvalid),
);
