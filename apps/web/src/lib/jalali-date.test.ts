import { formatJalaliNumeric, toLatinDigits } from '@shop/contract/persian';
import { describe, expect, it } from 'vitest';
import { formatJalaliDateTime, isoToJalali, jalaliToIso, monthYearsAgoIso, todayIso } from './jalali-date.ts';

const DAY_MS = 86_400_000;

describe('Jalali dates', () => {
  it('reads known days, including the years react-date-object gets wrong', () => {
    expect(isoToJalali('1990-05-01')).toEqual({ year: 1369, month: 2, day: 11 });
    expect(isoToJalali('1963-04-23')).toEqual({ year: 1342, month: 2, day: 3 });
    expect(isoToJalali('2025-03-20')).toEqual({ year: 1403, month: 12, day: 30 });
    expect(isoToJalali('2025-03-21')).toEqual({ year: 1404, month: 1, day: 1 });
    expect(isoToJalali('1990-5-1')).toBeNull();
  });

  // 73,000 days, 175,000 conversions by ICU: 1.2 s on an idle machine, several times that on a busy one.
  it('turns every day from 1900 to 2100 into Jalali and back, agreeing with formatJalaliNumeric', { timeout: 30_000 }, () => {
    // The days that disagree are gathered and compared once: an expect per day took longer than the conversions.
    const pad = (value: number) => String(value).padStart(2, '0');
    const disagreeing: string[] = [];
    for (let time = Date.UTC(1900, 0, 1); time <= Date.UTC(2100, 0, 1); time += DAY_MS) {
      const iso = new Date(time).toISOString().slice(0, 10);
      const jalali = isoToJalali(iso);
      if (!jalali) throw new Error(iso);
      const back = jalaliToIso(jalali);
      if (back !== iso) disagreeing.push(`${iso} → ${JSON.stringify(jalali)} → ${back}`);
      if (time % (97 * DAY_MS) === 0) {
        const written = toLatinDigits(formatJalaliNumeric(iso));
        const expected = `${jalali.year}-${pad(jalali.month)}-${pad(jalali.day)}`;
        if (written !== expected) disagreeing.push(`${iso}: formatJalaliNumeric ${written}, isoToJalali ${expected}`);
      }
    }
    expect(disagreeing).toEqual([]);
  });

  it('keeps a neighbouring day for a day the calendar does not have', () => {
    // 1308 is a common year: it has no 30 Esfand.
    expect(['1930-03-20', '1930-03-21']).toContain(jalaliToIso({ year: 1308, month: 12, day: 30 }));
  });

  it("writes today in the customer's time zone", () => {
    expect(todayIso(new Date(2025, 0, 9, 23, 59))).toBe('2025-01-09');
  });

  it('goes back whole Jalali years to the first of the month, from the last day of a leap year too', () => {
    expect(monthYearsAgoIso(30, '2026-11-23')).toBe('1996-11-21'); // 2 Azar 1405 → 1 Azar 1375
    expect(monthYearsAgoIso(30, '2025-03-20')).toBe('1995-02-20'); // 30 Esfand 1403 → 1 Esfand 1373
    expect(monthYearsAgoIso(30, '2026-03-20')).toBe('1996-02-20'); // 29 Esfand 1404 → 1 Esfand 1374
  });

  it('writes a moment as its Jalali day and its time in Tehran, in Persian digits', () => {
    // 23:45 UTC on 19 November is 03:15 the next morning in Tehran (UTC+3:30): the day moves on with it.
    expect(formatJalaliDateTime('2026-11-19T23:45:00.000Z')).toBe('\u2066۱۴۰۵-۰۸-۲۹\u2069 ۰۳:۱۵');
    expect(formatJalaliDateTime('2026-11-19T06:30:00.000Z')).toBe('\u2066۱۴۰۵-۰۸-۲۸\u2069 ۱۰:۰۰');
  });
});
