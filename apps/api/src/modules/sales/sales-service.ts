import { addDays, tehranMidnight } from '@shop/contract/checkout';
import { PAYMENT_KINDS } from '@shop/contract/methods';
import { comparePersian, formatJalaliDate, formatJalaliMonth, formatJalaliNumeric, toLatinDigits } from '@shop/contract/persian';
import { type SalesFigures, type SalesQuery, salesPeriodLabel } from '@shop/contract/sales';
import ExcelJS from 'exceljs';
import type { Database } from '../../db/client.ts';
import { moneySettledBetween } from '../orders/orders-service.ts';

/** Noon of a Tehran day: the moment the Jalali calendar is read at, far from either midnight. */
const noonOf = (day: string) => new Date(`${day}T12:00:00+03:30`);

/** The Jalali day or month a Tehran day falls in, in Latin digits, and how the report names it. */
function periodOf(day: string, by: SalesQuery['by']): { period: string; label: string } {
  const jalali = toLatinDigits(formatJalaliNumeric(noonOf(day)));
  return by === 'day'
    ? { period: jalali, label: formatJalaliDate(noonOf(day)) }
    : { period: jalali.slice(0, 7), label: formatJalaliMonth(noonOf(day)) };
}

/**
 * The money received and sent back from `from` to `to` (Tehran days, both counted): a row for every day or Jalali
 * month of the range, empty ones too, so that a quiet day reads as nothing rather than as missing; a column for each
 * way of paying that moved money in it.
 */
export async function salesFigures(db: Database, query: SalesQuery): Promise<SalesFigures> {
  const settled = await moneySettledBetween(db, tehranMidnight(query.from), tehranMidnight(addDays(query.to, 1)));
  const methodKey = (method: { name: string; kind: string }) => `${method.kind}\n${method.name}`;
  // The ways money came in first, in the order of PAYMENT_KINDS, then the ways it went back.
  const cameIn = new Set(settled.filter((row) => row.received > 0).map((row) => methodKey(row.method)));
  const rank = (method: SalesFigures['methods'][number]) => [
    cameIn.has(methodKey(method)) ? 0 : 1,
    PAYMENT_KINDS.indexOf(method.kind),
  ];
  const methods = [...new Map(settled.map((row) => [methodKey(row.method), row.method])).values()].sort((a, b) => {
    const [aIn = 0, aKind = 0] = rank(a);
    const [bIn = 0, bKind = 0] = rank(b);
    return aIn - bIn || aKind - bKind || comparePersian(a.name, b.name);
  });
  const column = new Map(methods.map((method, index) => [methodKey(method), index]));
  const empty = () => ({ received: 0, refunded: 0, net: 0, by_method: methods.map(() => 0) });

  const rows = new Map<string, SalesFigures['rows'][number]>();
  const periodOfDay = new Map<string, string>();
  for (let day = query.from; day <= query.to; day = addDays(day, 1)) {
    const { period, label } = periodOf(day, query.by);
    periodOfDay.set(day, period);
    if (!rows.has(period)) rows.set(period, { period, label, ...empty() });
  }
  const total = empty();
  for (const money of settled) {
    const row = rows.get(periodOfDay.get(money.day) ?? '');
    const index = column.get(methodKey(money.method));
    if (!row || index === undefined) continue;
    for (const figures of [row, total]) {
      figures.received += money.received;
      figures.refunded += money.refunded;
      figures.net += money.received - money.refunded;
      figures.by_method[index] = (figures.by_method[index] ?? 0) + money.received - money.refunded;
    }
  }
  return { from: query.from, to: query.to, by: query.by, methods, rows: [...rows.values()], total };
}

/** The figures as an accountant's sheet: right to left, Persian headers, amounts as numbers Excel can sum. */
export async function salesSheet(db: Database, query: SalesQuery): Promise<{ file: Buffer; name: string }> {
  const figures = await salesFigures(db, query);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(`فروش ${salesPeriodLabel[query.by]}`, {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = [
    { header: query.by === 'day' ? 'روز' : 'ماه', key: 'label', width: 18 },
    { header: 'تاریخ', key: 'period', width: 12 },
    { header: 'دریافتی (تومان)', key: 'received', width: 18 },
    { header: 'عودت (تومان)', key: 'refunded', width: 16 },
    { header: 'خالص (تومان)', key: 'net', width: 18 },
    ...figures.methods.map((method, index) => ({ header: `${method.name} (خالص)`, key: `method${index}`, width: 22 })),
  ];
  sheet.getRow(1).font = { bold: true };
  const methodCells = (byMethod: number[]) => Object.fromEntries(byMethod.map((net, index) => [`method${index}`, net]));
  for (const row of figures.rows) sheet.addRow({ ...row, ...methodCells(row.by_method) });
  const totalRow = sheet.addRow({ label: 'جمع', ...figures.total, ...methodCells(figures.total.by_method) });
  totalRow.font = { bold: true };
  for (let index = 3; index <= sheet.columnCount; index++) sheet.getColumn(index).numFmt = '#,##0';
  return { file: Buffer.from(await workbook.xlsx.writeBuffer()), name: `sales-${query.from}-${query.to}.xlsx` };
}
