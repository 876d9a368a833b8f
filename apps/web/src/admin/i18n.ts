import { formatNumber } from '@shop/contract/persian';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider } from 'react-admin';
import { adminMessages } from './admin-messages.ts';

/**
 * Writes the numbers of a sentence in Persian digits («۱ تا ۲۵ از ۱۰۰», «۳ مورد انتخاب شد») and leaves the text put
 * into it alone: a record's name in a title keeps its model code's Latin digits («ویرایش «فشارسنج M3»»).
 */
function interpolate(this: string, pattern: RegExp, value: (expression: string, argument: string) => unknown) {
  return String.prototype.replace.call(this, pattern, (expression: string, argument: string) => {
    const filled = value(expression, argument);
    return typeof filled === 'number' ? formatNumber(filled) : String(filled);
  });
}

/**
 * react-admin's own words in the shop's Persian (admin-messages.ts); the shop's screens give their labels in Persian
 * themselves. A missing key shows its last word rather than failing.
 */
export const i18nProvider: I18nProvider = polyglotI18nProvider(() => adminMessages, 'fa', [{ locale: 'fa', name: 'فارسی' }], {
  allowMissing: true,
  replace: interpolate,
});
