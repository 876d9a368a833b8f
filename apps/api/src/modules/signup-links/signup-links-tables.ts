import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cities, countries, states } from '../location/location-tables.ts';

/**
 * A registration link handed to a new customer, pre-filled with what the store already knows. It works until
 * `expires_at` and for `max_uses` submissions; `uses` counts them under the row's lock.
 */
export const signupLinks = pgTable(
  'signup_links',
  {
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
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('signup_links_uses_check', sql`max_uses >= 1 and uses >= 0 and uses <= max_uses`)],
);
