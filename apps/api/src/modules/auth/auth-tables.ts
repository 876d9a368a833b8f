import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users-tables.ts';

/**
 * Every sign-in code sent: its hash keyed with a secret kept out of the database, never the code. The rows are also the counters of the per-number and
 * per-address hourly limits, so the limits hold across restarts and across servers sharing one database.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    mobileNumber: text('mobile_number').notNull(),
    codeHash: text('code_hash').notNull(),
    clientAddress: text('client_address').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code signed someone in, or when a newer code replaced it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('otp_codes_number_idx').on(table.mobileNumber, table.createdAt),
    index('otp_codes_client_idx').on(table.clientAddress, table.createdAt),
    index('otp_codes_created_idx').on(table.createdAt),
  ],
);

/** A signed-in session: the SHA-256 of a 256-bit random token. Logout deletes the row. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId)],
);
