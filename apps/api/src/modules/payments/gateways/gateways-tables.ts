import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type SandboxPaymentStatus = 'pending' | 'paid' | 'cancelled' | 'verified';

/**
 * The built-in sandbox gateway's own ledger, as a bank keeps one: it verifies only payments it issued, for the amount
 * they were issued for, and answers «already verified» to a second verification.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    authority: text('authority').primaryKey(),
    orderId: text('order_id').notNull(),
    /** Whole Toman: the sandbox counts in Toman. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    description: text('description').notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status').$type<SandboxPaymentStatus>().notNull().default('pending'),
    referenceId: text('reference_id'),
    cardPan: text('card_pan'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  () => [
    check('sandbox_payments_amount_check', sql`amount > 0`),
    check('sandbox_payments_status_check', sql`status in ('pending', 'paid', 'cancelled', 'verified')`),
  ],
);

/**
 * A form a browser must post to a bank, kept under an unguessable token so that the checkout can answer one URL
 * (`/api/shop/payments/redirect/{token}`) whatever the gateway's way of redirecting.
 */
export const paymentRedirects = pgTable(
  'payment_redirects',
  {
    token: text('token').primaryKey(),
    url: text('url').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('payment_redirects_expires_idx').on(table.expiresAt)],
);
