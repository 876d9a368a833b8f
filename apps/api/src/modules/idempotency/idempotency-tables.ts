import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users-tables.ts';

/**
 * A customer's key for one submission of a write and the answer it got. The row is written in the same transaction
 * as the write: while it runs, a twin request waits on the row's key; once it is committed, every retry reads it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the method, the route and the validated body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The answer; empty only inside the transaction that writes it, where no other request can see it. */
    status: integer('status'),
    body: jsonb('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotency_keys_created_idx').on(table.createdAt)],
);
