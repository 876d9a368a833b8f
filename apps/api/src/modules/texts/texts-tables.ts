import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The queue of text messages after a sale: written in the transaction of the change that causes them, sent by the
 * worker (docs/decisions/0046-texts-queued-in-the-database.md). `event_key` names the event (`order:12:paid`), so
 * that the same event texts once; `next_attempt_at` is when a worker may take it next, also while one holds it.
 */
export const textMessages = pgTable(
  'text_messages',
  {
    id: serial('id').primaryKey(),
    eventKey: text('event_key').notNull().unique(),
    kind: text('kind').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    message: text('message').notNull(),
    state: text('state', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('text_messages_due_idx').on(table.nextAttemptAt, table.id).where(sql`state = 'pending'`),
    index('text_messages_number_idx').on(table.mobileNumber, table.id).where(sql`state = 'pending'`),
    index('text_messages_created_idx').on(table.createdAt),
  ],
);

/** The texts staff rewrote; a kind without a row is sent with its default (the contract's textKinds). */
export const textTemplates = pgTable('text_templates', {
  kind: text('kind').primaryKey(),
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The texts' one row of settings: the staff numbers each new order is texted to. */
export const textSettings = pgTable(
  'text_settings',
  {
    id: integer('id').primaryKey().default(1),
    staffMobileNumbers: text('staff_mobile_numbers').array().notNull().default(sql`'{}'::text[]`),
  },
  () => [check('text_settings_single_row', sql`id = 1`)],
);
