/** Digits joined by hyphens or slashes: a date, a card's or a parcel's number. */
const JOINED_NUMBER = /[0-9۰-۹٠-٩]+(?:[-/][0-9۰-۹٠-٩]+)+/g;

/**
 * Keeps «۱۴۰۵-۰۹-۰۳» one left-to-right number inside Persian text. After Persian letters the Unicode bidi algorithm
 * reads its digits as Arabic numbers, which a hyphen does not join, and lays the date out as «۰۳-۰۹-۱۴۰۵»; a
 * left-to-right isolate (LRI … PDI) around it keeps the order it has when shown alone.
 */
export const isolateNumbers = (text: string): string => text.replace(JOINED_NUMBER, (number) => `\u2066${number}\u2069`);
