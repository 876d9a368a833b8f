import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { addresses } from '../addresses/addresses-tables.ts';
import { products, variations } from '../catalogue/catalogue-tables.ts';
import { shippingMethods } from '../methods/methods-tables.ts';
import { users } from '../users/users-tables.ts';

/**
 * A customer's cart choices beside its lines: the address and shipping method picked for checkout. Its row is also
 * what a checkout locks, so that the same cart checked out twice at once is placed once.
 */
export const carts = pgTable('carts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
  shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A line of a cart: a simple product, or a variation of a variable product. Prices are never stored here. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'cascade' }),
    /** The id the customer added: the variation's, else the product's (one series of ids); one line each. */
    itemId: integer('item_id').notNull().generatedAlwaysAs(sql`coalesce(variation_id, product_id)`),
    quantity: integer('quantity').notNull(),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Also the index that finds a customer's lines.
    unique('cart_items_line_unique').on(table.userId, table.itemId),
    check('cart_items_quantity_check', sql`quantity > 0`),
  ],
);
