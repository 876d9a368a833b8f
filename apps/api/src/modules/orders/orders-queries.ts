import type { OrderStatus } from '@shop/contract/order-status';
import { and, asc, count, desc, eq, exists, inArray, isNotNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../../db/client.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { orderItems, orderNotes, orderPayments, orders } from './orders-tables.ts';

type Db = Database | Transaction;

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id'>;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;
export type OrderPaymentRow = typeof orderPayments.$inferSelect;
export type OrderNoteRow = typeof orderNotes.$inferSelect;
export type NewOrderPayment = Omit<typeof orderPayments.$inferInsert, 'id'>;

export async function insertOrder(db: Db, order: NewOrder, items: NewOrderItem[]): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  if (!row) throw new Error('order insert returned no row');
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
  return row;
}

export async function findOrderByKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.key, key));
  return row;
}

export interface CustomerOrderFilters {
  /** The search as normalizeForSearch writes it; every word must be in one line's name. */
  words?: string[];
  /** An order id the search may be. */
  id?: number;
  status?: OrderStatus;
  isPaid?: boolean;
  limit: number;
  offset: number;
}

/** A customer's orders, newest first, one page of them and how many match in all. */
export async function findCustomerOrders(db: Db, userId: number, filters: CustomerOrderFilters) {
  const conditions: (SQL | undefined)[] = [eq(orders.userId, userId)];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.isPaid !== undefined) conditions.push(eq(orders.isPaid, filters.isPaid));
  if (filters.words?.length) {
    const named = exists(
      db
        .select({ one: sql`1` })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.orderId, orders.id),
            ...filters.words.map((word) => like(orderItems.searchName, `%${escapeLike(word)}%`)),
          ),
        ),
    );
    conditions.push(filters.id === undefined ? named : or(eq(orders.id, filters.id), named));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(filters.limit).offset(filters.offset),
    db.select({ count: count() }).from(orders).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** The order if it is this customer's. */
export async function findCustomerOrder(db: Db, userId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return row;
}

export async function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order's row, held until the transaction ends: payments and status changes of one order happen one at a time. */
export async function lockOrder(tx: Transaction, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrder(db: Db, id: number, changes: Partial<NewOrder>): Promise<void> {
  await db.update(orders).set(changes).where(eq(orders.id, id));
}

export function findOrderItems(db: Db, orderIds: number[]): Promise<OrderItemRow[]> {
  if (!orderIds.length) return Promise.resolve([]);
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
}

export function findPayments(db: Db, orderId: number): Promise<OrderPaymentRow[]> {
  return db.select().from(orderPayments).where(eq(orderPayments.orderId, orderId)).orderBy(asc(orderPayments.id));
}

export function findNotes(db: Db, orderId: number) {
  return db.select().from(orderNotes).where(eq(orderNotes.orderId, orderId)).orderBy(asc(orderNotes.id));
}

/** A payment of the order already recorded under this transaction id (a card transfer's tracking number). */
export async function findPaymentByTransaction(db: Db, orderId: number, transactionId: string) {
  const [row] = await db
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.transactionId, transactionId)));
  return row;
}

export async function insertPayment(db: Db, payment: NewOrderPayment): Promise<OrderPaymentRow> {
  const [row] = await db.insert(orderPayments).values(payment).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

/** What has been paid and approved for an order, whole Toman. */
export async function approvedAmount(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${orderPayments.amount})` })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.approved, true)));
  return Number(row?.sum ?? 0);
}

/** How many orders were placed with each of these shipping methods. */
export async function countOrdersByShippingMethod(db: Db, methodIds: number[]) {
  if (!methodIds.length) return [];
  return db
    .select({ methodId: orders.shippingMethodId, count: count() })
    .from(orders)
    .where(inArray(orders.shippingMethodId, methodIds))
    .groupBy(orders.shippingMethodId);
}

/** How many orders chose each of these payment methods or hold a payment made with it, each order once. */
export async function countOrdersByPaymentMethod(db: Db, methodIds: number[]) {
  if (!methodIds.length) return [];
  const uses = union(
    db
      .select({ methodId: orders.paymentMethodId, orderId: orders.id })
      .from(orders)
      .where(inArray(orders.paymentMethodId, methodIds)),
    db
      .select({ methodId: orderPayments.paymentMethodId, orderId: orderPayments.orderId })
      .from(orderPayments)
      .where(inArray(orderPayments.paymentMethodId, methodIds)),
  ).as('uses');
  return db.select({ methodId: uses.methodId, count: count() }).from(uses).groupBy(uses.methodId);
}

/**
 * Fails unpaid online orders whose reservation ended, a batch at a time, and answers them. Rows another sweeper
 * holds are skipped rather than waited for, and a row is only taken while it is still `new` and unpaid, so that each
 * order fails, and gives its stock back, once however many processes sweep.
 */
export async function failExpiredOrders(tx: Transaction, now: Date, batch: number): Promise<{ id: number }[]> {
  const expired = tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.status, 'new'), eq(orders.isPaid, false), isNotNull(orders.reservedUntil), lt(orders.reservedUntil, now)),
    )
    .orderBy(asc(orders.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return tx
    .update(orders)
    .set({ status: 'failed', reservedUntil: null, updatedAt: now })
    .where(and(inArray(orders.id, expired), eq(orders.status, 'new'), eq(orders.isPaid, false)))
    .returning({ id: orders.id });
}
