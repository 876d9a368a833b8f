import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cities, countries, states } from '../location/location-tables.ts';

/** A registration link handed to a new customer, pre-filled with what the store already knows. */
export const signupLinks = pgTable('signup_links', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  mobileNumber: text('mobile_number').notNull().default(''),
  nationalCode: text('national_code').notNull().default(''),
  countryId: integer('country_id').references(() => countries.id),
  stateId: integer('state_id').references(() => states.id),
  cityId: integer('city_id').references(() => cities.id),
  postalCode: text('postal_code').notNull().default(''),
  address: text('address').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
