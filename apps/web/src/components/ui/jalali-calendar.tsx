import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { toPersianDigits } from '@shop/contract/persian';
import { useEffect, useId } from 'react';
import DateObject from 'react-date-object';
import persian from 'react-date-object/calendars/persian';
import persian_fa from 'react-date-object/locales/persian_fa';
import { Calendar } from 'react-multi-date-picker';
import { isoToJalali, type JalaliDay, jalaliToIso, todayIso } from '../../lib/jalali-date.ts';

const toDateObject = (iso: string | undefined) => {
  const day = iso ? isoToJalali(iso) : null;
  return day ? new DateObject({ ...day, calendar: persian, locale: persian_fa }) : undefined;
};

/** One letter a weekday, from Saturday, as Persian calendars print them; the locale's two-letter «جم» reads oddly. */
const WEEK_DAYS = ['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج'];

const MONTH_NAMES = persian_fa.months.map(([name]) => name);

/** How far the year list reaches from today on a side without a bound. */
const YEARS_WITHOUT_BOUND = 100;

const toJalaliDay = (date: DateObject): JalaliDay => ({ year: date.year, month: date.month.number, day: date.day });

/** A month as one number, so that months compare across years. */
const monthIndex = (year: number, month: number) => year * 12 + month - 1;

const dayNameParts = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** «جمعه ۱۳ آذر ۱۴۰۵» for a Gregorian YYYY-MM-DD: what a screen reader says for a day; ICU alone puts the year first. */
function dayName(iso: string): string {
  const parts = dayNameParts.formatToParts(new Date(`${iso}T00:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** What react-multi-date-picker hands its plugins: its whole state, of which the header reads the shown month. */
interface CalendarState {
  date: DateObject;
  [key: string]: unknown;
}

interface MonthYearHeaderProps {
  /** Where the calendar puts a plugin. */
  position: 'top';
  first?: JalaliDay;
  last?: JalaliDay;
  /** The prefix of the ids of the days' Persian names. */
  labelId: string;
  /** Given by the calendar to each of its plugins. */
  state?: CalendarState;
  setState?: (state: CalendarState) => void;
  Calendar?: HTMLDivElement;
}

/**
 * The shown month with a choice of month and year, as labelled MUI selects that keyboards and screen readers work
 * like any other, and arrows for the months either side. It replaces the library's header, whose month and year
 * are bare text and whose year picker pages through twelve years at a time, unnamed for screen readers.
 */
function MonthYearHeader({ first, last, labelId, state, setState, Calendar: calendar }: MonthYearHeaderProps) {
  const shown = state?.date;
  const year = shown?.year;
  const month = shown?.month.number;
  const current = year === undefined || month === undefined ? undefined : monthIndex(year, month);

  // The library keeps one day of the grid in the tab order and moves it only when its own arrows turn the month.
  useEffect(() => {
    const days = calendar?.querySelector('.rmdp-day-picker');
    if (!days || current === undefined) return;
    for (const day of days.querySelectorAll('[tabindex="0"]')) day.setAttribute('tabindex', '-1');
    const stop = ['.rmdp-selected', '.rmdp-today', '.rmdp-day:not(.rmdp-day-hidden):not(.rmdp-disabled)']
      .map((selector) => days.querySelector(selector))
      .find(Boolean);
    stop?.setAttribute('tabindex', '0');
    // The library names each day «Choose …» in English and finds the day the arrow keys reach by that name, so it
    // stays; a Persian name given by reference is what screen readers read instead.
    for (const mark of days.querySelectorAll<HTMLElement>('[data-day]')) {
      const day = mark.parentElement;
      if (!day) continue;
      day.setAttribute('role', 'button');
      day.setAttribute('aria-labelledby', `${labelId}-${mark.dataset.day}`);
      if (day.classList.contains('rmdp-disabled')) day.setAttribute('aria-disabled', 'true');
      else day.removeAttribute('aria-disabled');
    }
  }, [calendar, current, labelId]);

  if (!shown || !setState || year === undefined || month === undefined || current === undefined) return null;

  const today = isoToJalali(todayIso());
  const firstYear = Math.min(first?.year ?? (today?.year ?? year) - YEARS_WITHOUT_BOUND, year);
  const lastYear = Math.max(last?.year ?? (today?.year ?? year) + YEARS_WITHOUT_BOUND, year);
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, index) => lastYear - index);
  const lowest = first ? monthIndex(first.year, first.month) : Number.NEGATIVE_INFINITY;
  const highest = last ? monthIndex(last.year, last.month) : Number.POSITIVE_INFINITY;
  const outside = (y: number, m: number) => monthIndex(y, m) < lowest || monthIndex(y, m) > highest;
  const shownDays = Array.from({ length: shown.month.length }, (_, index) => jalaliToIso({ year, month, day: index + 1 }));

  const show = (y: number, m: number) => {
    const index = Math.min(Math.max(monthIndex(y, m), lowest), highest);
    const date = new DateObject(shown).toFirstOfMonth().set({ year: Math.floor(index / 12), month: (index % 12) + 1 });
    setState({ ...state, date, year: date.year });
  };

  return (
    // The library's wrapper is set left-to-right; the header reads right-to-left like the grid under it.
    <Box dir="rtl" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, pt: 1, pb: 0.5 }}>
      <IconButton aria-label="ماه قبل" size="small" disabled={current <= lowest} onClick={() => show(year, month - 1)}>
        <ChevronRightIcon />
      </IconButton>
      <TextField
        select
        size="small"
        label="ماه"
        value={month}
        onChange={(event) => show(year, Number(event.target.value))}
        sx={{ flex: 1.3 }}
      >
        {MONTH_NAMES.map((name, index) => (
          <MenuItem key={name} value={index + 1} disabled={outside(year, index + 1)}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="سال"
        value={year}
        onChange={(event) => show(Number(event.target.value), month)}
        slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 280 } } } } } }}
        sx={{ flex: 1 }}
      >
        {years.map((option) => (
          <MenuItem key={option} value={option}>
            {toPersianDigits(option)}
          </MenuItem>
        ))}
      </TextField>
      <IconButton aria-label="ماه بعد" size="small" disabled={current >= highest} onClick={() => show(year, month + 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Box hidden>
        {shownDays.map((iso) => (
          <span key={iso} id={`${labelId}-${iso}`}>
            {dayName(iso)}
          </span>
        ))}
      </Box>
    </Box>
  );
}

export interface JalaliCalendarProps {
  /** The side of one day's cell in px; the date field holds the calendar's box at a size derived from it. */
  daySize: number;
  /** Gregorian YYYY-MM-DD, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
  /** Gregorian YYYY-MM-DD whose month is shown while there is no value; today's month without it. */
  referenceDate?: string;
  /** The only days that can be picked, Gregorian YYYY-MM-DD (a delivery's days, Fridays left out); any without it. */
  selectable?: ReadonlySet<string>;
}

/**
 * react-multi-date-picker's month view in Persian, dressed in the shop's colours. Its weight (about 27 KB gzip with
 * react-date-object) is why the date field loads this file only when the calendar is first opened.
 */
export function JalaliCalendar({ daySize, value, onChange, minDate, maxDate, referenceDate, selectable }: JalaliCalendarProps) {
  const labelId = useId();
  return (
    <Box
      // The day grid sends every key but the arrows and Space to the library's header, hidden here: Tab leaves the
      // grid as it leaves any other control.
      onKeyDownCapture={(event) => {
        if (event.key === 'Tab' && (event.target as Element).closest('.rmdp-day-picker')) event.stopPropagation();
      }}
      sx={(theme) => ({
        '& .rmdp-wrapper': { border: 0, borderRadius: 0, bgcolor: 'transparent' },
        '& .rmdp-border-top': { border: 0 },
        // Hidden, not removed: its arrows are what the day grid clicks when the arrow keys cross into another month.
        '& .rmdp-header': { display: 'none' },
        '& .rmdp-day, & .rmdp-week-day': { width: daySize, height: daySize },
        '& .rmdp-day span': { fontSize: 15 },
        '& .rmdp-week-day': { color: theme.palette.primary.main, fontSize: 13 },
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
        currentDate={value ? undefined : toDateObject(referenceDate)}
        minDate={toDateObject(minDate)}
        maxDate={toDateObject(maxDate)}
        weekDays={WEEK_DAYS}
        mapDays={({ date }) => {
          const iso = jalaliToIso(toJalaliDay(date));
          // Its props go to the number inside the day's cell; the mark lets the header name the cell.
          return { 'data-day': iso, disabled: selectable ? !selectable.has(iso) : undefined };
        }}
        plugins={[
          <MonthYearHeader
            key="header"
            position="top"
            first={minDate ? (isoToJalali(minDate) ?? undefined) : undefined}
            last={maxDate ? (isoToJalali(maxDate) ?? undefined) : undefined}
            labelId={labelId}
          />,
        ]}
        disableMonthPicker
        disableYearPicker
        shadow={false}
        autoFocus
      />
    </Box>
  );
}
