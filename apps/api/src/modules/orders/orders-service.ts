import { randomBytes } from 'node:crypto';
import type { Address } from '@shop/contract/addresses';
import {
  type CardTransfer,
  checkoutMessages,
  checkoutMessageWith,
  type PromisedDelivery,
  UNREVIEWED_TRANSFERS_MAX,
} from '@shop/contract/checkout';
import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { type PaymentMethod, type ShippingMethod, shippingCostOf } from '@shop/contract/methods';
import {
  canMoveOrder,
  isClosedOrder,
  moneyOf,
  ORDER_TOTAL_MAX,
  type Order,
  type OrderDocument,
  type OrderListItem,
  type OrderListQuery,
  type OrderNote,
  orderTooLarge,
  type Payment,
} from '@shop/contract/orders';
import { paths } from '@shop/contract/paths';
import { formatJalaliNumeric, formatToman, normalizeForSearch, parseWholeNumber, toPersianDigits } from '@shop/contract/persian';
import type { TextKind } from '@shop/contract/texts';
import { type Database, inTransaction, type Transaction } from '../../db/client.ts';
import type { StoredImage } from '../../db/stored-image.ts';
import { InvalidError, NotFoundError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { linePrice, type Purchasable, returnStock } from '../inventory/inventory-service.ts';
import type { PictureUrls } from '../media/media-service.ts';
import { getSeller } from '../settings/settings-service.ts';
import { queueStaffText, queueText } from '../texts/texts-service.ts';
import { findBuyer } from '../users/users-service.ts';
import { renderInvoices } from './documents/invoice-pdf.ts';
import { renderShippingLabels } from './documents/shipping-label-pdf.ts';
import * as queries from './orders-queries.ts';

/** 144 random bits, URL-safe: an order's key tells nothing of another's. */
const newOrderKey = () => randomBytes(18).toString('base64url');

const MINUTE_MS = 60_000;

/** A line to sell: what the catalogue has now (its rows locked by the caller), how many, and the customer's note. */
export interface OrderLine {
  item: Purchasable;
  quantity: number;
  notes: string;
}

export interface OrderDraft {
  userId: number;
  buyer: { firstName: string; lastName: string; mobileNumber: string };
  address: Address;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  /** What the shipping method promised, checked by the checkout. */
  delivery: PromisedDelivery;
  notes: string;
  lines: OrderLine[];
  /** An order paid online holds its stock until then; an order that waits for the store holds it without end. */
  reservedUntil: Date | null;
  now: Date;
  /** The shop's origin, for the links the order's texts carry. */
  origin: string;
}

/** What the checkout and the payments need of an order. */
export interface OrderSummary {
  id: number;
  key: string;
  /** Whole Toman still to pay. */
  outstanding: number;
  mobileNumber: string;
}

const methodColumns = (method: PaymentMethod) => ({
  paymentMethodId: method.id,
  paymentMethodName: method.name,
  paymentMethodKind: method.kind,
});

/**
 * Writes the order with a snapshot of every line, the buyer, the address and the methods. Its lines are marked as
 * taking limited stock; the caller takes that stock in the same transaction.
 */
export async function placeOrder(tx: Transaction, draft: OrderDraft): Promise<OrderSummary> {
  const items = draft.lines.map(({ item, quantity, notes }) => {
    const price = linePrice(item, quantity);
    return {
      itemId: item.id,
      productId: item.productId,
      variationId: item.variationId,
      name: item.name,
      searchName: normalizeForSearch(`${item.name} ${item.variationLabel ?? ''}`),
      variationLabel: item.variationLabel,
      image: item.image,
      unitPrice: price.unit_price,
      unitDiscount: price.unit_discount,
      quantity,
      total: price.total,
      notes,
      stockTaken: item.stockType === 'limited',
    };
  });
  const itemsSubtotal = items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  const itemsDiscount = items.reduce((sum, item) => sum + item.unitDiscount * item.quantity, 0);
  const shippingCost = shippingCostOf(draft.shippingMethod, itemsSubtotal - itemsDiscount);
  const total = itemsSubtotal - itemsDiscount + shippingCost;
  // Refused before anything is written: past it, the sums lose their last digits and no bank or PDF takes them.
  if (total > ORDER_TOTAL_MAX) throw new InvalidError({ [NON_FIELD_ERRORS]: [orderTooLarge] });
  const { address, buyer, delivery } = draft;
  const order = await queries.insertOrder(
    tx,
    {
      key: newOrderKey(),
      userId: draft.userId,
      status: 'new',
      buyerFirstName: buyer.firstName,
      buyerLastName: buyer.lastName,
      buyerMobileNumber: buyer.mobileNumber,
      searchName: normalizeForSearch(
        [buyer.firstName, buyer.lastName, buyer.mobileNumber, address.first_name, address.last_name, address.mobile_number].join(
          ' ',
        ),
      ),
      firstName: address.first_name,
      lastName: address.last_name,
      mobileNumber: address.mobile_number,
      countryId: address.country_data.id,
      countryName: address.country_data.name,
      stateId: address.state_data.id,
      stateName: address.state_data.name,
      cityId: address.city_data.id,
      cityName: address.city_data.name,
      postalCode: address.postal_code,
      address: address.address,
      itemsSubtotal,
      itemsDiscount,
      shippingCost,
      total,
      shippingMethodId: draft.shippingMethod.id,
      shippingMethodName: draft.shippingMethod.name,
      ...methodColumns(draft.paymentMethod),
      deliveryPromise: delivery.delivery_promise,
      deliveryDate: delivery.delivery_date,
      deliveryStart: delivery.delivery_window?.start ?? null,
      deliveryEnd: delivery.delivery_window?.end ?? null,
      estimateMinDays: delivery.delivery_estimate?.min_days ?? null,
      estimateMaxDays: delivery.delivery_estimate?.max_days ?? null,
      estimateFrom: delivery.delivery_estimate?.from ?? null,
      estimateTo: delivery.delivery_estimate?.to ?? null,
      notes: draft.notes,
      // Nothing to pay is paid at once (moneyOf), and holds its stock as an order waiting for the store does.
      isPaid: total === 0,
      reservedUntil: total === 0 ? null : draft.reservedUntil,
      createdAt: draft.now,
      updatedAt: draft.now,
    },
    items,
  );
  await textBuyer(tx, order, { kind: 'order_placed', event: 'placed', origin: draft.origin, now: draft.now });
  await queueStaffText(
    tx,
    {
      key: `order:${order.id}:placed:staff`,
      kind: 'staff_new_order',
      variables: {
        order: toPersianDigits(order.id),
        amount: formatToman(total),
        customer: `${buyer.firstName} ${buyer.lastName}`.trim() || buyer.mobileNumber,
        link: new URL(paths.backOfficeOrder(order.id), draft.origin).toString(),
      },
    },
    draft.now,
  );
  return { id: order.id, key: order.key, outstanding: total, mobileNumber: order.buyerMobileNumber };
}

/** An event of an order its buyer is texted about; `event` names it within the order (`paid`, `refund:7`). */
export interface BuyerText {
  kind: Exclude<TextKind, 'staff_new_order'>;
  event: string;
  origin: string;
  now: Date;
  /** The money the text names; the order's total when not given. */
  amount?: number;
  reason?: string;
  trackingCode?: string;
  /** The page the text leads to; the order's tracking page when not given. */
  link?: string;
}

/**
 * Queues the buyer's text about their order in the caller's transaction (queueText): sent once it commits, and once
 * for each event however often it is told. A shipped order is told by one call, `{kind: 'order_shipped', event:
 * 'shipped', trackingCode}`.
 */
export async function textBuyer(tx: Transaction, order: queries.OrderRow, text: BuyerText): Promise<void> {
  await queueText(
    tx,
    {
      key: `order:${order.id}:${text.event}`,
      kind: text.kind,
      variables: {
        order: toPersianDigits(order.id),
        amount: formatToman(text.amount ?? order.total),
        link: text.link ?? trackingUrl(text.origin, order.key),
        carrier: order.shippingMethodName,
        ...(text.reason === undefined ? {} : { reason: text.reason }),
        ...(text.trackingCode === undefined ? {} : { tracking_code: text.trackingCode }),
      },
    },
    order.buyerMobileNumber,
    text.now,
  );
}

/** Refuses an order that cannot be paid now: paid already, or failed, cancelled or otherwise closed. */
function checkPayable(order: queries.OrderRow): void {
  if (order.isPaid) throw new InvalidError({ [NON_FIELD_ERRORS]: [checkoutMessages.orderAlreadyPaid] });
  if (order.status !== 'new') throw new InvalidError({ [NON_FIELD_ERRORS]: [checkoutMessages.orderNotPayable] });
}

/** The order's money as moneyOf derives it from its approved payments and refunds. */
export const moneyOfOrder = async (db: Database | Transaction, order: queries.OrderRow) =>
  moneyOf(order, await queries.findSettledMoney(db, order.id));

const summaryOf = async (db: Database | Transaction, order: queries.OrderRow): Promise<OrderSummary> => ({
  id: order.id,
  key: order.key,
  outstanding: (await moneyOfOrder(db, order)).amount_outstanding,
  mobileNumber: order.buyerMobileNumber,
});

/** An unpaid order by its key, for paying it later; a wrong key is not found. */
export async function findPayableOrder(db: Database, key: string): Promise<OrderSummary> {
  const order = await queries.findOrderByKey(db, key);
  if (!order) throw new NotFoundError(checkoutMessages.orderNotFound);
  checkPayable(order);
  return summaryOf(db, order);
}

/** Whether a gateway's money may be verified for the order now: unpaid and still open. */
export async function isAwaitingPayment(db: Database, orderId: number): Promise<boolean> {
  const order = await queries.findOrder(db, orderId);
  return order !== undefined && !order.isPaid && order.status === 'new';
}

/** Whether the order is paid; undefined when there is no such order. */
export async function isOrderPaid(db: Database, orderId: number): Promise<boolean | undefined> {
  return (await queries.findOrder(db, orderId))?.isPaid;
}

/** The order a payment belongs to, by id: its key for the customer's way back. */
export async function orderKeyOf(db: Database, orderId: number): Promise<string | undefined> {
  return (await queries.findOrder(db, orderId))?.key;
}

/**
 * A card transfer's payment, unapproved, for the store to match with its bank: the amount the order still owes. The
 * caller knows the order is payable and has no payment of this transfer: the checkout that placed the order, in its
 * transaction (the order was just written with this method and no payment), or recordCardTransfer after its checks.
 */
export async function insertCardTransfer(
  tx: Transaction,
  order: OrderSummary,
  method: PaymentMethod,
  transfer: CardTransfer,
  receipt: StoredImage | null,
  now: Date,
): Promise<void> {
  await queries.insertPayment(tx, {
    orderId: order.id,
    amount: order.outstanding,
    transactionId: transfer.tracking_number,
    ...methodColumns(method),
    cardPan: `****${transfer.card_last_four}`,
    notes: checkoutMessageWith.paidOn(formatJalaliNumeric(transfer.paid_date)),
    approved: false,
    receipt,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The customer pays an unpaid order with a card transfer: the payment is recorded unapproved, for the store to match
 * with its bank, and the order holds its stock while it waits for the store. The same transfer sent again (its
 * tracking number) is recorded once: answers whether this one was.
 */
export async function recordCardTransfer(
  tx: Transaction,
  orderId: number,
  method: PaymentMethod,
  transfer: CardTransfer,
  receipt: StoredImage | null,
  now: Date,
): Promise<boolean> {
  const order = await queries.lockOrder(tx, orderId);
  if (!order) throw new NotFoundError(checkoutMessages.orderNotFound);
  checkPayable(order);
  if (await queries.findPaymentByTransaction(tx, orderId, transfer.tracking_number)) return false;
  // Under the order's lock: a burst of transfers by its key counts each one before the next.
  if ((await queries.countTransfersToReview(tx, orderId)) >= UNREVIEWED_TRANSFERS_MAX) {
    throw new InvalidError({ [NON_FIELD_ERRORS]: [checkoutMessages.tooManyTransfers] });
  }
  await insertCardTransfer(tx, await summaryOf(tx, order), method, transfer, receipt, now);
  await queries.updateOrder(tx, orderId, { ...methodColumns(method), reservedUntil: null, updatedAt: now });
  return true;
}

/**
 * Until when an order may hold its stock for an online payment: one bound since it was placed, however often it is
 * paid again or by whom (a key is no lever to hold stock for longer).
 */
export const onlineHoldEnd = (order: { createdAt: Date }, unpaidOrderMinutes: number) =>
  new Date(order.createdAt.getTime() + unpaidOrderMinutes * MINUTE_MS);

/**
 * The customer chose a way to pay that records nothing now: cash on delivery waits for the store, with no end to its
 * reservation; a gateway payment holds the order until its online bound (onlineHoldEnd), never longer, and is refused
 * once that bound passed.
 */
export async function choosePaymentMethod(
  db: Database,
  orderId: number,
  method: PaymentMethod,
  now: Date,
  unpaidOrderMinutes: number,
): Promise<void> {
  const order = await queries.findOrder(db, orderId);
  if (!order) throw new NotFoundError(checkoutMessages.orderNotFound);
  checkPayable(order);
  const holdEnd = onlineHoldEnd(order, unpaidOrderMinutes);
  if (method.kind === 'gateway' && holdEnd <= now) {
    throw new InvalidError({ payment_method: [checkoutMessages.onlinePaymentExpired] });
  }
  const reservedUntil = method.kind === 'gateway' ? holdEnd : null;
  await queries.updateOrder(db, orderId, { ...methodColumns(method), reservedUntil, updatedAt: now });
}

/**
 * The money received and sent back in a time range, by Tehran day (`YYYY-MM-DD`) and the way it moved: what the sales
 * figures and the dashboard count, each payment on the day it counted, whatever day its order was placed.
 */
export async function moneySettledBetween(db: Database, from: Date, before: Date) {
  return (await queries.sumSettledMoney(db, from, before)).map((row) => ({
    day: row.day,
    method: { name: row.methodName, kind: row.methodKind },
    received: Number(row.received),
    refunded: Number(row.refunded),
  }));
}

/**
 * Queues the buyer's text that a trip to the bank ended unpaid, with `link`, the page that pays again: once for each
 * attempt, however many callbacks say so.
 */
export async function textPayAgain(tx: Transaction, orderId: number, attemptId: number, link: string, now: Date) {
  const order = await queries.findOrder(tx, orderId);
  if (!order) return;
  await textBuyer(tx, order, { kind: 'payment_not_made', event: `unpaid:${attemptId}`, origin: link, link, now });
}

/** What a change of an order's money did to it. */
export interface MoneySettled {
  /** The order became paid in full, and being open, moved on (a new order to processing). */
  paid: boolean;
  /** Everything received was sent back, and the order moved to refunded, its stock given back. */
  refunded: boolean;
}

/**
 * Brings the order in line with its money after a payment or refund was written: `is_paid` is moneyOf's, whatever the
 * status (a payment arriving for a failed order makes it paid, for the store to refund or revive). An open order paid
 * in full stops holding its reservation and a new one moves to processing; an order all of whose money went back moves
 * to refunded where the status graph allows, giving its stock back once. The buyer's paid text is queued with it. The
 * caller holds the order's row lock.
 */
export async function settleMoney(tx: Transaction, order: queries.OrderRow, now: Date, origin: string): Promise<MoneySettled> {
  const money = await moneyOfOrder(tx, order);
  const paid = money.is_paid && !order.isPaid && !isClosedOrder(order.status);
  const refunded = money.payment_status === 'refunded' && canMoveOrder(order.status, 'refunded');
  const changes: Partial<queries.NewOrder> = {};
  if (money.is_paid !== order.isPaid) changes.isPaid = money.is_paid;
  if (paid || refunded) changes.reservedUntil = null;
  if (paid && order.status === 'new') changes.status = 'processing';
  if (refunded) changes.status = 'refunded';
  if (Object.keys(changes).length > 0) await queries.updateOrder(tx, order.id, { ...changes, updatedAt: now });
  if (refunded) await giveStockBack(tx, [order.id]);
  // However it was paid, the buyer is texted once.
  if (paid) await textBuyer(tx, order, { kind: 'order_paid', event: 'paid', origin, now });
  return { paid, refunded };
}

/**
 * How many orders name each shipping method (or each payment method, by choice or by a payment): the back office
 * keeps such a method, deactivated, as its orders keep their snapshot of it.
 */
export async function countOrdersByMethod(
  db: Database,
  kind: 'shipping' | 'payment',
  methodIds: number[],
): Promise<Map<number, number>> {
  const rows =
    kind === 'shipping'
      ? await queries.countOrdersByShippingMethod(db, methodIds)
      : await queries.countOrdersByPaymentMethod(db, methodIds);
  return new Map(rows.flatMap((row) => (row.methodId === null ? [] : [[row.methodId, row.count] as const])));
}

export type GatewayPaymentOutcome = 'paid' | 'recorded-late';

/**
 * Records a gateway's verified payment and, once the order is paid in full, marks it paid and `processing`, in one
 * transaction under the order's lock. An order that closed meanwhile (failed, cancelled) keeps its status: the money
 * is recorded, with a line in the store's journal (`late_payment`), for the store to refund or honour
 * (`recorded-late`).
 */
export async function recordGatewayPayment(
  tx: Transaction,
  orderId: number,
  payment: { attemptId: number; amount: number; referenceId: string; cardPan: string | null },
  now: Date,
  origin: string,
): Promise<GatewayPaymentOutcome> {
  const order = await queries.lockOrder(tx, orderId);
  if (!order) throw new NotFoundError(checkoutMessages.orderNotFound);
  await queries.insertPayment(tx, {
    orderId,
    amount: payment.amount,
    transactionId: payment.referenceId,
    paymentMethodId: order.paymentMethodId,
    paymentMethodName: order.paymentMethodName,
    paymentMethodKind: 'gateway',
    cardPan: payment.cardPan,
    approved: true,
    settledAt: now,
    attemptId: payment.attemptId,
    createdAt: now,
    updatedAt: now,
  });
  if (order.status !== 'new') {
    // The store is told in its journal: it refunds the money or takes the order up again.
    await recordAudit(tx, {
      staffId: null,
      at: now,
      entity: 'order',
      entityId: orderId,
      action: 'late_payment',
      before: { status: order.status, is_paid: order.isPaid },
      after: { amount: payment.amount, transaction_id: payment.referenceId },
    });
  }
  await settleMoney(tx, order, now, origin);
  return order.status === 'new' ? 'paid' : 'recorded-late';
}

/** How many orders one sweep transaction fails at most. */
const SWEEP_BATCH = 100;

/**
 * Fails every unpaid online order whose reservation ended before `now` and gives its stock back, each exactly once
 * even with several processes sweeping at once, but for those `stillPaying` names (asked in the sweep's transaction,
 * with the orders locked): an order whose payment the bank may still have taken waits for the bank's answer. Answers
 * how many it failed.
 */
export async function sweepUnpaidOrders(
  db: Database,
  now: Date,
  stillPaying: (tx: Transaction, orderIds: number[]) => Promise<number[]>,
): Promise<number> {
  let failed = 0;
  let afterId = 0;
  for (;;) {
    const batch = await inTransaction(db, async (tx) => {
      const expired = await queries.lockExpiredOrders(tx, now, afterId, SWEEP_BATCH);
      const kept = new Set(await stillPaying(tx, expired));
      const failing = await queries.failUnpaidOrders(
        tx,
        expired.filter((id) => !kept.has(id)),
        now,
      );
      await giveStockBack(tx, failing);
      return { looked: expired.length, last: expired.at(-1) ?? afterId, failed: failing.length };
    });
    failed += batch.failed;
    afterId = batch.last;
    if (batch.looked < SWEEP_BATCH) return failed;
  }
}

/**
 * The customer gives up their unpaid order: it fails and gives its stock back, under its lock, and its lines are
 * answered for the caller to put back in the cart in the same transaction. An order given up already (or closed, or
 * paid) answers no line, so that the same request again changes nothing; another customer's order is not found.
 */
export async function giveUpOrder(
  tx: Transaction,
  userId: number,
  key: string,
  now: Date,
): Promise<{ productId: number; variationId: number | null; quantity: number; notes: string }[]> {
  const order = await queries.lockCustomerOrderByKey(tx, userId, key);
  if (!order) throw new NotFoundError(checkoutMessages.orderNotFound);
  if (order.isPaid || order.status !== 'new') return [];
  const failed = await queries.failUnpaidOrders(tx, [order.id], now);
  await giveStockBack(tx, failed);
  // A line of a product deleted since is left out: there is nothing left to buy.
  return (await queries.findOrderItems(tx, failed)).flatMap((item) =>
    item.productId !== null && boughtId(item) !== null
      ? [{ productId: item.productId, variationId: item.variationId, quantity: item.quantity, notes: item.notes }]
      : [],
  );
}

/** What the pages after the bank show of an order by its key: whether it is paid, open, and held until when. */
export async function findOrderPayment(db: Database, key: string) {
  const order = await queries.findOrderByKey(db, key);
  if (!order) throw new NotFoundError(checkoutMessages.orderNotFound);
  const { outstanding } = await summaryOf(db, order);
  return {
    id: order.id,
    isPaid: order.isPaid,
    open: order.status === 'new',
    reservedUntil: order.reservedUntil,
    outstanding,
    paymentMethodId: order.paymentMethodId,
    mobileNumber: order.buyerMobileNumber,
  };
}

/** The id a line bought, while that product or variation still exists: a deleted one has no stock or page left. */
const boughtId = (item: queries.OrderItemRow) => (item.itemId === (item.variationId ?? item.productId) ? item.itemId : null);

/**
 * Gives the limited stock the orders' lines took back to the catalogue, and marks the lines as holding none, in the
 * caller's transaction: each line gives its stock back once, whoever closes the order (the sweep, staff) and however
 * often. The caller holds the orders' row locks, taken before any stock row, as every writer of stock does.
 */
export async function giveStockBack(tx: Transaction, orderIds: number[]): Promise<void> {
  const lines = await queries.releaseStockTaken(tx, orderIds);
  await returnStock(
    tx,
    lines.flatMap((item) =>
      item.productId !== null && boughtId(item) !== null
        ? [{ productId: item.productId, variationId: item.variationId, quantity: item.quantity }]
        : [],
    ),
  );
}

function toPayment(row: queries.OrderPaymentRow): Payment {
  return {
    id: row.id,
    amount: row.amount,
    transaction_id: row.transactionId,
    payment_method_data: { name: row.paymentMethodName, kind: row.paymentMethodKind },
    card_pan: row.cardPan,
    notes: row.notes,
    approved: row.approved,
    is_refund: row.amount < 0,
    refusal_reason: row.refusalReason,
    settled_at: row.settledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Where an order's PDF is served, to its owner only. */
export const orderDocumentUrl = (origin: string, orderId: number, document: OrderDocument) =>
  new URL(`/api/users/me/orders/${orderId}/${document}`, origin).toString();

/** The largest id PostgreSQL's integer holds. */
const MAX_ORDER_ID = 2_147_483_647;

/**
 * The order number a search may be (`12`, `#12`, in any digits), read from the search as normalizeForSearch wrote it.
 * A longer number (a mobile number) is no order's: compared with an id it would overflow the column's type.
 */
export function orderIdInSearch(search: string): number | undefined {
  const id = parseWholeNumber(search.replace(/^#/, ''));
  return id !== undefined && id <= MAX_ORDER_ID ? id : undefined;
}

/** The customer's orders, newest first: `search` finds an order by its id or by a product name in any of its lines. */
export async function listCustomerOrders(
  db: Database,
  userId: number,
  query: OrderListQuery,
  origin: string,
): Promise<{ count: number; results: OrderListItem[] }> {
  const search = query.search ? normalizeForSearch(query.search) : '';
  const { rows, count } = await queries.findCustomerOrders(db, userId, {
    words: search ? search.split(' ') : undefined,
    id: search ? orderIdInSearch(search) : undefined,
    status: query.status,
    isPaid: query.is_paid,
    limit: query.limit,
    offset: query.offset,
  });
  return {
    count,
    results: rows.map((order) => ({
      id: order.id,
      key: order.key,
      full_name: fullName(order),
      status: order.status,
      created_at: order.createdAt.toISOString(),
      total: order.total,
      is_paid: order.isPaid,
      report_url: orderDocumentUrl(origin, order.id, 'invoice'),
    })),
  };
}

/** The customer's own order; another customer's is not found, as a wrong id is. */
export async function getCustomerOrder(
  db: Database,
  pictures: PictureUrls,
  userId: number,
  id: number,
  origin: string,
): Promise<Order> {
  const order = await queries.findCustomerOrder(db, userId, id);
  if (!order) throw new NotFoundError(checkoutMessages.orderNotFound);
  return toOrder(db, pictures, order, origin);
}

/** The store's notes on the customer's order, oldest first; `search` reads them as product search does. */
export async function listCustomerOrderNotes(
  db: Database,
  userId: number,
  id: number,
  search: string | undefined,
): Promise<OrderNote[]> {
  const order = await queries.findCustomerOrder(db, userId, id);
  if (!order) throw new NotFoundError(checkoutMessages.orderNotFound);
  const wanted = search ? normalizeForSearch(search).split(' ') : [];
  // An order has a handful of notes: they are matched here, with the very function that writes search names.
  return (await queries.findNotes(db, order.id))
    .filter((note) => {
      const message = normalizeForSearch(note.message);
      return wanted.every((word) => message.includes(word));
    })
    .map(toNote);
}

/** The invoices and the shipping labels, drawn from orders as their owners see them, one PDF for any number. */
export const orderRenderers = { invoice: renderInvoices, shipping_label: renderShippingLabels } as const;

/** The invoice or the shipping label of the customer's own order, as a PDF; another customer's is not found. */
export async function renderCustomerOrderDocument(
  db: Database,
  pictures: PictureUrls,
  userId: number,
  id: number,
  document: OrderDocument,
  origin: string,
): Promise<Buffer> {
  const [order, buyer] = await Promise.all([getCustomerOrder(db, pictures, userId, id, origin), findBuyer(db, userId)]);
  return orderRenderers[document]([{ order, buyerNationalCode: buyer.nationalCode || null }]);
}

export const fullName = (order: queries.OrderRow) => `${order.firstName} ${order.lastName}`.trim();

export const toNote = (note: queries.OrderNoteRow): OrderNote => ({
  id: note.id,
  message: note.message,
  created_at: note.createdAt.toISOString(),
  updated_at: note.updatedAt.toISOString(),
});

/** The order by its key, as its tracking page shows it to whoever holds the key. */
export async function getOrderByKey(db: Database, pictures: PictureUrls, key: string, origin: string): Promise<Order> {
  const order = await queries.findOrderByKey(db, key);
  if (!order) throw new NotFoundError(checkoutMessages.orderNotFound);
  return toOrder(db, pictures, order, origin);
}

async function toOrder(db: Database, pictures: PictureUrls, order: queries.OrderRow, origin: string): Promise<Order> {
  return (await readOrder(db, pictures, order, origin)).order;
}

/** The order as its owner sees it, with its payments' rows, which staff see more of. */
export async function readOrder(
  db: Database,
  pictures: PictureUrls,
  order: queries.OrderRow,
  origin: string,
): Promise<{ order: Order; payments: queries.OrderPaymentRow[] }> {
  const [items, payments, notes, seller] = await Promise.all([
    queries.findOrderItems(db, [order.id]),
    queries.findPayments(db, order.id),
    queries.findNotes(db, order.id),
    getSeller(db),
  ]);
  const money = moneyOf(order, payments);
  const view: Order = {
    id: order.id,
    key: order.key,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    full_name: fullName(order),
    first_name: order.firstName,
    last_name: order.lastName,
    mobile_number: order.mobileNumber,
    country_data: { id: order.countryId, name: order.countryName },
    state_data: { id: order.stateId, name: order.stateName },
    city_data: { id: order.cityId, name: order.cityName },
    postal_code: order.postalCode,
    address: order.address,
    items: items.map((item) => ({
      id: item.id,
      product: boughtId(item),
      product_data: { name: item.name, variation_label: item.variationLabel, featured_image: pictures.image(item.image) },
      unit_price: item.unitPrice,
      quantity: item.quantity,
      discount_value: item.unitDiscount * item.quantity,
      total: item.total,
      notes: item.notes,
    })),
    items_subtotal: order.itemsSubtotal,
    items_discount: order.itemsDiscount,
    shipping_cost: order.shippingCost,
    total: order.total,
    ...money,
    shipping_method_data: { name: order.shippingMethodName },
    payment_method_data: { name: order.paymentMethodName, kind: order.paymentMethodKind },
    ...promisedOf(order),
    shipment:
      order.shippedAt && order.trackingCode
        ? { shipped_at: order.shippedAt.toISOString(), carrier: order.shippingMethodName, tracking_code: order.trackingCode }
        : null,
    payments: payments.map(toPayment),
    notes: order.notes,
    order_notes: notes.map(toNote),
    seller_data: seller,
    report_url: orderDocumentUrl(origin, order.id, 'invoice'),
    shipping_label_url: orderDocumentUrl(origin, order.id, 'shipping_label'),
    web_client_url: trackingUrl(origin, order.key),
  };
  return { order: view, payments };
}

/** What the order was promised, as it kept it at checkout. */
function promisedOf(order: queries.OrderRow): PromisedDelivery {
  const { estimateMinDays: min, estimateMaxDays: max, estimateFrom: from, estimateTo: to } = order;
  return {
    delivery_promise: order.deliveryPromise,
    delivery_date: order.deliveryDate,
    delivery_window:
      order.deliveryStart !== null && order.deliveryEnd !== null ? { start: order.deliveryStart, end: order.deliveryEnd } : null,
    delivery_estimate:
      min !== null && max !== null && from !== null && to !== null ? { min_days: min, max_days: max, from, to } : null,
  };
}

/** The order's public tracking page. */
export const trackingUrl = (origin: string, key: string) => new URL(paths.orderTracking(key), origin).toString();

/** Whether a product was ever ordered: the catalogue keeps such a product, so that its orders' lines still lead to it. */
export function productWasOrdered(db: Database | Transaction, productId: number): Promise<boolean> {
  return queries.hasProductLines(db, productId);
}

// The back office's customer page: a customer's orders as staff see them, and how many each customer placed.

/** How many orders each of these customers placed; one who placed none is 0. */
export async function orderCountsOf(db: Database, userIds: number[]): Promise<Map<number, number>> {
  const counts = new Map(userIds.map((userId) => [userId, 0]));
  for (const row of await queries.countOrdersByUser(db, userIds)) counts.set(row.userId, row.count);
  return counts;
}

/** The customers who placed at least one order, for the back office's «has orders» filter. */
export function customersWithOrders(db: Database): Promise<number[]> {
  return queries.findOrderingUserIds(db);
}

/** A customer's orders, newest first, as a row of the back office's customer page shows each. */
export async function listOrdersOfCustomer(db: Database, userId: number, page: { limit: number; offset: number }) {
  const { rows, count } = await queries.findCustomerOrders(db, userId, page);
  return {
    count,
    results: rows.map((order) => ({
      id: order.id,
      full_name: fullName(order),
      status: order.status,
      created_at: order.createdAt.toISOString(),
      total: order.total,
      is_paid: order.isPaid,
    })),
  };
}
