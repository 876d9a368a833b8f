import { describe, expect, it } from 'vitest';
import './zod-persian.ts';
import {
  hasControlCharacter,
  isValidNationalCode,
  MobileNumberSchema,
  NationalCodeSchema,
  PostalCodeSchema,
} from './validation.ts';

describe('mobile number', () => {
  it('accepts Persian digits and answers in Latin digits', () => {
    expect(MobileNumberSchema.parse('۰۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
  });
  it('refuses other shapes with the spec message', () => {
    for (const bad of ['9123456789', '0912345678', '08123456789', 'abc', 9123456789]) {
      const result = MobileNumberSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['شماره موبایل نادرست است.']);
    }
  });
  it('says an empty or missing number is required', () => {
    for (const empty of ['', '   ', undefined]) {
      expect(MobileNumberSchema.safeParse(empty).error?.issues.map((issue) => issue.message)).toEqual(['این فیلد الزامی است.']);
    }
  });
});

describe('national code', () => {
  it('checks the check digit', () => {
    expect(isValidNationalCode('0499370899')).toBe(true);
    expect(isValidNationalCode('0499370898')).toBe(false);
    expect(isValidNationalCode('1111111111')).toBe(false);
  });
  it('words length and check-digit failures differently', () => {
    expect(NationalCodeSchema.safeParse('123').error?.issues.map((issue) => issue.message)).toEqual([
      'کد ملی باید دقیقا ۱۰ رقم باشد',
    ]);
    expect(NationalCodeSchema.safeParse('0499370898').error?.issues[0]?.message).toBe('کد ملی نامعتبر است');
    expect(NationalCodeSchema.parse('۰۴۹۹۳۷۰۸۹۹')).toBe('0499370899');
  });
});

describe('postal code', () => {
  it('needs exactly ten digits', () => {
    expect(PostalCodeSchema.safeParse('123456789').success).toBe(false);
    expect(PostalCodeSchema.parse('۱۲۳۴۵۶۷۸۹۰')).toBe('1234567890');
  });
});

describe('control characters', () => {
  it('finds NUL, the other C0 and C1 controls and DEL', () => {
    for (const bad of ['a\u0000b', '\u0001', '\u001b[31m', '\u007f', 'تهران\u0085', '\u009f']) {
      expect(hasControlCharacter(bad)).toBe(true);
    }
  });
  it('lets tabs, line breaks and Persian text with its joiners pass', () => {
    expect(hasControlCharacter('خیابان آزادی،\tپلاک ۱۲\r\nواحد ۳')).toBe(false);
    expect(hasControlCharacter('می\u200cخواهم')).toBe(false);
  });
});
