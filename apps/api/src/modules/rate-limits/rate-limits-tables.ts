import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The requests each client made to each limited route in its current window, shared by every process on one
 * PostgreSQL. UNLOGGED (migration 0014): a crash empties it, which forgives at most one window's requests, and in
 * exchange its writes skip the write-ahead log.
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  /** The route and the client, as @fastify/rate-limit's key names it (an address, or a customer). */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
