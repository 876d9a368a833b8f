import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { StoredImage } from '../../db/stored-image.ts';

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: jsonb('image').$type<StoredImage>(),
    /** Toman. */
    cost: integer('cost').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  () => [check('shipping_methods_cost_check', sql`cost >= 0`)],
);

export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  image: jsonb('image').$type<StoredImage>(),
  kind: text('kind').$type<'gateway' | 'card_to_card' | 'cash_on_delivery'>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});
