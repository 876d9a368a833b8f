import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** What the outbox provider "sent": kept for developers and browser tests, never used in production. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    mobileNumber: text('mobile_number').notNull(),
    message: text('message').notNull(),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_outbox_number_idx').on(table.mobileNumber, table.id)],
);
