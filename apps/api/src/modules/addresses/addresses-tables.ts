import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cities, countries, states } from '../location/location-tables.ts';
import { users } from '../users/users-tables.ts';

/** A customer's saved delivery address. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'restrict' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    postalCode: text('postal_code').notNull(),
    address: text('address').notNull(),
    /** Names, number, postal code and address, normalised for the list's search box. */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('addresses_user_idx').on(table.userId, table.id)],
);
