import polyglotI18nProvider from 'ra-i18n-polyglot';
import farsiMessages from 'ra-language-farsi';

/**
 * react-admin's own words in Persian (ra-language-farsi); the shop's screens give their labels in Persian themselves.
 * A missing key shows its last word rather than failing.
 */
export const i18nProvider = polyglotI18nProvider(() => farsiMessages, 'fa', [{ locale: 'fa', name: 'فارسی' }], {
  allowMissing: true,
});
