import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { StoredImage } from '../../db/stored-image.ts';
import { products } from '../catalogue/catalogue-tables.ts';

export const announcements = pgTable('announcements', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  backgroundColor: text('background_color').notNull().default('#0d47a1'),
  color: text('color').notNull().default('#ffffff'),
  animation: text('animation').$type<'bounce' | 'blink'>(),
  url: text('url'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const storyGroups = pgTable('story_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: jsonb('image').$type<StoredImage>(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const storyItems = pgTable('story_items', {
  id: serial('id').primaryKey(),
  groupId: integer('group_id')
    .notNull()
    .references(() => storyGroups.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  badge: text('badge').notNull().default(''),
  image: jsonb('image').$type<StoredImage>(),
  productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
  sortOrder: integer('sort_order').notNull().default(0),
});

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
