import { readOrdering } from '@shop/contract/admin';
import { addDays, checkoutMessages, tehranDate, tehranMidnight } from '@shop/contract/checkout';
import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import {
  type AdminOrder,
  type AdminOrderListItem,
  type AdminOrderListQuery,
  canMoveOrder,
  DASHBOARD_LIST_SIZE,
  type Dashboard,
  isClosedOrder,
  ORDER_STATUS_MOVES,
  type OrderDocument,
  type OrderNote,
  type OrderStatusChange,
  orderAdminMessages,
  orderAdminMessageWith,
  type ReceivedPayment,
  type Refund,
  refundMethodLabel,
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
import { findPaymentMethodById } from '../methods/methods-service.ts';
import { findBuyer, findStaffNames } from '../users/users-service.ts';
import * as queries from './orders-queries.ts';
import {
  giveStockBack,
  moneyOfOrder,
  moneySettledBetween,
  orderIdInSearch,
  orderRenderers,
  readOrder,
  settleMoney,
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
  const staff = await findStaffNames(db, [...new Set(payments.flatMap((payment) => payment.recordedBy ?? []))]);
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
        recorded_by: (stored?.recordedBy && staff.get(stored.recordedBy)) || null,
      };
    }),
    // «Refunded» means money went back: an order that holds none is cancelled instead.
    next_statuses: ORDER_STATUS_MOVES[row.status].filter((status) => status !== 'refunded' || order.amount_paid > 0),
    amount_refundable: Math.max(0, order.amount_paid),
    amount_receivable: order.amount_outstanding,
    awaiting,
    updated_at: row.updatedAt.toISOString(),
    report_url: adminDocumentUrl(origin, id, 'invoice'),
    shipping_label_url: adminDocumentUrl(origin, id, 'shipping_label'),
  };
}

/** An order as its documents are drawn: as its owner sees it, with the buyer's national code. */
async function documentInput(db: Database, pictures: PictureUrls, row: queries.OrderRow, origin: string) {
  const [{ order }, buyer] = await Promise.all([
    readOrder(db, pictures, row, origin),
    row.userId === null ? undefined : findBuyer(db, row.userId),
  ]);
  return { order, buyerNationalCode: buyer?.nationalCode || null };
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
  return orderRenderers[document]([await documentInput(db, pictures, row, origin)]);
}

/**
 * The invoices or labels of several orders (at most ORDER_BATCH_MAX, which the query's schema holds), in the order
 * asked, as one PDF to print at once; an id that is no order's is not found.
 */
export async function renderAdminOrderDocuments(
  db: Database,
  pictures: PictureUrls,
  ids: number[],
  document: OrderDocument,
  origin: string,
) {
  const unique = [...new Set(ids)];
  const rows = await queries.findOrders(db, unique);
  if (rows.length !== unique.length) throw new NotFoundError(checkoutMessages.orderNotFound);
  const inputs = [];
  // One order after another: each reads a handful of rows, and a hundred at once would hold as many connections.
  for (const row of rows) inputs.push(await documentInput(db, pictures, row, origin));
  return orderRenderers[document](inputs);
}

/**
 * One staff change to an order, in one transaction at one moment; the answer is the order as it then stands, read
 * after the commit.
 */
async function changeOrder(
  context: OrdersAdminContext,
  action: StaffAction,
  orderId: number,
  change: (tx: Transaction, now: Date) => Promise<void>,
): Promise<AdminOrder> {
  const now = context.clock();
  await inTransaction(context.db, (tx) => change(tx, now));
  return getAdminOrder(context.db, context.pictures, orderId, action.origin);
}

/** The journal's line for a staff change to an order. */
function auditOrder(
  tx: Transaction,
  action: StaffAction,
  at: Date,
  orderId: number,
  name: string,
  change: { before?: unknown; after?: unknown },
) {
  return recordAudit(tx, { staffId: action.staffId, at, entity: 'order', entityId: orderId, action: name, ...change });
}

async function lockOrderOrFail(tx: Transaction, id: number): Promise<queries.OrderRow> {
  const order = await queries.lockOrder(tx, id);
  if (!order) throw new NotFoundError(checkoutMessages.orderNotFound);
  return order;
}

/** Money sent back to the customer: a negative payment row, counted the moment it is written. */
async function insertRefund(
  tx: Transaction,
  order: queries.OrderRow,
  refund: Pick<Refund, 'amount' | 'method' | 'transaction_id' | 'notes'>,
  staffId: number,
  now: Date,
) {
  return queries.insertPayment(tx, {
    orderId: order.id,
    amount: -refund.amount,
    transactionId: refund.transaction_id || null,
    paymentMethodId: null,
    paymentMethodName: refundMethodLabel[refund.method],
    paymentMethodKind: refund.method,
    cardPan: null,
    notes: refund.notes,
    approved: true,
    settledAt: now,
    recordedBy: staffId,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * Moves the order along ORDER_STATUS_MOVES, under its row lock. Cancelling or refunding gives the stock its lines took
 * back, once (giveStockBack); an order that holds money says what becomes of it (`money`): sent back in full now, as
 * a refund row, or kept by the store to settle later (cancelling only: «refunded» means the money went back). An
 * order already in that status is left as it is, so that a repeat of the same click changes nothing and texts nobody;
 * any other move off the graph is a Persian 400. The buyer's texts are queued with the move.
 */
export async function changeOrderStatus(
  context: OrdersAdminContext,
  action: StaffAction,
  id: number,
  change: OrderStatusChange,
): Promise<AdminOrder> {
  const { status } = change;
  return changeOrder(context, action, id, async (tx, now) => {
    const order = await lockOrderOrFail(tx, id);
    if (order.status === status) return;
    if (!canMoveOrder(order.status, status)) {
      throw new InvalidError({ status: [orderAdminMessageWith.statusMoveRefused(order.status, status)] });
    }
    const held = (await moneyOfOrder(tx, order)).amount_paid;
    const closing = STOCK_RETURNING_STATUSES.includes(status);
    if (status === 'refunded' && held <= 0) throw new InvalidError({ status: [orderAdminMessages.refundedNeedsPayment] });
    if (closing && held > 0 && !change.money) throw new InvalidError({ money: [orderAdminMessages.moneyDecisionRequired] });
    if (status === 'refunded' && change.money === 'keep') {
      throw new InvalidError({ money: [orderAdminMessages.refundedNeedsRefund] });
    }
    const refunded = closing && held > 0 && change.money === 'refund' ? held : 0;
    const refund =
      refunded > 0
        ? await insertRefund(
            tx,
            order,
            { ...change, method: change.refund_method, amount: refunded, notes: '' },
            action.staffId,
            now,
          )
        : undefined;
    await queries.updateOrder(tx, id, { status, reservedUntil: null, updatedAt: now });
    if (closing) await giveStockBack(tx, [id]);
    await settleMoney(tx, { ...order, status }, now, action.origin);
    await auditOrder(tx, action, now, id, 'status', {
      before: { status: order.status },
      after: { status, ...(closing && held > 0 ? { amount_paid: held, money: change.money, refunded } : {}) },
    });
    const kind = STATUS_TEXT_KINDS[status as keyof typeof STATUS_TEXT_KINDS];
    if (kind) await textBuyer(tx, order, { kind, event: `status:${status}`, origin: action.origin, now });
    if (refund) {
      await textBuyer(tx, order, { kind: 'refund', event: `refund:${refund.id}`, amount: refunded, origin: action.origin, now });
    }
  });
}

/**
 * Staff handed the parcel to the carrier (the order's shipping method): the tracking code is kept with the time, under
 * the order's row lock, and the buyer's text with it is queued. The same code again changes nothing and texts nobody;
 * another code corrects the first and is texted. A closed order (cancelled, failed, refunded) is not shipped. The
 * order's status stays as it is: shipped is a step the order records, not a status of its own.
 */
export async function shipOrder(
  context: OrdersAdminContext,
  action: StaffAction,
  id: number,
  trackingCode: string,
): Promise<AdminOrder> {
  return changeOrder(context, action, id, async (tx, now) => {
    const order = await lockOrderOrFail(tx, id);
    if (order.trackingCode === trackingCode) return;
    if (isClosedOrder(order.status)) throw new InvalidError({ [NON_FIELD_ERRORS]: [orderAdminMessages.notShippable] });
    const shippedAt = order.shippedAt ?? now;
    await queries.updateOrder(tx, id, { shippedAt, trackingCode, updatedAt: now });
    await auditOrder(tx, action, now, id, 'ship', {
      before: { shipped_at: order.shippedAt?.toISOString() ?? null, tracking_code: order.trackingCode },
      after: { shipped_at: shippedAt.toISOString(), tracking_code: trackingCode },
    });
    // A corrected code is a new event of its own, texted once too.
    const text = { kind: 'order_shipped', event: `shipped:${trackingCode}`, trackingCode } as const;
    await textBuyer(tx, order, { ...text, origin: action.origin, now });
  });
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
    await auditOrder(tx, action, now, id, 'add_note', { after: note });
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
    await auditOrder(tx, action, now, id, 'edit_note', {
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
    await auditOrder(tx, action, now, id, 'delete_note', { before });
  });
}

/** A card transfer waiting for the store, under its order's row lock; a refund is no transfer to decide on. */
async function transferToReview(tx: Transaction, orderId: number, paymentId: number) {
  const order = await lockOrderOrFail(tx, orderId);
  const payment = await queries.findPayment(tx, orderId, paymentId);
  if (!payment) throw new NotFoundError(orderAdminMessages.paymentNotFound);
  if (payment.amount < 0) throw new InvalidError({ [NON_FIELD_ERRORS]: [orderAdminMessages.refundNotReviewed] });
  return { order, payment };
}

const paymentSnapshot = (order: queries.OrderRow, payment: queries.OrderPaymentRow) => ({
  payment: { id: payment.id, amount: payment.amount, approved: payment.approved, refusal_reason: payment.refusalReason },
  order: { status: order.status, is_paid: order.isPaid },
});

/**
 * The store found the card transfer in its account: the payment counts from now, and once the order's money covers
 * its total it is paid and a new one moves to processing (settleMoney, as for a gateway's payment, which texts the
 * buyer); a transfer that pays only a part is texted as approved. Approving it again changes nothing; a refused
 * transfer is not approved.
 */
export async function approvePayment(
  context: OrdersAdminContext,
  action: StaffAction,
  orderId: number,
  paymentId: number,
): Promise<AdminOrder> {
  return changeOrder(context, action, orderId, async (tx, now) => {
    const { order, payment } = await transferToReview(tx, orderId, paymentId);
    if (payment.approved) return;
    if (payment.refusalReason !== null) {
      throw new InvalidError({ [NON_FIELD_ERRORS]: [orderAdminMessages.paymentAlreadyRefused] });
    }
    const updated = await queries.updatePayment(tx, paymentId, {
      approved: true,
      settledAt: now,
      recordedBy: action.staffId,
      updatedAt: now,
    });
    if (!(await settleMoney(tx, order, now, action.origin)).paid) {
      const text = { kind: 'transfer_approved', event: `payment:${paymentId}:approved`, amount: payment.amount } as const;
      await textBuyer(tx, order, { ...text, origin: action.origin, now });
    }
    await auditOrder(tx, action, now, orderId, 'approve_payment', {
      before: paymentSnapshot(order, payment),
      after: paymentSnapshot(await findOrderOrFail(tx, orderId), updated),
    });
  });
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
  return changeOrder(context, action, orderId, async (tx, now) => {
    const { order, payment } = await transferToReview(tx, orderId, paymentId);
    if (payment.refusalReason !== null) return;
    if (payment.approved) throw new InvalidError({ [NON_FIELD_ERRORS]: [orderAdminMessages.paymentAlreadyApproved] });
    const updated = await queries.updatePayment(tx, paymentId, {
      refusalReason: reason,
      recordedBy: action.staffId,
      updatedAt: now,
    });
    await auditOrder(tx, action, now, orderId, 'refuse_payment', {
      before: paymentSnapshot(order, payment),
      after: paymentSnapshot(order, updated),
    });
    const text = { kind: 'transfer_refused', event: `payment:${paymentId}:refused`, reason } as const;
    await textBuyer(tx, order, { ...text, origin: action.origin, now });
  });
}

/**
 * The store paid money back: a negative payment row, at most what the order's money still holds, with the way it went
 * back and its reference. The same reference again on the order is the same refund, recorded once; two staff sending
 * back the whole of it at once record it once, the second finding nothing left (both under the order's row lock). A
 * refund of everything moves the order to refunded where the graph allows, giving its stock back once; a part
 * refunded leaves the status, and the stock, as they are.
 */
export async function recordRefund(
  context: OrdersAdminContext,
  action: StaffAction,
  orderId: number,
  refund: Refund,
): Promise<AdminOrder> {
  return changeOrder(context, action, orderId, async (tx, now) => {
    const locked = await lockOrderOrFail(tx, orderId);
    if (refund.transaction_id && (await queries.findPaymentByTransaction(tx, orderId, refund.transaction_id, true))) {
      return;
    }
    const refundable = (await moneyOfOrder(tx, locked)).amount_paid;
    if (refundable <= 0) throw new InvalidError({ [NON_FIELD_ERRORS]: [orderAdminMessages.nothingToRefund] });
    if (refund.amount > refundable) throw new InvalidError({ amount: [orderAdminMessageWith.refundTooLarge(refundable)] });
    const payment = await insertRefund(tx, locked, refund, action.staffId, now);
    const settled = await settleMoney(tx, locked, now, action.origin);
    await auditOrder(tx, action, now, orderId, 'refund', {
      before: { status: locked.status, refundable },
      after: {
        status: settled.refunded ? 'refunded' : locked.status,
        refund: {
          id: payment.id,
          amount: refund.amount,
          method: refund.method,
          transaction_id: payment.transactionId,
          notes: refund.notes,
        },
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
}

/**
 * Money the store received itself: cash (or a card reader) on delivery, or a transfer it found in its account,
 * recorded with who and when. At most what the order owes: two staff recording the same cash at once record it once,
 * the second finding nothing owed (both under the order's row lock); the same reference again is the same payment. A
 * gateway's money is recorded only by the bank's verification, and a closed order takes no money as paid.
 */
export async function recordReceivedPayment(
  context: OrdersAdminContext,
  action: StaffAction,
  orderId: number,
  received: ReceivedPayment,
): Promise<AdminOrder> {
  const method = await findPaymentMethodById(context.db, received.payment_method);
  if (!method) throw new InvalidError({ payment_method: [orderAdminMessages.paymentMethodNotFound] });
  if (method.kind === 'gateway') throw new InvalidError({ payment_method: [orderAdminMessages.gatewayNotRecorded] });
  return changeOrder(context, action, orderId, async (tx, now) => {
    const locked = await lockOrderOrFail(tx, orderId);
    if (isClosedOrder(locked.status)) throw new InvalidError({ [NON_FIELD_ERRORS]: [orderAdminMessages.closedOrderPayment] });
    if (received.transaction_id && (await queries.findPaymentByTransaction(tx, orderId, received.transaction_id))) {
      return;
    }
    const outstanding = (await moneyOfOrder(tx, locked)).amount_outstanding;
    if (outstanding <= 0) throw new InvalidError({ [NON_FIELD_ERRORS]: [orderAdminMessages.nothingOutstanding] });
    if (received.amount > outstanding) {
      throw new InvalidError({ amount: [orderAdminMessageWith.receivedTooLarge(outstanding)] });
    }
    const payment = await queries.insertPayment(tx, {
      orderId,
      amount: received.amount,
      transactionId: received.transaction_id || null,
      paymentMethodId: method.id,
      paymentMethodName: method.name,
      paymentMethodKind: method.kind,
      cardPan: null,
      notes: received.notes,
      approved: true,
      settledAt: now,
      recordedBy: action.staffId,
      createdAt: now,
      updatedAt: now,
    });
    const settled = await settleMoney(tx, locked, now, action.origin);
    await auditOrder(tx, action, now, orderId, 'record_payment', {
      before: { status: locked.status, outstanding },
      after: {
        status: settled.paid && locked.status === 'new' ? 'processing' : locked.status,
        payment: { id: payment.id, amount: payment.amount, method: method.name, transaction_id: payment.transactionId },
      },
    });
    // Paid in full, the order's paid text says it (settleMoney); a part received is texted on its own.
    if (!settled.paid) {
      const text = { kind: 'payment_received', event: `received:${payment.id}`, amount: payment.amount } as const;
      await textBuyer(tx, locked, { ...text, origin: action.origin, now });
    }
  });
}

/**
 * The back office's first page: the Tehran day's orders and revenue (the money received in it less the money sent
 * back), the orders waiting for the store with the oldest first, and the limited stocks at or below `threshold`.
 */
export async function getDashboard(db: Database, now: Date, threshold: number): Promise<Dashboard> {
  const date = tehranDate(now);
  const [placed, settled, awaiting, lowStock] = await Promise.all([
    queries.countPlacedOrders(db, tehranMidnight(date), tehranMidnight(addDays(date, 1))),
    moneySettledBetween(db, tehranMidnight(date), tehranMidnight(addDays(date, 1))),
    queries.findAdminOrders(db, {
      awaiting: true,
      ordering: { field: 'created_at', descending: false },
      limit: DASHBOARD_LIST_SIZE,
      offset: 0,
    }),
    findLowStock(db, threshold, DASHBOARD_LIST_SIZE),
  ]);
  return {
    today: {
      date,
      orders: placed,
      revenue: settled.reduce((sum, row) => sum + row.received - row.refunded, 0),
    },
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
