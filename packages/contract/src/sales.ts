import { z } from 'zod';
import { CalendarDateSchema } from './checkout.ts';
import { messages } from './messages.ts';
import { PAYMENT_KINDS } from './methods.ts';
import { formatNumber } from './persian.ts';
import { inQuery } from './query.ts';

/** The sales figures count money, by the Tehran day or the Jalali month it was received or sent back in. */
export const SALES_PERIODS = ['day', 'month'] as const;
export type SalesPeriod = (typeof SALES_PERIODS)[number];

export const salesPeriodLabel: Record<SalesPeriod, string> = { day: 'روزانه', month: 'ماهانه' };

/** The longest range one report covers: two years of days. */
export const SALES_RANGE_DAYS_MAX = 731;

export const salesMessages = {
  dateInvalid: 'تاریخ باید به شکل YYYY-MM-DD باشد.',
  rangeReversed: 'تاریخ پایان نباید پیش از تاریخ شروع باشد.',
  rangeTooLong: `بازهٔ گزارش حداکثر ${formatNumber(SALES_RANGE_DAYS_MAX)} روز است.`,
} as const;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** Tehran days, `from` and `to` both counted (Gregorian `YYYY-MM-DD`, as the back office's date fields send them). */
export const SalesQuerySchema = z
  .object({
    from: inQuery(CalendarDateSchema(salesMessages.dateInvalid)),
    to: inQuery(CalendarDateSchema(salesMessages.dateInvalid)),
    by: inQuery(z.enum(SALES_PERIODS, { error: messages.invalidValue }).default('day')),
  })
  .superRefine((query, context) => {
    const days = daysBetween(query.from, query.to);
    if (days < 0) context.addIssue({ code: 'custom', path: ['to'], message: salesMessages.rangeReversed });
    else if (days + 1 > SALES_RANGE_DAYS_MAX)
      context.addIssue({ code: 'custom', path: ['to'], message: salesMessages.rangeTooLong });
  });
export type SalesQuery = z.infer<typeof SalesQuerySchema>;

/** Whole Toman received, sent back, and the difference. */
const MoneyFiguresSchema = z.object({
  received: z.number().int(),
  refunded: z.number().int(),
  net: z.number().int(),
  /** `net` by each of the report's `methods`, in their order. */
  by_method: z.array(z.number().int()),
});

export const SalesRowSchema = MoneyFiguresSchema.extend({
  /** The Jalali day (`1405-09-12`) or month (`1405-09`), in Latin digits. */
  period: z.string(),
  /** «۱۲ آذر ۱۴۰۵» or «آذر ۱۴۰۵». */
  label: z.string(),
}).meta({ id: 'SalesRow' });
export type SalesRow = z.infer<typeof SalesRowSchema>;

/**
 * The money the store received and sent back in a range, a row per day or month (every one of them, empty or not), a
 * column per way of paying that moved money in it: gateway payments when verified, transfers when approved, cash when
 * recorded, refunds when sent, whatever day their orders were placed.
 */
export const SalesFiguresSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    by: z.enum(SALES_PERIODS),
    methods: z.array(z.object({ name: z.string(), kind: z.enum(PAYMENT_KINDS) })),
    rows: z.array(SalesRowSchema),
    total: MoneyFiguresSchema,
  })
  .meta({ id: 'SalesFigures' });
export type SalesFigures = z.infer<typeof SalesFiguresSchema>;
