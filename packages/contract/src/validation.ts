import { z } from 'zod';
import { MOBILE_NUMBER_LENGTH, NATIONAL_CODE_LENGTH, OTP_CODE_LENGTH, POSTAL_CODE_LENGTH } from './constants.ts';
import { messages, messageWith } from './messages.ts';
import { toLatinDigits } from './persian.ts';
import { cleanCode, cleanName, cleanProse, hasControlCharacter, hasVisibleText } from './text.ts';

/** Digits typed in Persian or Arabic are accepted wherever a number is typed, and invisible characters dropped. */
export const digitsOf = (value: unknown) => (typeof value === 'string' ? toLatinDigits(cleanCode(value)) : value);

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

/** A string with no control character: the first check of every text field, so that it is the one reported. */
export const textWithoutControls = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).refine((text) => !hasControlCharacter(text), {
    message: messages.controlCharacter,
    abort: true,
  });

/**
 * A required text field: cleaned (text.ts), refused with the field's own message when nothing visible is left, and
 * with the length message when too long. Every check words itself and stops the others: one message per field.
 */
const requiredText = (clean: (text: string) => string, message: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? clean(value) : value),
    textWithoutControls(message)
      .min(1, { message, abort: true })
      .refine(hasVisibleText, { message, abort: true })
      .max(max, { message: messageWith.maxLength(max) }),
  );

/** A person's name: one line, with ZWNJ inside words only. */
export const requiredName = (message: string, max = 150) => requiredText(cleanName, message, max);

/** An address or a message: lines kept. */
export const requiredProse = (message: string, max: number) => requiredText(cleanProse, message, max);

/** Text a customer may leave empty (a note): cleaned as prose, refused when too long with the field's own message. */
export const optionalProse = (max: number, tooLong: string = messageWith.maxLength(max)) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? cleanProse(value) : value),
    textWithoutControls().max(max, { message: tooLong }),
  );

/** One line a form may leave empty (a badge): cleaned as a name, refused when too long. */
export const optionalLine = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? cleanName(value) : value),
    textWithoutControls().max(max, { message: messageWith.maxLength(max) }),
  );

/** A code typed in a form (a colour, a phone number): digits read as Latin, written as `normalise` keeps it. */
export const patterned = (pattern: RegExp, message: string, normalise: (text: string) => string = (text) => text) =>
  z.preprocess(
    (value) => {
      const text = digitsOf(value);
      return typeof text === 'string' ? normalise(text) : text;
    },
    z.string({ error: message }).regex(pattern, message),
  );

const URL_MAX_LENGTH = 500;

/** A full http(s) address on a named host, with the field's own message when it is left empty. */
export const webUrl = (emptyMessage: string) =>
  z.preprocess(
    digitsOf,
    z
      .string({ error: emptyMessage })
      .min(1, { message: emptyMessage, abort: true })
      .max(URL_MAX_LENGTH, { message: messageWith.maxLength(URL_MAX_LENGTH), abort: true })
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: messages.webUrlInvalid })),
  );

/** A full http(s) address on a named host: the blog, an article, the enamad badge's page. */
export const WebUrlSchema = webUrl(messages.webUrlInvalid);

export const FirstNameSchema = requiredName(messages.firstNameRequired);
export const LastNameSchema = requiredName(messages.lastNameRequired);
export const AddressLineSchema = requiredProse(messages.addressRequired, 500);

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TimeOfDaySchema = z.preprocess(digitsOf, z.string().regex(TIME_PATTERN, messages.timeFormat));

/** A time a form requires, with the field's own message when it is left empty. */
export const requiredTime = (message: string) =>
  z.preprocess(digitsOf, z.string({ error: message }).min(1, message).regex(TIME_PATTERN, messages.timeFormat));

/**
 * An optional form field: a value with nothing visible in it (empty, spaces, joiners) clears it (null), a missing one
 * leaves it as it is. A control character is not blank: the field's schema refuses it.
 */
export const blankable = <Schema extends z.ZodType>(schema: Schema) =>
  z
    .preprocess(
      (value) =>
        value === null || (typeof value === 'string' && !hasVisibleText(value) && !hasControlCharacter(value)) ? null : value,
      schema.nullable(),
    )
    .optional();

const EMAIL_MAX_LENGTH = 254;
const emailAddress = z
  .string({ error: messages.invalidEmail })
  .max(EMAIL_MAX_LENGTH, { message: messageWith.maxLength(EMAIL_MAX_LENGTH), abort: true })
  .pipe(z.email({ error: messages.invalidEmail }));

const emailText = (value: unknown) => (typeof value === 'string' ? cleanCode(value) : value);

export const EmailSchema = z.preprocess(emailText, emailAddress);

/** An email a form requires, with the field's own message when it is left empty. */
export const requiredEmail = (message: string) =>
  z.preprocess(emailText, z.string({ error: message }).min(1, { message, abort: true }).pipe(emailAddress));

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
