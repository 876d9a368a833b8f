import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../catalogue/catalogue-tables.ts';

/** A shareable catalogue: a hand-picked list of products behind a key. */
export const sharedCatalogues = pgTable('catalogs', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  publicNotes: text('public_notes').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sharedCatalogueItems = pgTable(
  'catalog_items',
  {
    id: serial('id').primaryKey(),
    catalogueId: integer('catalog_id')
      .notNull()
      .references(() => sharedCatalogues.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    notes: text('notes').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('catalog_items_catalog_idx').on(table.catalogueId)],
);
