import { DELIVERY_PROMISES, type DeliveryPromise, type DeliveryWindow } from '@shop/contract/checkout';
import { PAYMENT_KINDS } from '@shop/contract/methods';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { StoredImage } from '../../db/stored-image.ts';

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: jsonb('image').$type<StoredImage>(),
    /** Toman. */
    cost: integer('cost').notNull().default(0),
    /** The provinces (states) it delivers to; empty for the whole country. */
    provinces: integer('provinces').array().notNull().default(sql`'{}'::integer[]`),
    /** Fixed windows a delivery can be booked in; empty for any time within the store's hours. */
    deliveryWindows: jsonb('delivery_windows').$type<DeliveryWindow[]>().notNull().default([]),
    /** What it promises: a slot (a day and a window), a day, or an estimate in working days. */
    deliveryPromise: text('delivery_promise').$type<DeliveryPromise>().notNull().default('slot'),
    estimateMinDays: integer('estimate_min_days'),
    estimateMaxDays: integer('estimate_max_days'),
    /** Toman of items (after discounts) from which it costs nothing; null for none. */
    freeShippingThreshold: bigint('free_shipping_threshold', { mode: 'number' }),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  () => [
    check('shipping_methods_cost_check', sql`cost >= 0`),
    check(
      'shipping_methods_delivery_promise_check',
      sql.raw(`delivery_promise in (${DELIVERY_PROMISES.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    check(
      'shipping_methods_estimate_check',
      sql`delivery_promise <> 'estimate' or (estimate_min_days between 0 and estimate_max_days)`,
    ),
  ],
);

/** A day the store is closed (Gregorian), with the reason staff gave; each day once. */
export const closures = pgTable('closures', {
  id: serial('id').primaryKey(),
  date: date('date', { mode: 'string' }).notNull().unique(),
  reason: text('reason').notNull().default(''),
});

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: jsonb('image').$type<StoredImage>(),
    kind: text('kind').$type<(typeof PAYMENT_KINDS)[number]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  () => [check('payment_methods_kind_check', sql.raw(`kind in (${PAYMENT_KINDS.map((kind) => `'${kind}'`).join(', ')})`))],
);
