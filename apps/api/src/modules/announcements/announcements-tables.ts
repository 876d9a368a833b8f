import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

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
