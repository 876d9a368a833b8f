import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The catalogue's rows that search reads: each published product's search fields and the category tree. The catalogue
 * owns and writes them; search owns only its change logs below.
 */
export { categories, products } from '../catalogue/catalogue-tables.ts';

/** A transaction's id in 64 bits, which never wraps around: what a snapshot tells visible from not yet. */
const transactionId = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * Which products changed what search reads of them, and in which transaction: written by a trigger on products
 * (migration 0019), whatever code wrote the row, so that each process's search index takes in every change committed
 * since the snapshot it last read (docs/decisions/0033). Entries older than a day are pruned.
 */
export const productSearchChanges = pgTable(
  'product_search_changes',
  {
    transactionId: transactionId('xid').notNull().default(sql`pg_current_xact_id()`),
    productId: integer('product_id').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_search_changes_xid_idx').on(table.transactionId)],
);

/**
 * The transactions that changed the category tree (a category added or removed, or moved under another): written by
 * a trigger on categories (migration 0022), so that each process's copy of the tree, which a listing's category
 * reads its subcategories from, is read again when a page sees a change it has not (docs/decisions/0034).
 */
export const categoryTreeChanges = pgTable(
  'category_tree_changes',
  {
    transactionId: transactionId('xid').notNull().default(sql`pg_current_xact_id()`),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('category_tree_changes_xid_idx').on(table.transactionId)],
);
