import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The store's one row of general settings. */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer('id').primaryKey().default(1),
    storeTitle: text('store_title').notNull(),
    storeTel: text('contacts_store_tel').notNull().default(''),
    saleManagerTel: text('contacts_sale_manager_tel').notNull().default(''),
    supportTel: text('contacts_support_tel').notNull().default(''),
    storeAddress: text('contacts_store_address').notNull().default(''),
    storeEmail: text('contacts_store_email').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    sms: text('sms').notNull().default(''),
    telegram: text('telegram').notNull().default(''),
    eitaa: text('eitaa').notNull().default(''),
    bale: text('bale').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    licenseEnamad: text('license_enamad').notNull().default(''),
    blogUrl: text('blog_url').notNull().default(''),
    /** What an Iranian invoice names the seller by: economic code and national id (of the store's company). */
    sellerEconomicCode: text('seller_economic_code').notNull().default(''),
    sellerNationalId: text('seller_national_id').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  () => [check('store_settings_single_row', sql`id = 1`)],
);
