import Box from '@mui/material/Box';
import DateObject from 'react-date-object';
import persian from 'react-date-object/calendars/persian';
import persian_fa from 'react-date-object/locales/persian_fa';
import { Calendar } from 'react-multi-date-picker';
import { isoToJalali, type JalaliDay, jalaliToIso } from '../../lib/jalali-date.ts';

const toDateObject = (iso: string | undefined) => {
  const day = iso ? isoToJalali(iso) : null;
  return day ? new DateObject({ ...day, calendar: persian, locale: persian_fa }) : undefined;
};

/** One letter a weekday, from Saturday, as Persian calendars print them; the locale's two-letter «جم» reads oddly. */
const WEEK_DAYS = ['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'];

const toJalaliDay = (date: DateObject): JalaliDay => ({ year: date.year, month: date.month.number, day: date.day });

export interface JalaliCalendarProps {
  /** The side of one day's cell in px; the date field holds the calendar's box at a size derived from it. */
  daySize: number;
  /** Gregorian YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
}

/**
 * react-multi-date-picker's month view in Persian, dressed in the shop's colours. Its weight (about 27 KB gzip with
 * react-date-object) is why the date field loads this file only when the calendar is first opened.
 */
export function JalaliCalendar({ daySize, value, onChange, minDate, maxDate }: JalaliCalendarProps) {
  return (
    <Box
      sx={(theme) => ({
        '& .rmdp-wrapper': { border: 0, borderRadius: 0, bgcolor: 'transparent' },
        '& .rmdp-day, & .rmdp-week-day': { width: daySize, height: daySize },
        '& .rmdp-day span': { fontSize: 15 },
        '& .rmdp-header': { fontSize: 15, fontWeight: 600, pt: 1, px: 0, pb: 1.5 },
        '& .rmdp-header-values span': { px: 0.25 },
        '& .rmdp-week-day': { color: theme.palette.primary.main, fontSize: 13 },
        '& .rmdp-arrow': { borderColor: theme.palette.primary.main },
        '& .rmdp-arrow-container': { width: 28, height: 28, alignItems: 'center' },
        '& .rmdp-arrow-container .rmdp-arrow': { mt: 0 },
        '& .rmdp-arrow-container:hover': { bgcolor: theme.palette.primary.main, boxShadow: 'none' },
        '& .rmdp-day.rmdp-today span': { bgcolor: 'transparent', color: theme.palette.primary.main, fontWeight: 700 },
        '& .rmdp-day.rmdp-selected span:not(.highlight)': {
          bgcolor: theme.palette.primary.main,
          color: theme.palette.primary.contrastText,
          boxShadow: 'none',
        },
        '& .rmdp-day:not(.rmdp-disabled):not(.rmdp-day-hidden) span:hover': {
          bgcolor: theme.palette.primary.light,
          color: theme.palette.primary.contrastText,
        },
        '& .rmdp-day.rmdp-disabled': { color: theme.palette.text.disabled },
        '& .rmdp-calendar :focus': { outlineColor: theme.palette.primary.dark },
      })}
    >
      <Calendar
        value={toDateObject(value) ?? null}
        onChange={(date) => onChange(date ? jalaliToIso(toJalaliDay(date)) : '')}
        calendar={persian}
        locale={persian_fa}
        minDate={toDateObject(minDate)}
        maxDate={toDateObject(maxDate)}
        weekDays={WEEK_DAYS}
        monthYearSeparator=" "
        shadow={false}
        autoFocus
      />
    </Box>
  );
}
