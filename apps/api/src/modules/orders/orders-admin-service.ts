import { readOrdering } from '@shop/contract/admin';
import { addDays, checkoutMessages, tehranDate } from '@shop/contract/checkout';
import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import {
  type AdminOrder,
  type AdminOrderListItem,
  type AdminOrderListQuery,
  canMoveOrder,
  DASHBOARD_LIST_SIZE,
  type Dashboard,
  ORDER_STATUS_MOVES,
  type OrderDocument,
  type OrderNote,
  type OrderStatus,
  orderAdminMessages,
  orderAdminMessageWith,
  type Refund,
  STOCK_RETURNING_STATUSES,
} from '@shop/contract/orders';
import { normalizeForSearch } from '@shop/contract/persian';
import { STATUS_TEXT_KINDS } from '@shop/contract/texts';
import { type Database, inTransaction, type Transaction } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { findLowStock } from '../inventory/inventory-service.ts';
import type { PictureUrls } from '../media/media-service.ts';
import { findBuyer } from '../users/users-service.ts';
import * as queries from './orders-queries.ts';
import {
  giveStockBack,
  orderIdInSearch,
  orderRenderers,
  readOrder,
  settlePaidOrder,
  textBuyer,
  toNote,
} from './orders-service.ts';

/** What the back office's writes need: the database, where its pictures are served, and the time. */
export interface OrdersAdminContext {
  db: Database;
  pictures: PictureUrls;
  clock: Clock;
}

/** Who acts, and the shop's public origin for the links a message carries. */
export interface StaffAction {
  staffId: number;
  origin: string;
}

/** Tehran has kept +03:30 all year since 2022. */
const tehranMidnight = (date: string) => new Date(`${date}T00:00:00+03:30`);

const buyerOf = (order: queries.OrderRow) => ({
  first_name: order.buyerFirstName,
  last_name: order.buyerLastName,
  full_name: `${order.buyerFirstName} ${order.buyerLastName}`.trim(),
  mobile_number: order.buyerMobileNumber,
});

const toListItem = (order: queries.OrderRow, awaiting: boolean): AdminOrderListItem => ({
  id: order.id,
  key: order.key,
  status: order.status,
  created_at: order.createdAt.toISOString(),
  updated_at: order.updatedAt.toISOString(),
  total: order.total,
  is_paid: order.isPaid,
  buyer_data: buyerOf(order),
  payment_method_data: { name: order.paymentMethodName, kind: order.paymentMethodKind },
  awaiting,
});

/**
 * The back office's orders: `search` is an order number (`#12`, any digits), a name or mobile number of the buyer or
 * the receiver, or words of a product name in one line, each read as product search reads them.
 */
export async function listAdminOrders(
  db: Database,
  query: AdminOrderListQuery,
): Promise<{ count: number; results: AdminOrderListItem[] }> {
  const search = query.search ? normalizeForSearch(query.search) : '';
  const { rows, count } = await queries.findAdminOrders(db, {
    words: search ? search.split(' ') : undefined,
    id: search ? orderIdInSearch(search) : undefined,
    status: query.status,
    isPaid: query.is_paid,
    awaiting: query.awaiting,
    createdFrom: query.created_from ? tehranMidnight(query.created_from) : undefined,
    createdBefore: query.created_to ? tehranMidnight(addDays(query.created_to, 1)) : undefined,
    ordering: readOrdering(query.ordering, '-created_at'),
    limit: query.limit,
    offset: query.offset,
  });
  return { count, results: rows.map((row) => toListItem(row.order, row.awaiting)) };
}

/** Where the back office reads an order's PDF. */
const adminDocumentUrl = (origin: string, orderId: number, document: OrderDocument) =>
  new URL(`/api/admin/orders/${orderId}/${document}`, origin).toString();

async function findOrderOrFail(db: Database | Transaction, id: number): Promise<queries.OrderRow> {
  const order = await queries.findOrder(db, id);
  if (!order) throw new NotFoundError(checkoutMessages.orderNotFound);
  return order;
}

/** The whole order as staff see it: the customer's view and the buyer, receipts, next statuses and what is refundable. */
export async function getAdminOrder(db: Database, pictures: PictureUrls, id: number, origin: string): Promise<AdminOrder> {
  const row = await findOrderOrFail(db, id);
  const [{ order, payments }, awaiting] = await Promise.all([
    readOrder(db, pictures, row, origin),
    queries.isAwaitingStore(db, id),
  ]);
  const rows = new Map(payments.map((payment) => [payment.id, payment]));
  return {
    ...order,
    user: row.userId,
    buyer_data: buyerOf(row),
    payments: order.payments.map((payment) => {
      const stored = rows.get(payment.id);
      return {
        ...payment,
        receipt: pictures.image(stored?.receipt),
        reviewable: !payment.approved && !payment.is_refund && payment.refusal_reason === null,
      };
    }),
    next_statuses: [...ORDER_STATUS_MOVES[row.status]],
    amount_refundable: Math.max(0, order.amount_paid),
    awaiting,
    updated_at: row.updatedAt.toISOString(),
    report_url: adminDocumentUrl(origin, id, 'invoice'),
    shipping_label_url: adminDocumentUrl(origin, id, 'shipping_label'),
  };
}

/** The order's invoice or shipping label, as its owner would print it. */
export async function renderAdminOrderDocument(
  db: Database,
  pictures: PictureUrls,
  id: number,
  document: OrderDocument,
  origin: string,
) {
  const row = await findOrderOrFail(db, id);
  const [{ order }, buyer] = await Promise.all([
    readOrder(db, pictures, row, origin),
    row.userId === null ? undefined : findBuyer(db, row.userId),
  ]);
  return orderRenderers[document]({ order, buyerNationalCode: buyer?.nationalCode || null });
}

async function lockOrderOrFail(tx: Transaction, id: number): Promise<queries.OrderRow> {
  const order = await queries.lockOrder(tx, id);
  if (!order) throw new NotFoundError(checkoutMessages.orderNotFound);
  return order;
}

/**
 * Moves the order along ORDER_STATUS_MOVES, under its row lock. Cancelling or refunding gives the stock its lines took
 * back, once (giveStockBack). An order already in that status is left as it is, so that a repeat of the same click
 * changes nothing and texts nobody; any other move off the graph is a Persian 400. The buyer's text is queued with the
 * move.
 */
export async function changeOrderStatus(
  context: OrdersAdminContext,
  action: StaffAction,
  id: number,
  status: OrderStatus,
): Promise<AdminOrder> {
  const { db, pictures } = context;
  const now = context.clock();
  await inTransaction(db, async (tx) => {
    const order = await lockOrderOrFail(tx, id);
    if (order.status === status) return;
    if (!canMoveOrder(order.status, status)) {
      throw new InvalidError({ status: [orderAdminMessageWith.statusMoveRefused(order.status, status)] });
    }
    await queries.updateOrder(tx, id, { status, reservedUntil: null, updatedAt: now });
    if (STOCK_RETURNING_STATUSES.includes(status)) await giveStockBack(tx, [id]);
    await recordAudit(tx, {
      staffId: action.staffId,
      at: now,
      entity: 'order',
      entityId: id,
      action: 'status',
      before: { status: order.status },
      after: { status },
    });
    const kind = STATUS_TEXT_KINDS[status as keyof typeof STATUS_TEXT_KINDS];
    if (kind) await textBuyer(tx, order, { kind, event: `status:${status}`, origin: action.origin, now });
  });
  return getAdminOrder(db, pictures, id, action.origin);
}

/** The store's note to the customer, shown on their order's page. */
export async function addOrderNote(
  context: OrdersAdminContext,
  action: StaffAction,
  id: number,
  message: string,
): Promise<OrderNote> {
  const now = context.clock();
  return context.db.transaction(async (tx) => {
    await lockOrderOrFail(tx, id);
    const note = toNote(await queries.insertNote(tx, { orderId: id, message, createdAt: now, updatedAt: now }));
    await recordAudit(tx, { staffId: action.staffId, at: now, entity: 'order', entityId: id, action: 'add_note', after: note });
    return note;
  });
}

async function findNoteOrFail(tx: Transaction, orderId: number, noteId: number): Promise<queries.OrderNoteRow> {
  const note = await queries.findNote(tx, orderId, noteId);
  if (!note) throw new NotFoundError(orderAdminMessages.noteNotFound);
  return note;
}

export async function editOrderNote(
  context: OrdersAdminContext,
  action: StaffAction,
  id: number,
  noteId: number,
  message: string,
): Promise<OrderNote> {
  const now = context.clock();
  return context.db.transaction(async (tx) => {
    const before = toNote(await findNoteOrFail(tx, id, noteId));
    const note = toNote(await queries.updateNote(tx, noteId, { message, updatedAt: now }));
    await recordAudit(tx, {
      staffId: action.staffId,
      at: now,
      entity: 'order',
      entityId: id,
      action: 'edit_note',
      before,
      after: note,
    });
    return note;
  });
}

export async function deleteOrderNote(context: OrdersAdminContext, action: StaffAction, id: number, noteId: number) {
  const now = context.clock();
  await context.db.transaction(async (tx) => {
    const before = toNote(await findNoteOrFail(tx, id, noteId));
    await queries.deleteNote(tx, noteId);
    await recordAudit(tx, { staffId: action.staffId, at: now, entity: 'order', entityId: id, action: 'delete_note', before });
  });
}

/** A card transfer waiting for the store, under its order's row lock; a refund is no transfer to decide on. */
async function transferToReview(tx: Transaction, orderId: number, paymentId: number) {
  const order = await lockOrderOrFail(tx, orderId);
  const payment = await queries.findPayment(tx, orderId, paymentId);
  if (!payment) throw new NotFoundError(orderAdminMessages.paymentNotFound);
  if (payment.isRefund) throw new InvalidError({ [NON_FIELD_ERRORS]: [orderAdminMessages.refundNotReviewed] });
  return { order, payment };
}

const paymentSnapshot = (order: queries.OrderRow, payment: queries.OrderPaymentRow) => ({
  payment: { id: payment.id, amount: payment.amount, approved: payment.approved, refusal_reason: payment.refusalReason },
  order: { status: order.status, is_paid: order.isPaid },
});

/**
 * The store found the card transfer in its account: the payment counts, and once approved payments cover the total
 * the order is paid and a new one moves to processing (settlePaidOrder, as for a gateway's payment, which texts the
 * buyer); a transfer that pays only a part is texted as approved. Approving it again changes nothing; a refused
 * transfer is not approved.
 */
export async function approvePayment(
  context: OrdersAdminContext,
  action: StaffAction,
  orderId: number,
  paymentId: number,
): Promise<AdminOrder> {
  const { db, pictures } = context;
  const now = context.clock();
  await inTransaction(db, async (tx) => {
    const { order, payment } = await transferToReview(tx, orderId, paymentId);
    if (payment.approved) return;
    if (payment.refusalReason !== null) {
      throw new InvalidError({ [NON_FIELD_ERRORS]: [orderAdminMessages.paymentAlreadyRefused] });
    }
    const updated = await queries.updatePayment(tx, paymentId, { approved: true, updatedAt: now });
    if (!(await settlePaidOrder(tx, order, now, action.origin))) {
      const text = { kind: 'transfer_approved', event: `payment:${paymentId}:approved`, amount: payment.amount } as const;
      await textBuyer(tx, order, { ...text, origin: action.origin, now });
    }
    await recordAudit(tx, {
      staffId: action.staffId,
      at: now,
      entity: 'order',
      entityId: orderId,
      action: 'approve_payment',
      before: paymentSnapshot(order, payment),
      after: paymentSnapshot(await findOrderOrFail(tx, orderId), updated),
    });
  });
  return getAdminOrder(db, pictures, orderId, action.origin);
}

/**
 * The store did not find the card transfer: it counts for nothing and the order stays payable, with the reason shown
 * to the customer. Refusing it again changes nothing; an approved payment is not refused.
 */
export async function refusePayment(
  context: OrdersAdminContext,
  action: StaffAction,
  orderId: number,
  paymentId: number,
  reason: string,
): Promise<AdminOrder> {
  const { db, pictures } = context;
  const now = context.clock();
  await inTransaction(db, async (tx) => {
    const { order, payment } = await transferToReview(tx, orderId, paymentId);
    if (payment.refusalReason !== null) return;
    if (payment.approved) throw new InvalidError({ [NON_FIELD_ERRORS]: [orderAdminMessages.paymentAlreadyApproved] });
    const updated = await queries.updatePayment(tx, paymentId, { refusalReason: reason, updatedAt: now });
    await recordAudit(tx, {
      staffId: action.staffId,
      at: now,
      entity: 'order',
      entityId: orderId,
      action: 'refuse_payment',
      before: paymentSnapshot(order, payment),
      after: paymentSnapshot(order, updated),
    });
    const text = { kind: 'transfer_refused', event: `payment:${paymentId}:refused`, reason } as const;
    await textBuyer(tx, order, { ...text, origin: action.origin, now });
  });
  return getAdminOrder(db, pictures, orderId, action.origin);
}

/**
 * The store paid money back: recorded as a refund among the order's payments, at most what the approved payments
 * still hold. A refund of all of it moves the order to refunded where the graph allows, giving its stock back once;
 * a part refunded leaves the status, and the stock, as they are.
 */
export async function recordRefund(
  context: OrdersAdminContext,
  action: StaffAction,
  orderId: number,
  refund: Refund,
): Promise<AdminOrder> {
  const { db, pictures } = context;
  const now = context.clock();
  await inTransaction(db, async (tx) => {
    const locked = await lockOrderOrFail(tx, orderId);
    const refundable = await queries.approvedAmount(tx, orderId);
    if (refundable <= 0) throw new InvalidError({ [NON_FIELD_ERRORS]: [orderAdminMessages.nothingToRefund] });
    if (refund.amount > refundable) throw new InvalidError({ amount: [orderAdminMessageWith.refundTooLarge(refundable)] });
    const payment = await queries.insertPayment(tx, {
      orderId,
      amount: refund.amount,
      transactionId: null,
      paymentMethodId: locked.paymentMethodId,
      paymentMethodName: locked.paymentMethodName,
      paymentMethodKind: locked.paymentMethodKind,
      cardPan: null,
      notes: refund.notes,
      approved: true,
      isRefund: true,
      createdAt: now,
      updatedAt: now,
    });
    const whole = refund.amount === refundable && canMoveOrder(locked.status, 'refunded');
    if (whole) {
      await queries.updateOrder(tx, orderId, { status: 'refunded', reservedUntil: null, updatedAt: now });
      await giveStockBack(tx, [orderId]);
    }
    await recordAudit(tx, {
      staffId: action.staffId,
      at: now,
      entity: 'order',
      entityId: orderId,
      action: 'refund',
      before: { status: locked.status, refundable },
      after: {
        status: whole ? 'refunded' : locked.status,
        refund: { id: payment.id, amount: refund.amount, notes: refund.notes },
      },
    });
    await textBuyer(tx, locked, {
      kind: 'refund',
      event: `refund:${payment.id}`,
      amount: refund.amount,
      origin: action.origin,
      now,
    });
  });
  return getAdminOrder(db, pictures, orderId, action.origin);
}

/**
 * The back office's first page: the Tehran day's orders and revenue (totals of its paid orders not cancelled or
 * refunded), the orders waiting for the store with the oldest first, and the limited stocks at or below `threshold`.
 */
export async function getDashboard(db: Database, now: Date, threshold: number): Promise<Dashboard> {
  const date = tehranDate(now);
  const [today, awaiting, lowStock] = await Promise.all([
    queries.countPlacedOrders(db, tehranMidnight(date), tehranMidnight(addDays(date, 1))),
    queries.findAdminOrders(db, {
      awaiting: true,
      ordering: { field: 'created_at', descending: false },
      limit: DASHBOARD_LIST_SIZE,
      offset: 0,
    }),
    findLowStock(db, threshold, DASHBOARD_LIST_SIZE),
  ]);
  return {
    today: { date, orders: today.orders, revenue: today.revenue },
    awaiting: { count: awaiting.count, oldest: awaiting.rows.map((row) => toListItem(row.order, row.awaiting)) },
    low_stock: {
      threshold,
      count: lowStock.count,
      items: lowStock.items.map((item) => ({
        id: item.id,
        product: item.productId,
        name: item.name,
        variation_label: item.variationLabel,
        stock: item.stock,
      })),
    },
  };
}
