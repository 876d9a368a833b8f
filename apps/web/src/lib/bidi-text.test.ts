import { describe, expect, it } from 'vitest';
import { isolateNumbers } from './bidi-text.ts';

describe('isolateNumbers', () => {
  it('isolates dates and grouped numbers left to right, in any digits, and leaves the rest of the text alone', () => {
    expect(isolateNumbers('تاریخ واریز: ۱۴۰۵-۰۹-۰۳')).toBe('تاریخ واریز: \u2066۱۴۰۵-۰۹-۰۳\u2069');
    expect(isolateNumbers('کارت 6037-9975 و ١٤٠٥/٩/٣')).toBe('کارت \u20666037-9975\u2069 و \u2066١٤٠٥/٩/٣\u2069');
    expect(isolateNumbers('پلاک ۷، واحد ۲۱۴ - کد پستی ۱۴۱۶۸۹۴۳۵۱')).toBe('پلاک ۷، واحد ۲۱۴ - کد پستی ۱۴۱۶۸۹۴۳۵۱');
  });
});
