import { describe, expect, it } from 'vitest';
import {
  compactForSearch,
  comparePersian,
  formatJalaliDate,
  formatJalaliNumeric,
  formatNumber,
  formatToman,
  joinParts,
  normalizeForSearch,
  normalizePersianLetters,
  parseWholeNumber,
  toLatinDigits,
  toPersianDigits,
} from './persian.ts';

describe('digits', () => {
  it('folds Persian and Arabic digits to Latin', () => {
    expect(toLatinDigits('۰۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
    expect(toLatinDigits('٠٩١٢٣٤٥٦٧٨٩')).toBe('09123456789');
    expect(toLatinDigits('M۳ و 5')).toBe('M3 و 5');
  });
  it('writes Latin digits in Persian', () => {
    expect(toPersianDigits(1405)).toBe('۱۴۰۵');
    expect(toPersianDigits('HH 09:30')).toBe('HH ۰۹:۳۰');
  });
});

describe('normalizeForSearch', () => {
  it('folds Arabic ي and ك into Persian ی and ک', () => {
    expect(normalizeForSearch('كيسه')).toBe(normalizeForSearch('کیسه'));
  });
  it('ignores zero-width non-joiners, tatweel and repeated spaces', () => {
    expect(normalizeForSearch('دستگاه‌ها')).toBe('دستگاهها');
    expect(normalizeForSearch('فشـــارسنج')).toBe('فشارسنج');
    expect(normalizeForSearch('  تب   سنج\t دیجیتال ')).toBe('تب سنج دیجیتال');
  });
  it('folds digits and Latin case', () => {
    expect(normalizeForSearch('Omron M۳')).toBe('omron m3');
  });
  it('compacts spaces away so split and joined spellings meet', () => {
    expect(compactForSearch('فشار سنج')).toBe(compactForSearch('فشار‌سنج'));
  });
  it('keeps letters canonical for display without dropping anything else', () => {
    expect(normalizePersianLetters('چهارمحال و بختياري كرمان')).toBe('چهارمحال و بختیاری کرمان');
  });
});

describe('money and dates', () => {
  it('formats Toman with Persian digits and separators', () => {
    expect(formatToman(1250000)).toBe('۱٬۲۵۰٬۰۰۰ تومان');
    expect(formatToman(0)).toBe('۰ تومان');
  });
  it("writes numbers exactly as Intl's fa-IR does, without building its formatter", () => {
    const intl = new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 });
    const samples = [0, 7, 999, 1000, 12_345, 999_999, 1_000_000, 1_250_000, 987_654_321, 12_345_678_901, 1499.6, -5, -1_250_000];
    for (const value of samples) expect(formatNumber(value)).toBe(intl.format(value));
  });
  it('formats Jalali dates in Tehran time', () => {
    expect(formatJalaliDate('2025-03-21T12:00:00Z')).toBe('۱ فروردین ۱۴۰۴');
    expect(formatJalaliNumeric('2026-11-21T21:00:00Z')).toBe('۱۴۰۵-۰۹-۰۱');
  });
});

describe('Persian order', () => {
  it('puts پ, چ, ژ and گ where the alphabet has them, not after ی', () => {
    const provinces = ['همدان', 'گیلان', 'کرمانشاه', 'چهارمحال و بختیاری', 'گلستان', 'کرمان', 'تهران', 'آذربایجان شرقی'];
    expect(provinces.sort(comparePersian)).toEqual([
      'آذربایجان شرقی',
      'تهران',
      'چهارمحال و بختیاری',
      'کرمان',
      'کرمانشاه',
      'گلستان',
      'گیلان',
      'همدان',
    ]);
  });
});

describe('parseWholeNumber', () => {
  it('reads Persian, Arabic and Latin digits with any thousands separators', () => {
    for (const typed of ['12500', '۱۲۵۰۰', '١٢٥٠٠', '۱۲٬۵۰۰', '12,500', '١٢،٥٠٠', ' ۱۲ ۵۰۰ ']) {
      expect(parseWholeNumber(typed), typed).toBe(12_500);
    }
  });
  it('refuses what is not a whole number', () => {
    for (const typed of ['', ' ', '-5', '12.5', 'ده', '۱۲a']) expect(parseWholeNumber(typed), typed).toBeUndefined();
  });
});

describe('separators', () => {
  it('joins the parts that are there with the Persian comma', () => {
    expect(joinParts('۲ × ۹۰٬۰۰۰ تومان', false, null, 'تخفیف ۱۰٬۰۰۰ تومان')).toBe('۲ × ۹۰٬۰۰۰ تومان، تخفیف ۱۰٬۰۰۰ تومان');
  });
});
