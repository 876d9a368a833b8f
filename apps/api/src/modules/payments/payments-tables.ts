import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders-tables.ts';

export const ATTEMPT_STATUSES = ['started', 'verifying', 'unsettled', 'paid', 'failed'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/**
 * One trip to a gateway's page for an order. A callback finds its attempt by the gateway's authority; the attempt
 * moves `started` → `verifying` (claimed by one callback, or the reconciler, at a time) → `paid` or `failed`, so that
 * a callback sent again or many at once verifies and records once. `unsettled`: the gateway could not answer, the
 * payment's fate is open and the reconciler asks again. A callback that came back unpaid while the bank's session
 * lasts leaves it `started` with its `failure` noted: only the bank's session ending (and a last verify) ends it.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    /** Whole Toman asked of the gateway: the amount it is verified for, never the callback's. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    authority: text('authority'),
    /** The URL the customer was sent to, answered again to a repeat of the same checkout. */
    nextStep: text('next_step'),
    status: text('status').$type<AttemptStatus>().notNull().default('started'),
    /** When a callback claimed it; a claim older than a verification can take is taken over. */
    verifyingSince: timestamp('verifying_since', { withTimezone: true }),
    /** Why it failed, for the log and the store; never shown as it is. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('payment_attempts_authority_unique').on(table.gateway, table.authority),
    index('payment_attempts_order_idx').on(table.orderId),
    check('payment_attempts_status_check', sql.raw(`status in (${ATTEMPT_STATUSES.map((status) => `'${status}'`).join(', ')})`)),
  ],
);
