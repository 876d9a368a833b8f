import { index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from '../catalogue/catalogue-tables.ts';
import { users } from '../users/users-tables.ts';

/** A product a customer keeps in their favourites; once per customer and product. */
export const favoriteProducts = pgTable(
  'favorite_products',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('favorite_products_user_product_idx').on(table.userId, table.productId),
    index('favorite_products_user_created_idx').on(table.userId, table.createdAt),
  ],
);
