import { toPersianDigits } from '@shop/contract/persian';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import farsiMessages from 'ra-language-farsi';
import type { I18nProvider } from 'react-admin';

/**
 * react-admin's own words in Persian (ra-language-farsi); the shop's screens give their labels in Persian themselves.
 * A missing key shows its last word rather than failing.
 */
const polyglot = polyglotI18nProvider(() => farsiMessages, 'fa', [{ locale: 'fa', name: 'فارسی' }], {
  allowMissing: true,
});

/** Numbers react-admin writes into its sentences (a list's «۱-۲۵ از ۱۰۰») are in Persian digits like every other. */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => toPersianDigits(polyglot.translate(key, options)),
};
