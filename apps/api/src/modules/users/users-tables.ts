import { STAFF_ROLES, type StaffRole } from '@shop/contract/staff';
import type { Gender } from '@shop/contract/users';
import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredImage } from '../../db/stored-image.ts';
import { cities, countries, states } from '../location/location-tables.ts';

/** A customer (or a member of staff), known by the mobile number they signed in with; created at their first verified code. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mobileNumber: text('mobile_number').notNull().unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender').$type<Gender>(),
    nationalCode: text('national_code').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    address: text('address').notNull().default(''),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    stateId: integer('state_id').references(() => states.id, { onDelete: 'set null' }),
    cityId: integer('city_id').references(() => cities.id, { onDelete: 'set null' }),
    avatar: jsonb('avatar').$type<StoredImage>(),
    /**
     * A member of staff's role in running the shop at /admin (contract staff.ts), null for a customer; the first owner
     * by `npm run staff:add`, the others by an owner.
     */
    staffRole: text('staff_role').$type<StaffRole>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [
    check('users_gender_check', sql`gender is null or gender in ('male', 'female')`),
    check(
      'users_staff_role_check',
      sql.raw(`staff_role is null or staff_role in (${STAFF_ROLES.map((role) => `'${role}'`).join(', ')})`),
    ),
  ],
);
