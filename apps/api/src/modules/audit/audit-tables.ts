import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users-tables.ts';

/**
 * The back office's journal: who changed what, when, and the record before and after. Written in the transaction of
 * the change it records, so that a change and its row stand or fall together.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** What kind of record: `product`, `order`, `settings`… */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** `create`, `update`, `delete`, or a named step such as `status` or `approve_payment`. */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_entries_entity_idx').on(table.entity, table.entityId, table.at),
    index('audit_entries_at_idx').on(table.at),
  ],
);
