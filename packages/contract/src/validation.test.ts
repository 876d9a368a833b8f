import { describe, expect, it } from 'vitest';
import './zod-persian.ts';
import { messages, messageWith } from './messages.ts';
import {
  AddressLineSchema,
  FirstNameSchema,
  isValidNationalCode,
  MobileNumberSchema,
  NationalCodeSchema,
  PostalCodeSchema,
} from './validation.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message);

describe('mobile number', () => {
  it('accepts Persian digits and answers in Latin digits', () => {
    expect(MobileNumberSchema.parse('۰۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
  });
  it('takes a number pasted with the bidi marks a phone wraps it in', () => {
    expect(MobileNumberSchema.parse('\u202a۰۹۱۲۳۴۵۶۷۸۹\u202c')).toBe('09123456789');
  });
  it('refuses other shapes with the spec message', () => {
    for (const bad of ['9123456789', '0912345678', '08123456789', 'abc', 9123456789]) {
      const result = MobileNumberSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(messagesOf(result)).toEqual(['شماره موبایل نادرست است.']);
    }
  });
  it('says an empty or missing number is required', () => {
    for (const empty of ['', '   ', '\u200c', undefined]) {
      expect(messagesOf(MobileNumberSchema.safeParse(empty))).toEqual(['این فیلد الزامی است.']);
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
    expect(messagesOf(NationalCodeSchema.safeParse('123'))).toEqual(['کد ملی باید دقیقا ۱۰ رقم باشد']);
    expect(messagesOf(NationalCodeSchema.safeParse('0499370898'))).toEqual(['کد ملی نامعتبر است']);
    expect(NationalCodeSchema.parse('۰۴۹۹۳۷۰۸۹۹')).toBe('0499370899');
    expect(NationalCodeSchema.parse('\u200f۰۴۹۹۳۷۰۸۹۹\u200c')).toBe('0499370899');
  });
});

describe('postal code', () => {
  it('needs exactly ten digits', () => {
    expect(PostalCodeSchema.safeParse('123456789').success).toBe(false);
    expect(PostalCodeSchema.parse('۱۲۳۴۵۶۷۸۹۰')).toBe('1234567890');
  });
});

describe('names and addresses', () => {
  it('are required as visible text: invisible characters alone are empty', () => {
    for (const invisible of ['', '  ', '\u200c\u200c', '\u202e', '\u064b\u0301', '\u200b\ufeff\u2060']) {
      expect(messagesOf(FirstNameSchema.safeParse(invisible)), JSON.stringify(invisible)).toEqual([messages.firstNameRequired]);
      expect(messagesOf(AddressLineSchema.safeParse(invisible))).toEqual([messages.addressRequired]);
    }
  });
  it('are stored cleaned: no bidi override, Persian letters, the non-joiner only inside words', () => {
    expect(FirstNameSchema.parse(' \u200cمی\u200cنا\u202e ')).toBe('می\u200cنا');
    expect(FirstNameSchema.parse('علي')).toBe('علی');
  });
  it('say the limit when too long, in Persian digits, once', () => {
    expect(messagesOf(FirstNameSchema.safeParse('ا'.repeat(151)))).toEqual([messageWith.maxLength(150)]);
    expect(messageWith.maxLength(150)).toBe('حداکثر ۱۵۰ نویسه مجاز است.');
    expect(messagesOf(AddressLineSchema.safeParse('ب'.repeat(501)))).toEqual([messageWith.maxLength(500)]);
    expect(FirstNameSchema.parse(`${'ا'.repeat(150)}\u200c\u200c`)).toHaveLength(150);
  });
  it('refuse control characters on the field', () => {
    expect(messagesOf(FirstNameSchema.safeParse('a\u0000b'))).toEqual([messages.controlCharacter]);
    expect(messagesOf(AddressLineSchema.safeParse('\u0000'))).toEqual([messages.controlCharacter]);
  });
});
