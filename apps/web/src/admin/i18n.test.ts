import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { adminMessages } from './admin-messages.ts';
import { i18nProvider } from './i18n.ts';

/** Every key of a nested message table, as react-admin asks for it: «ra.notification.created». */
const keysOf = (table: object, prefix = ''): string[] =>
  Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );

const { translate } = i18nProvider;

describe('the back office`s own words', () => {
  it('are all in Persian, for every sentence react-admin writes', () => {
    expect(keysOf(adminMessages).sort()).toEqual(keysOf(englishMessages).sort());
    const words = (key: string) => translate(key).replace(/%\{\w+\}/g, '');
    for (const key of keysOf(adminMessages)) expect(words(key), key).not.toMatch(/[A-Za-z]{2}/);
  });

  it('use a shop`s Persian, not a machine`s', () => {
    const all = keysOf(adminMessages)
      .map((key) => translate(key))
      .join('\n');
    for (const word of ['المان', 'کوئری', 'آیتم', 'دراپ', 'dataProvider', 'بگستر', 'ببند']) expect(all).not.toContain(word);
    expect(translate('ra.notification.created')).toBe('مورد ساخته شد');
    expect(translate('ra.saved_queries.new_label')).toBe('ذخیرهٔ این جستجو…');
  });

  it('name a record in a title once, keeping the Latin digits of its model code', () => {
    const options = { name: 'کاتالوگ‌های اشتراکی', recordRepresentation: 'کاتالوگ فشارسنج M3 و W10' };
    expect(translate('ra.page.edit', options)).toBe('ویرایش «کاتالوگ فشارسنج M3 و W10»');
    expect(translate('ra.message.delete_title', options)).toBe('حذف «کاتالوگ فشارسنج M3 و W10»');
  });

  it('write the numbers they count in Persian digits, and choose the plural by the number', () => {
    expect(translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 1250 })).toBe('۱ تا ۲۵ از ۱٬۲۵۰');
    expect(translate('ra.action.bulk_actions', { smart_count: 1 })).toBe('یک مورد انتخاب شد');
    expect(translate('ra.action.bulk_actions', { smart_count: 3 })).toBe('۳ مورد انتخاب شد');
  });
});
