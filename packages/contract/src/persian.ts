/**
 * Persian text helpers shared by the API and the storefront.
 * Customers type on Persian, Arabic and Latin keyboards; everything they type is folded to one form.
 */

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';

/** Persian (۰-۹) and Arabic-Indic (٠-٩) digits become Latin digits. */
export function toLatinDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (digit) => {
    const persian = PERSIAN_DIGITS.indexOf(digit);
    return String(persian >= 0 ? persian : ARABIC_DIGITS.indexOf(digit));
  });
}

/**
 * What separates the parts of one line a person reads («۲ × ۹۰٬۰۰۰ تومان، تخفیف ۱۰٬۰۰۰ تومان»): the Persian comma.
 * A middle dot (U+00B7) beside Persian digits reads as the Persian zero «۰», and a bar «|» as the Persian one «۱».
 */
export const PART_SEPARATOR = '، ';

/** The parts that are there, in one line with PART_SEPARATOR. */
export const joinParts = (...parts: (string | false | null | undefined)[]): string =>
  parts.filter((part): part is string => Boolean(part)).join(PART_SEPARATOR);

/** Latin digits become Persian digits, for everything a customer reads. */
export function toPersianDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => PERSIAN_DIGITS[Number(digit)] ?? digit);
}

/** Arabic code points that Persian writes differently; a customer on an Arabic keyboard still finds products. */
const LETTER_FOLDS: Record<string, string> = {
  ي: 'ی',
  ى: 'ی',
  ئ: 'ی',
  ك: 'ک',
  ة: 'ه',
  ۀ: 'ه',
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
};

/** Canonical Persian letters (ی, ک) without changing anything else: for names stored and shown. */
export function normalizePersianLetters(text: string): string {
  return text.replace(/[يىك]/g, (letter) => (letter === 'ك' ? 'ک' : 'ی'));
}

/** Zero-width joiners/non-joiners, bidi marks, tatweel and Arabic diacritics carry no meaning for search. */
const IGNORABLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\u0640\u064B-\u065F\u0670]/g;

/**
 * The form in which product text is stored for search and in which queries are compared:
 * Persian letters, Latin digits, lower case, no zero-width characters, single spaces.
 */
export function normalizeForSearch(text: string): string {
  return toLatinDigits(text)
    .normalize('NFKC')
    .replace(IGNORABLE, '')
    .replace(/[يىئكةۀأإآٱؤ]/g, (letter) => LETTER_FOLDS[letter] ?? letter)
    .toLowerCase()
    .replace(/[\s\u00A0]+/g, ' ')
    .trim();
}

/** Search text with no spaces at all, so that «فشار سنج» and «فشارسنج» meet. */
export function compactForSearch(text: string): string {
  return normalizeForSearch(text).replace(/ /g, '');
}

/** Intl formatters are costly to build on a slow phone: each is made on its first use, not when the module loads. */
export function lazily<Value>(make: () => Value): () => Value {
  let value: Value | undefined;
  return () => {
    value ??= make();
    return value;
  };
}

/**
 * Persian alphabetical order, for every list a person reads: code points would put «پ», «چ», «ژ» and «گ» after «ی»
 * (چهارمحال and گیلان after همدان). PostgreSQL has no Persian collation on PGlite, so lists are sorted with this one.
 */
const persianCollator = lazily(() => new Intl.Collator('fa'));

export const comparePersian = (a: string, b: string): number => persianCollator().compare(a, b);

/** Separators a customer may type between groups of digits: «٬» (Persian), «،» (Arabic comma), «,», «'» and spaces. */
const DIGIT_GROUP_SEPARATORS = /[\u066c\u060c,'\s\u00a0\u200c]/g;

/**
 * A whole number typed in Persian, Arabic or Latin digits, with or without thousands separators: «۱۲٬۵۰۰», «12,500»
 * and «١٢٥٠٠» are all 12500. Anything else (a sign, a decimal point, a letter) is undefined.
 */
export function parseWholeNumber(text: string): number | undefined {
  const digits = toLatinDigits(text).replace(DIGIT_GROUP_SEPARATORS, '');
  return /^\d{1,15}$/.test(digits) ? Number(digits) : undefined;
}

/** The Arabic thousands separator «٬» that Intl's fa-IR puts between groups of three digits. */
const THOUSANDS_SEPARATOR = '\u066c';

/**
 * A whole number in Persian digits with Persian thousands separators, without the currency: what Intl's fa-IR gives
 * (the tests hold the two equal), without the locale data a phone would load to build that formatter.
 */
export function formatNumber(value: number): string {
  const whole = Math.abs(Math.round(value));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
  // Intl writes a left-to-right mark and a true minus sign before a negative number.
  return toPersianDigits(value < 0 && whole !== 0 ? `\u200e\u2212${grouped}` : grouped);
}

/** 1250000 → «۱٬۲۵۰٬۰۰۰ تومان». */
export function formatToman(amount: number): string {
  return `${formatNumber(amount)} تومان`;
}

const jalaliLong = lazily(
  () =>
    new Intl.DateTimeFormat('fa-IR-u-ca-persian', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Tehran' }),
);
const jalaliParts = lazily(
  () =>
    new Intl.DateTimeFormat('en-US-u-ca-persian', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Tehran' }),
);

const jalaliMonth = lazily(
  () => new Intl.DateTimeFormat('fa-IR-u-ca-persian', { month: 'long', year: 'numeric', timeZone: 'Asia/Tehran' }),
);

/** «آذر ۱۴۰۵» for an ISO timestamp or Date, in Tehran time; ICU alone writes the year first. */
export function formatJalaliMonth(value: string | Date): string {
  const parts = jalaliMonth().formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('year')}`;
}

/** «۲۹ آبان ۱۴۰۵» for an ISO timestamp or Date, in Tehran time. */
export function formatJalaliDate(value: string | Date): string {
  return jalaliLong().format(new Date(value));
}

/** «۱۴۰۵-۰۸-۲۹»: the spec's Jalali YYYY-MM-DD, in Persian digits. */
export function formatJalaliNumeric(value: string | Date): string {
  const parts = jalaliParts().formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return toPersianDigits(`${part('year')}-${part('month')}-${part('day')}`);
}
