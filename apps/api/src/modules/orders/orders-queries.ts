import type { OrderStatus } from '@shop/contract/orders';
import { and, asc, count, desc, eq, exists, gt, gte, inArray, isNotNull, isNull, like, lt, or, type SQL, sql } from 'drizzle-orm';
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
export type NewOrderNote = Omit<typeof orderNotes.$inferInsert, 'id'>;
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

/** Orders with a line whose search name holds every word. */
const namedInALine = (db: Db, words: string[]) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderItems)
      .where(
        and(eq(orderItems.orderId, orders.id), ...words.map((word) => like(orderItems.searchName, `%${escapeLike(word)}%`))),
      ),
  );

/** A customer's orders, newest first, one page of them and how many match in all. */
export async function findCustomerOrders(db: Db, userId: number, filters: CustomerOrderFilters) {
  const conditions: (SQL | undefined)[] = [eq(orders.userId, userId)];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.isPaid !== undefined) conditions.push(eq(orders.isPaid, filters.isPaid));
  if (filters.words?.length) {
    const named = namedInALine(db, filters.words);
    conditions.push(filters.id === undefined ? named : or(eq(orders.id, filters.id), named));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.id)).limit(filters.limit).offset(filters.offset),
    db.select({ count: count() }).from(orders).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** A card transfer of the order that the store has neither approved nor refused. */
const hasTransferToReview = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderPayments)
      .where(and(eq(orderPayments.orderId, orders.id), eq(orderPayments.approved, false), isNull(orderPayments.refusalReason))),
  );

/**
 * A closed order that still holds money: cancelled with the money kept, or failed when the bank's money came late.
 * The store sends it back or takes the order up again.
 */
const holdsMoneyClosed = () =>
  and(
    inArray(orders.status, ['cancelled', 'failed']),
    sql`(select coalesce(sum(${orderPayments.amount}), 0) from ${orderPayments} where ${orderPayments.orderId} = ${orders.id} and ${orderPayments.approved}) > 0`,
  );

/**
 * An order waiting for the store: a card transfer to check, a new order paid on delivery, or a closed order that still
 * holds money.
 */
const awaitingStore = (db: Db) =>
  or(
    and(eq(orders.status, 'new'), eq(orders.paymentMethodKind, 'cash_on_delivery')),
    hasTransferToReview(db),
    holdsMoneyClosed(),
  ) as SQL;

export interface AdminOrderFilters {
  /** The search as normalizeForSearch writes it: every word in the order's names and numbers, or in one line's name. */
  words?: string[];
  /** An order id the search may be. */
  id?: number;
  status?: OrderStatus;
  isPaid?: boolean;
  awaiting?: boolean;
  createdFrom?: Date;
  createdBefore?: Date;
  ordering: { field: 'created_at' | 'total' | 'id'; descending: boolean };
  limit: number;
  offset: number;
}

const orderingColumns = { created_at: orders.createdAt, total: orders.total, id: orders.id } as const;

/** The back office's orders, one page of them with whether each waits for the store, and how many match in all. */
export async function findAdminOrders(db: Db, filters: AdminOrderFilters) {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.isPaid !== undefined) conditions.push(eq(orders.isPaid, filters.isPaid));
  if (filters.awaiting !== undefined) conditions.push(filters.awaiting ? awaitingStore(db) : sql`not (${awaitingStore(db)})`);
  if (filters.createdFrom) conditions.push(gte(orders.createdAt, filters.createdFrom));
  if (filters.createdBefore) conditions.push(lt(orders.createdAt, filters.createdBefore));
  if (filters.words?.length) {
    const named = or(
      and(...filters.words.map((word) => like(orders.searchName, `%${escapeLike(word)}%`))),
      namedInALine(db, filters.words),
    );
    conditions.push(filters.id === undefined ? named : or(eq(orders.id, filters.id), named));
  }
  const where = and(...conditions);
  const column = orderingColumns[filters.ordering.field];
  const direction = filters.ordering.descending ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, awaiting: sql<boolean>`${awaitingStore(db)}` })
      .from(orders)
      .where(where)
      .orderBy(direction(column), direction(orders.id))
      .limit(filters.limit)
      .offset(filters.offset),
    db.select({ count: count() }).from(orders).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** Whether the order waits for the store (see awaitingStore). */
export async function isAwaitingStore(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ awaiting: sql<boolean>`${awaitingStore(db)}` })
    .from(orders)
    .where(eq(orders.id, id));
  return row?.awaiting ?? false;
}

/** How many orders were placed in a time range, but for the unpaid online ones that failed. */
export async function countPlacedOrders(db: Db, from: Date, before: Date): Promise<number> {
  const [row] = await db
    .select({ orders: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, before), sql`${orders.status} <> 'failed'`));
  return row?.orders ?? 0;
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
/** The orders of these ids, in the order the ids are given; a missing id is left out. */
export async function findOrders(db: Db, ids: number[]): Promise<OrderRow[]> {
  const rows = await db.select().from(orders).where(inArray(orders.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

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

export async function findPayment(db: Db, orderId: number, paymentId: number): Promise<OrderPaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(orderPayments)
    .where(and(eq(orderPayments.id, paymentId), eq(orderPayments.orderId, orderId)));
  return row;
}

export async function updatePayment(
  db: Db,
  id: number,
  changes: Partial<Pick<OrderPaymentRow, 'approved' | 'refusalReason' | 'settledAt' | 'recordedBy'>> & { updatedAt: Date },
): Promise<OrderPaymentRow> {
  const [row] = await db.update(orderPayments).set(changes).where(eq(orderPayments.id, id)).returning();
  if (!row) throw new Error('payment update returned no row');
  return row;
}

export async function findNote(db: Db, orderId: number, noteId: number): Promise<OrderNoteRow | undefined> {
  const [row] = await db
    .select()
    .from(orderNotes)
    .where(and(eq(orderNotes.id, noteId), eq(orderNotes.orderId, orderId)));
  return row;
}

export async function insertNote(db: Db, note: NewOrderNote): Promise<OrderNoteRow> {
  const [row] = await db.insert(orderNotes).values(note).returning();
  if (!row) throw new Error('note insert returned no row');
  return row;
}

export async function updateNote(db: Db, id: number, changes: { message: string; updatedAt: Date }): Promise<OrderNoteRow> {
  const [row] = await db.update(orderNotes).set(changes).where(eq(orderNotes.id, id)).returning();
  if (!row) throw new Error('note update returned no row');
  return row;
}

export async function deleteNote(db: Db, id: number): Promise<void> {
  await db.delete(orderNotes).where(eq(orderNotes.id, id));
}

/**
 * A payment (or, with `refund`, a refund) of the order already recorded under this transaction id: a card transfer's
 * tracking number, a receipt's or a refund's reference.
 */
export async function findPaymentByTransaction(db: Db, orderId: number, transactionId: string, refund = false) {
  const [row] = await db
    .select({ id: orderPayments.id })
    .from(orderPayments)
    .where(
      and(
        eq(orderPayments.orderId, orderId),
        eq(orderPayments.transactionId, transactionId),
        refund ? lt(orderPayments.amount, 0) : gt(orderPayments.amount, 0),
      ),
    );
  return row;
}

export async function insertPayment(db: Db, payment: NewOrderPayment): Promise<OrderPaymentRow> {
  const [row] = await db.insert(orderPayments).values(payment).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

/** The money that counts for an order: its approved payments and refunds (moneyOf derives the rest). */
export function findSettledMoney(db: Db, orderId: number): Promise<{ amount: number; approved: boolean }[]> {
  return db
    .select({ amount: orderPayments.amount, approved: orderPayments.approved })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.approved, true)));
}

/**
 * The money settled in a time range, by Tehran day and the way it was paid or sent back: what the sales figures and
 * the dashboard count. Tehran has kept +03:30 all year since 2022.
 */
export function sumSettledMoney(db: Db, from: Date, before: Date) {
  const day = sql<string>`to_char(${orderPayments.settledAt} at time zone 'UTC' + interval '210 minutes', 'YYYY-MM-DD')`;
  return db
    .select({
      day,
      methodName: orderPayments.paymentMethodName,
      methodKind: orderPayments.paymentMethodKind,
      received: sql<string>`coalesce(sum(${orderPayments.amount}) filter (where ${orderPayments.amount} > 0), 0)`,
      refunded: sql<string>`coalesce(-sum(${orderPayments.amount}) filter (where ${orderPayments.amount} < 0), 0)`,
    })
    .from(orderPayments)
    .where(and(gte(orderPayments.settledAt, from), lt(orderPayments.settledAt, before)))
    .groupBy(day, orderPayments.paymentMethodName, orderPayments.paymentMethodKind)
    .orderBy(day);
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
 * Locks a batch of unpaid online orders whose reservation ended, past `afterId`, and answers their ids. Rows another
 * sweeper holds are skipped rather than waited for.
 */
export async function lockExpiredOrders(tx: Transaction, now: Date, afterId: number, batch: number): Promise<number[]> {
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'new'),
        eq(orders.isPaid, false),
        isNotNull(orders.reservedUntil),
        lt(orders.reservedUntil, now),
        gt(orders.id, afterId),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/**
 * Fails the orders that are still `new` and unpaid, and answers those it failed: each order fails, and gives its
 * stock back, once however many processes sweep or give up on it.
 */
export async function failUnpaidOrders(tx: Transaction, orderIds: number[], now: Date): Promise<number[]> {
  if (!orderIds.length) return [];
  const rows = await tx
    .update(orders)
    .set({ status: 'failed', reservedUntil: null, updatedAt: now })
    .where(and(inArray(orders.id, orderIds), eq(orders.status, 'new'), eq(orders.isPaid, false)))
    .returning({ id: orders.id });
  return rows.map((row) => row.id);
}

/** The customer's own order by its key, locked; another customer's is not found. */
export async function lockCustomerOrderByKey(tx: Transaction, userId: number, key: string): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.key, key), eq(orders.userId, userId)))
    .for('update');
  return row;
}

/** The order's card transfers still waiting for the store's review. */
export async function countTransfersToReview(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, orderId), eq(orderPayments.approved, false), isNull(orderPayments.refusalReason)));
  return row?.count ?? 0;
}

/**
 * Marks the orders' lines as no longer holding stock and answers the lines that did: a line is answered once, however
 * many transactions give the same order's stock back, as the second waits for the first's row locks and then finds
 * the flag cleared.
 */
export function releaseStockTaken(tx: Transaction, orderIds: number[]): Promise<OrderItemRow[]> {
  if (!orderIds.length) return Promise.resolve([]);
  return tx
    .update(orderItems)
    .set({ stockTaken: false })
    .where(and(inArray(orderItems.orderId, orderIds), eq(orderItems.stockTaken, true)))
    .returning();
}

/** Whether any order has a line of this product (or of one of its variations). */
export async function hasProductLines(db: Db, productId: number): Promise<boolean> {
  const [row] = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, productId)).limit(1);
  return row !== undefined;
}

// The back office's customers: how many orders each placed, and who placed any.

export async function countOrdersByUser(db: Db, userIds: number[]): Promise<{ userId: number; count: number }[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ userId: orders.userId, count: count() })
    .from(orders)
    .where(inArray(orders.userId, userIds))
    .groupBy(orders.userId);
  return rows.flatMap((row) => (row.userId === null ? [] : [{ userId: row.userId, count: row.count }]));
}

export async function findOrderingUserIds(db: Db): Promise<number[]> {
  const rows = await db.selectDistinct({ userId: orders.userId }).from(orders).where(isNotNull(orders.userId));
  return rows.flatMap((row) => (row.userId === null ? [] : [row.userId]));
}
