import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { messages, messageWith } from '@shop/contract/messages';
import type { Schedule, ScheduleInput, ScheduleUpdate, WeekDay } from '@shop/contract/schedules';
import type { Database, Transaction } from '../../db/client.ts';
import { lockKeys } from '../../lib/advisory-lock.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import * as queries from './schedules-queries.ts';

const toSchedule = (row: queries.ScheduleRow): Schedule => ({ id: row.id, day: row.day, start: row.start, end: row.end });

export async function listSchedules(
  db: Database,
  userId: number,
  query: { day?: WeekDay | undefined; limit: number; offset: number },
) {
  const page = await queries.findSchedulePage(db, userId, query.day, query);
  return { count: page.count, results: page.rows.map(toSchedule) };
}

/**
 * Refuses a range that ends before it starts or overlaps another of the same day. Runs under a lock on the
 * customer's schedules, so two requests at once cannot each save a range that overlaps the other's.
 */
async function checkRange(tx: Transaction, userId: number, range: ScheduleInput, exceptId?: number) {
  if (range.start >= range.end) throw new InvalidError({ end: [messages.startBeforeEnd] });
  await lockKeys(tx, `schedules:${userId}`);
  const overlap = await queries.findOverlap(tx, { userId, ...range, ...(exceptId === undefined ? {} : { exceptId }) });
  if (overlap) throw new InvalidError({ [NON_FIELD_ERRORS]: [messageWith.scheduleOverlap(overlap.start, overlap.end)] });
}

export async function createSchedule(db: Database, userId: number, range: ScheduleInput): Promise<Schedule> {
  return db.transaction(async (tx) => {
    await checkRange(tx, userId, range);
    return toSchedule(await queries.insertSchedule(tx, { userId, ...range }));
  });
}

/** Any part of the range; the range it would become is the one checked. Another customer's id answers 404. */
export async function updateSchedule(db: Database, userId: number, id: number, changes: ScheduleUpdate): Promise<Schedule> {
  return db.transaction(async (tx) => {
    const current = await queries.findSchedule(tx, userId, id);
    if (!current) throw new NotFoundError(messages.scheduleNotFound);
    const range: ScheduleInput = {
      day: changes.day ?? current.day,
      start: changes.start ?? current.start,
      end: changes.end ?? current.end,
    };
    await checkRange(tx, userId, range, id);
    const row = await queries.updateSchedule(tx, userId, id, range);
    if (!row) throw new NotFoundError(messages.scheduleNotFound);
    return toSchedule(row);
  });
}

export async function deleteSchedule(db: Database, userId: number, id: number): Promise<void> {
  if (!(await queries.deleteSchedule(db, userId, id))) throw new NotFoundError(messages.scheduleNotFound);
}
