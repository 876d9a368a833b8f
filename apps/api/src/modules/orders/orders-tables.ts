import { DELIVERY_PROMISES, type DeliveryPromise } from '@shop/contract/checkout';
import { PAYMENT_KINDS, type PaymentMethod } from '@shop/contract/methods';
import { ORDER_STATUSES, type OrderStatus } from '@shop/contract/orders';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { StoredImage } from '../../db/stored-image.ts';
import { products, variations } from '../catalogue/catalogue-tables.ts';
import { paymentMethods, shippingMethods } from '../methods/methods-tables.ts';
import { users } from '../users/users-tables.ts';

/** Toman amounts: bigint, as the catalogue's prices are. */
const toman = (name: string) => bigint(name, { mode: 'number' });
const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * An order: a snapshot at checkout of the buyer, the address, the lines and their prices, the methods and the
 * delivery slot, so that later changes to any of them leave it as it was sold. `key` is its unguessable public name.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<OrderStatus>().notNull().default('new'),
    buyerFirstName: text('buyer_first_name').notNull(),
    buyerLastName: text('buyer_last_name').notNull(),
    buyerMobileNumber: text('buyer_mobile_number').notNull(),
    /**
     * The buyer's and the receiver's names and mobile numbers as search reads them (normalizeForSearch): the back
     * office finds an order by any of them.
     */
    searchName: text('search_name').notNull().default(''),
    /** The delivery address as it was: the receiver, the places with their names, the postal code and the address. */
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    mobileNumber: text('mobile_number').notNull(),
    countryId: integer('country_id').notNull(),
    countryName: text('country_name').notNull(),
    stateId: integer('state_id').notNull(),
    stateName: text('state_name').notNull(),
    cityId: integer('city_id').notNull(),
    cityName: text('city_name').notNull(),
    postalCode: text('postal_code').notNull(),
    address: text('address').notNull(),
    itemsSubtotal: toman('items_subtotal').notNull(),
    itemsDiscount: toman('items_discount').notNull(),
    shippingCost: toman('shipping_cost').notNull(),
    total: toman('total').notNull(),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id, { onDelete: 'set null' }),
    shippingMethodName: text('shipping_method_name').notNull(),
    /** The way the customer chose to pay, last; a later payment by another way replaces it. */
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    paymentMethodName: text('payment_method_name').notNull(),
    paymentMethodKind: text('payment_method_kind').$type<PaymentMethod['kind']>().notNull(),
    /** What the shipping method promised: a slot (date and window), a day (date), or an estimate (its days). */
    deliveryPromise: text('delivery_promise').$type<DeliveryPromise>().notNull().default('slot'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryStart: text('delivery_start'),
    deliveryEnd: text('delivery_end'),
    estimateMinDays: integer('estimate_min_days'),
    estimateMaxDays: integer('estimate_max_days'),
    estimateFrom: date('estimate_from', { mode: 'string' }),
    estimateTo: date('estimate_to', { mode: 'string' }),
    /** When staff handed the parcel to the carrier, and the carrier's tracking code; null before. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    trackingCode: text('tracking_code'),
    notes: text('notes').notNull().default(''),
    isPaid: boolean('is_paid').notNull().default(false),
    /** An unpaid online order holds its stock until then; past it, the sweep fails it and gives the stock back. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('orders_status_check', sql.raw(`status in (${quoted(ORDER_STATUSES)})`)),
    check('orders_payment_method_kind_check', sql.raw(`payment_method_kind in (${quoted(PAYMENT_KINDS)})`)),
    check('orders_delivery_promise_check', sql.raw(`delivery_promise in (${quoted(DELIVERY_PROMISES)})`)),
    index('orders_user_idx').on(table.userId, table.id.desc()),
    // The back office's lists and the dashboard's day read orders by when they were placed.
    index('orders_created_idx').on(table.createdAt),
    // What the sweep looks for, and nothing else.
    index('orders_reserved_idx')
      .on(table.reservedUntil)
      .where(sql`status = 'new' and not is_paid and reserved_until is not null`),
  ],
);

/** A line of an order, as it was sold. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The id that was bought (the product's, or its variation's); it is shown while that product or variation lasts. */
    itemId: integer('item_id').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variationId: integer('variation_id').references(() => variations.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The name and variation label as search reads them (normalizeForSearch): the customer's orders are found by it. */
    searchName: text('search_name').notNull().default(''),
    variationLabel: text('variation_label'),
    image: jsonb('image').$type<StoredImage>(),
    unitPrice: toman('unit_price').notNull(),
    unitDiscount: toman('unit_discount').notNull(),
    quantity: integer('quantity').notNull(),
    total: toman('total').notNull(),
    notes: text('notes').notNull().default(''),
    /** Whether the line took limited stock, which a failed or cancelled order gives back. */
    stockTaken: boolean('stock_taken').notNull(),
  },
  (table) => [index('order_items_order_idx').on(table.orderId), check('order_items_quantity_check', sql`quantity > 0`)],
);

/**
 * Every movement of an order's money, one row each: a gateway's verified payment, a card transfer (waiting for the
 * store until approved), money staff received (cash on delivery), or money sent back (a negative amount). An order's
 * paid amount and state are derived from these rows alone (moneyOf in the contract).
 */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Whole Toman received; negative for money sent back. */
    amount: toman('amount').notNull(),
    /** The bank's reference number, or the card transfer's tracking number. */
    transactionId: text('transaction_id'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, { onDelete: 'set null' }),
    paymentMethodName: text('payment_method_name').notNull(),
    paymentMethodKind: text('payment_method_kind').$type<PaymentMethod['kind']>().notNull(),
    cardPan: text('card_pan'),
    notes: text('notes').notNull().default(''),
    approved: boolean('approved').notNull(),
    /** When the money counted (verified, approved, recorded or sent back): the day the sales figures count it in. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The member of staff who recorded, approved or refused it. */
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why the store refused a card transfer; null unless it did. */
    refusalReason: text('refusal_reason'),
    /** The gateway payment attempt (payments module) this records: at most one payment each, whatever calls back. */
    attemptId: integer('attempt_id').unique(),
    /** A card transfer's receipt picture, re-encoded. */
    receipt: jsonb('receipt').$type<StoredImage>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('order_payments_order_idx').on(table.orderId),
    // The sales figures read the money settled in a range of days.
    index('order_payments_settled_idx').on(table.settledAt).where(sql`settled_at is not null`),
    check('order_payments_amount_check', sql`amount <> 0`),
    check('order_payments_settled_check', sql`approved = (settled_at is not null)`),
  ],
);

/** The store's notes to the customer on an order. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId)],
);
