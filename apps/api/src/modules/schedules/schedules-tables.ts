import type { WeekDay } from '@shop/contract/schedules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from '../users/users-tables.ts';

/** A customer's working-hour range on one day of the week; `HH:mm` text compares in time order. */
export const schedules = pgTable(
  'schedules',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').$type<WeekDay>().notNull(),
    start: text('start_time').notNull(),
    end: text('end_time').notNull(),
  },
  (table) => [
    index('schedules_user_day_idx').on(table.userId, table.day),
    check('schedules_day_check', sql`day in ('saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday')`),
    check('schedules_range_check', sql`start_time < end_time`),
  ],
);
