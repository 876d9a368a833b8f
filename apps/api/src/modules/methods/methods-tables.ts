import type { DeliveryWindow } from '@shop/contract/checkout';
import { PAYMENT_KINDS } from '@shop/contract/methods';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
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
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  () => [check('shipping_methods_cost_check', sql`cost >= 0`)],
);

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
