import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  searchName: text('search_name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
  },
  (table) => [index('states_country_idx').on(table.countryId)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    searchName: text('search_name').notNull(),
  },
  (table) => [index('cities_state_idx').on(table.stateId)],
);
