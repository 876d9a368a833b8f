import { WEEK_DAYS, type WeekDay } from '@shop/contract/schedules';
import { and, asc, count, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { schedules } from './schedules-tables.ts';

type Db = Database | Transaction;
export type ScheduleRow = typeof schedules.$inferSelect;

const own = (userId: number, id: number) => and(eq(schedules.userId, userId), eq(schedules.id, id));
/** Saturday first, as the Iranian week and the day tabs go. */
const dayOrder = sql`array_position(array[${sql.join(
  WEEK_DAYS.map((day) => sql`${day}`),
  sql`, `,
)}]::text[], ${schedules.day})`;

export async function findSchedulePage(
  db: Db,
  userId: number,
  day: WeekDay | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(eq(schedules.userId, userId), day === undefined ? undefined : eq(schedules.day, day));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(schedules)
      .where(where)
      .orderBy(dayOrder, asc(schedules.start), asc(schedules.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: count() }).from(schedules).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

export async function findSchedule(db: Db, userId: number, id: number): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(schedules).where(own(userId, id));
  return row;
}

/** A range of the same customer and day that shares some time with start–end; touching ends do not count. */
export async function findOverlap(
  db: Db,
  range: { userId: number; day: WeekDay; start: string; end: string; exceptId?: number },
): Promise<ScheduleRow | undefined> {
  const [row] = await db
    .select()
    .from(schedules)
    .where(
      and(
        eq(schedules.userId, range.userId),
        eq(schedules.day, range.day),
        lt(schedules.start, range.end),
        gt(schedules.end, range.start),
        range.exceptId === undefined ? undefined : ne(schedules.id, range.exceptId),
      ),
    )
    .orderBy(asc(schedules.start))
    .limit(1);
  return row;
}

export async function insertSchedule(db: Db, values: { userId: number; day: WeekDay; start: string; end: string }) {
  const [row] = await db.insert(schedules).values(values).returning();
  if (!row) throw new Error('schedule insert returned no row');
  return row;
}

export async function updateSchedule(db: Db, userId: number, id: number, values: { day: WeekDay; start: string; end: string }) {
  const [row] = await db.update(schedules).set(values).where(own(userId, id)).returning();
  return row;
}

export async function deleteSchedule(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.delete(schedules).where(own(userId, id)).returning({ id: schedules.id });
  return rows.length > 0;
}
