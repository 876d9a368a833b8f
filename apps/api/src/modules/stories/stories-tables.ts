import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { StoredImage } from '../../db/stored-image.ts';
import { products } from '../catalogue/catalogue-tables.ts';

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
