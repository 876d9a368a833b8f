import { formatJalaliNumeric, toPersianDigits } from '@shop/contract/persian';
import { isolateNumbers } from './bidi-text.ts';

/** A day of the Jalali calendar; months count from 1 (فروردین). */
export interface JalaliDay {
  year: number;
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

let persianFormat: Intl.DateTimeFormat | undefined;

/**
 * The Jalali day of a UTC midnight, as the browser's ICU counts it. The shop shows every other date through the same
 * ICU calendar (formatJalaliDate), and react-date-object's own calendars put Nowruz a day off in some years
 * (its `persian` in 1309 and 1342, its `jalali` in 1404), so conversions go through ICU and not through the picker.
 */
function jalaliOfTime(time: number): JalaliDay {
  persianFormat ??= new Intl.DateTimeFormat('en-US-u-ca-persian', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  });
  const parts = persianFormat.formatToParts(time);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const compare = (a: JalaliDay, b: JalaliDay) => a.year - b.year || a.month - b.month || a.day - b.day;

/** «1990-05-01» → ۱۱ اردیبهشت ۱۳۶۹ as numbers; null for anything that is not a Gregorian YYYY-MM-DD. */
export function isoToJalali(iso: string): JalaliDay | null {
  const match = ISO_DAY.exec(iso);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return jalaliOfTime(Date.UTC(year, month - 1, day));
}

/** A Jalali day as the Gregorian YYYY-MM-DD the API takes. */
export function jalaliToIso(target: JalaliDay): string {
  // Farvardin 1 falls on 20, 21 or 22 March: start from 21 March and walk to the day ICU names `target`.
  const dayOfYear = (target.month <= 6 ? (target.month - 1) * 31 : 186 + (target.month - 7) * 30) + target.day - 1;
  let time = Date.UTC(target.year + 621, 2, 21) + dayOfYear * DAY_MS;
  let direction = 0;
  for (let step = 0; step < 4; step++) {
    const sign = Math.sign(compare(target, jalaliOfTime(time)));
    // Stepping past it means ICU has no such day (30 Esfand of a common year): the neighbouring day is kept.
    if (sign === 0 || (direction !== 0 && sign !== direction)) break;
    direction = sign;
    time += sign * DAY_MS;
  }
  return new Date(time).toISOString().slice(0, 10);
}

/** Today in the customer's own time zone, as a Gregorian YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The first day of today's Jalali month `years` years back, as Gregorian YYYY-MM-DD: where a birth date's calendar
 * opens, among the years most customers were born in.
 */
export function monthYearsAgoIso(years: number, today: string = todayIso()): string {
  const day = isoToJalali(today);
  if (!day) throw new Error(`not a Gregorian YYYY-MM-DD: ${today}`);
  return jalaliToIso({ year: day.year - years, month: day.month, day: 1 });
}

let tehranClock: Intl.DateTimeFormat | undefined;

/**
 * «۱۴۰۵-۰۸-۲۹ ۱۰:۳۰»: a moment (an ISO timestamp) as its Jalali day and its time in Tehran, in Persian digits; the day
 * isolated, so that it reads the same after Persian words (see isolateNumbers).
 */
export function formatJalaliDateTime(value: string): string {
  return `${isolateNumbers(formatJalaliNumeric(value))} ${formatTehranTime(value)}`;
}

/** «۱۰:۳۰»: a moment's time of day in Tehran, in Persian digits. */
export function formatTehranTime(value: string): string {
  tehranClock ??= new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Tehran',
  });
  return toPersianDigits(tehranClock.format(new Date(value)));
}
