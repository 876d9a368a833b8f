/** Every module's tables, gathered for Drizzle and drizzle-kit. Each module owns and queries its own. */
export * from '../modules/addresses/addresses-tables.ts';
export * from '../modules/announcements/announcements-tables.ts';
export * from '../modules/articles/articles-tables.ts';
export * from '../modules/auth/auth-tables.ts';
export * from '../modules/catalogue/catalogue-tables.ts';
export * from '../modules/checkout/checkout-tables.ts';
export * from '../modules/favorites/favorites-tables.ts';
export * from '../modules/idempotency/idempotency-tables.ts';
export * from '../modules/location/location-tables.ts';
export * from '../modules/schedules/schedules-tables.ts';
export * from '../modules/settings/settings-tables.ts';
export * from '../modules/signup-links/signup-links-tables.ts';
export * from '../modules/sms/sms-tables.ts';
export * from '../modules/stories/stories-tables.ts';
export * from '../modules/users/users-tables.ts';
