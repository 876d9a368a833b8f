import { describe, expect, it } from 'vitest';
import './zod-persian.ts';
import { AddressFormSchema } from './addresses.ts';
import { ScheduleFormSchema, ScheduleUpdateSchema } from './schedules.ts';
import { ProfileFormSchema, ProfileUpdateSchema } from './users.ts';
import { isValidBirthDate } from './validation.ts';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('profile form', () => {
  it('requires names and gender, and clears optional fields with empty values', () => {
    expect(messagesOf(ProfileFormSchema.safeParse({}))).toEqual({
      first_name: 'لطفا نام را وارد کنید',
      last_name: 'لطفا نام خانوادگی را وارد کنید',
      gender: 'لطفا جنسیت را انتخاب کنید',
    });
    expect(ProfileUpdateSchema.parse({ email: ' ', national_code: '', country: '' })).toEqual({
      email: null,
      national_code: null,
      country: null,
    });
    expect(ProfileUpdateSchema.parse({})).toEqual({});
  });

  it('takes a birth date as a real Gregorian day, in Persian digits too', () => {
    expect(ProfileUpdateSchema.parse({ birth_date: '۲۰۰۰-۰۲-۲۹' }).birth_date).toBe('2000-02-29');
    for (const bad of ['1999-02-29', '2000-13-01', '1899-12-31', '2000/01/01', '01-01-2000']) {
      expect(isValidBirthDate(bad), bad).toBe(false);
    }
    expect(isValidBirthDate('2030-01-01', new Date('2029-12-31'))).toBe(false);
  });
});

describe('address form', () => {
  it('words each missing select with its own message', () => {
    const result = AddressFormSchema.safeParse({ country: '', state: null });
    expect(messagesOf(result)).toMatchObject({
      country: 'لطفا کشور را انتخاب کنید',
      state: 'لطفا استان را انتخاب کنید',
      city: 'لطفا شهر را انتخاب کنید',
    });
  });
});

describe('schedule form', () => {
  it('needs a start before the end, in HH:mm', () => {
    expect(ScheduleFormSchema.parse({ day: 'saturday', start: '۰۸:۳۰', end: '17:00' })).toEqual({
      day: 'saturday',
      start: '08:30',
      end: '17:00',
    });
    expect(messagesOf(ScheduleFormSchema.safeParse({ day: 'saturday', start: '17:00', end: '08:30' }))).toEqual({
      end: 'ساعت شروع باید پیش از ساعت پایان باشد',
    });
    expect(messagesOf(ScheduleUpdateSchema.safeParse({ start: '7:00' }))).toEqual({ start: 'ساعت باید به شکل HH:mm باشد' });
  });
});
