import type { Cart } from '@shop/contract/cart';
import {
  type CardTransfer,
  type CheckoutInput,
  type CheckoutResult,
  type ClosureDays,
  checkoutMessages,
  checkoutMessageWith,
  type DeliveryWindow,
  deliveryDateProblem,
  deliveryEstimate,
  type OrderPaymentInput,
  type PromisedDelivery,
  paidDateProblem,
} from '@shop/contract/checkout';
import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import type { PaymentMethod, ShippingMethod } from '@shop/contract/methods';
import { type Database, inTransaction } from '../../db/client.ts';
import type { StoredImage } from '../../db/stored-image.ts';
import { InvalidError } from '../../lib/errors.ts';
import { findAddress } from '../addresses/addresses-service.ts';
import { clearCart, getCart, putLinesBack, takeCartForCheckout } from '../cart/cart-service.ts';
import { lockPurchasables, type Purchasable, shortageOf, takeStock } from '../inventory/inventory-service.ts';
import { type MediaStorage, type PictureUrls, uploadProblem } from '../media/media-service.ts';
import { closureDays, deliversTo, findPaymentMethod, findShippingMethod } from '../methods/methods-service.ts';
import {
  choosePaymentMethod,
  findPayableOrder,
  giveUpOrder,
  insertCardTransfer,
  isAwaitingPayment,
  type OrderSummary,
  placeOrder,
  recordCardTransfer,
} from '../orders/orders-service.ts';
import { type PaymentsContext, payableOnline, paymentStateOf, startGatewayPayment } from '../payments/payments-service.ts';
import { findBuyer } from '../users/users-service.ts';

export interface CheckoutContext extends PaymentsContext {
  /** How long an order awaiting an online payment holds its stock. */
  unpaidOrderMinutes: number;
  /** Where card transfers' receipt pictures are kept. */
  media: MediaStorage;
  /** Where the pictures of the shop's methods are served. */
  pictures: PictureUrls;
}

/** A receipt is read at this size: a bank's small print stays legible. */
const RECEIPT_SIZE = 1600;

/** An order placed or given a way to pay, and that way: what the answer to the customer is made from. */
export interface PlacedCheckout {
  order: OrderSummary;
  kind: PaymentMethod['kind'];
}

type Errors = Record<string, string[]>;

/** The card transfer's fields, each required, the paid date within the week before today in Tehran. */
function cardTransferOf(input: Partial<CardTransfer>, now: Date, errors: Errors): CardTransfer | undefined {
  const { tracking_number, card_last_four, paid_date } = input;
  if (!tracking_number) errors.tracking_number = [checkoutMessages.trackingNumberRequired];
  if (!card_last_four) errors.card_last_four = [checkoutMessages.cardLastFourInvalid];
  const dateProblem = paid_date ? paidDateProblem(paid_date, now) : checkoutMessages.paidDateRequired;
  if (dateProblem) errors.paid_date = [dateProblem];
  return tracking_number && card_last_four && paid_date && !dateProblem
    ? { tracking_number, card_last_four, paid_date }
    : undefined;
}

/** The window a delivery is booked in: one the method offers, or the exact time within the store's hours. */
function deliveryWindowOf(offered: DeliveryWindow[], time: string | undefined, errors: Errors): DeliveryWindow | undefined {
  if (!time) {
    errors.delivery_time = [checkoutMessages.deliveryTimeRequired];
    return undefined;
  }
  if (!offered.length) return { start: time, end: time };
  const window = offered.find((candidate) => candidate.start === time);
  if (!window) errors.delivery_time = [checkoutMessages.deliveryWindowNotOffered];
  return window;
}

/**
 * What the method can promise, checked against the clock and the store's closures: a slot's day and window, a day
 * alone (a time sent with it is not kept), or the estimate the server counts itself (a day or time sent is ignored).
 */
function promisedDelivery(
  method: ShippingMethod,
  input: CheckoutInput,
  now: Date,
  closures: ClosureDays,
  errors: Errors,
): PromisedDelivery | undefined {
  if (method.delivery_promise === 'estimate') {
    const estimate = deliveryEstimate(now, method.estimate_min_days ?? 0, method.estimate_max_days ?? 0, closures);
    return { delivery_promise: 'estimate', delivery_date: null, delivery_window: null, delivery_estimate: estimate };
  }
  const date = input.delivery_date;
  const dateProblem = date ? deliveryDateProblem(date, now, closures) : checkoutMessages.deliveryDateRequired;
  if (dateProblem) errors.delivery_date = [dateProblem];
  const window =
    method.delivery_promise === 'slot' ? deliveryWindowOf(method.delivery_windows, input.delivery_time, errors) : null;
  if (!date || dateProblem || window === undefined) return undefined;
  return { delivery_promise: method.delivery_promise, delivery_date: date, delivery_window: window, delivery_estimate: null };
}

/** The receipt picture's problem, on its field; only a card transfer takes one. */
async function checkReceipt(receipt: Buffer | undefined, kind: PaymentMethod['kind'] | undefined, errors: Errors) {
  const problem = receipt && kind === 'card_to_card' ? await uploadProblem(receipt) : undefined;
  if (problem) errors.receipt = [problem];
}

/**
 * Runs `work` with the card transfer's receipt re-encoded and stored (when there is one), and deletes the stored
 * picture again if the work is refused or fails, so that no file is left without its payment.
 */
async function withReceipt<Result>(
  media: MediaStorage,
  receipt: Buffer | undefined,
  work: (stored: StoredImage | null) => Promise<Result>,
): Promise<Result> {
  if (!receipt) return work(null);
  let stored: StoredImage;
  try {
    stored = await media.saveUpload(receipt, { folder: 'receipts', name: 'receipt', size: RECEIPT_SIZE });
  } catch {
    // The header read well but the picture did not decode: a truncated or forged file.
    throw new InvalidError({ receipt: [messages.imageWrongFormat] });
  }
  try {
    return await work(stored);
  } catch (error) {
    await media.discard(stored);
    throw error;
  }
}

const throwIfAny = (errors: Errors) => {
  if (Object.keys(errors).length) throw new InvalidError(errors);
};

/** Everything of a checkout but the cart, checked against the database and the clock; every problem at once. */
async function checkCheckout(
  db: Database,
  pictures: PictureUrls,
  userId: number,
  input: CheckoutInput,
  receipt: Buffer | undefined,
  now: Date,
) {
  const errors: Errors = {};
  // One after another: with an Idempotency-Key, `db` is a transaction, whose connection answers one query at a time.
  const buyer = await findBuyer(db, userId);
  const address = await findAddress(db, userId, input.address);
  const shippingMethod = await findShippingMethod(db, pictures, input.shipping_method);
  const paymentMethod = await findPaymentMethod(db, pictures, input.payment_method);
  if (!buyer.isProfileCompleted) errors[NON_FIELD_ERRORS] = [checkoutMessages.profileIncomplete];
  if (!address) errors.address = [messages.addressNotFound];
  if (!shippingMethod || (address && !deliversTo(shippingMethod, address.state))) {
    errors.shipping_method = [checkoutMessages.shippingMethodUnavailable];
  }
  if (!paymentMethod) errors.payment_method = [checkoutMessages.paymentMethodUnavailable];
  const closures = await closureDays(db, now);
  const delivery = shippingMethod && promisedDelivery(shippingMethod, input, now, closures, errors);
  const transfer = paymentMethod?.kind === 'card_to_card' ? cardTransferOf(input, now, errors) : undefined;
  await checkReceipt(receipt, paymentMethod?.kind, errors);
  throwIfAny(errors);
  if (!address || !shippingMethod || !paymentMethod || !delivery) throw new Error('a checkout passed its checks incomplete');
  return { buyer, address, shippingMethod, paymentMethod, delivery, transfer };
}

const lineName = (item: Purchasable) => (item.variationLabel ? `${item.name} (${item.variationLabel})` : item.name);

/** Why a line cannot be sold as the catalogue has it, naming it, or nothing. */
function lineProblem(item: Purchasable, quantity: number): string | undefined {
  const shortage = shortageOf(item, quantity);
  if (shortage === 'unavailable') return checkoutMessageWith.unavailable(lineName(item));
  if (shortage === 'short') return checkoutMessageWith.notEnoughStock(lineName(item), item.stock ?? 0);
  return undefined;
}

/** A gateway is not asked for nothing, nor for more than a whole number of Rial holds. */
function refuseUnpayableOnline(kind: PaymentMethod['kind'], outstanding: number): void {
  if (kind === 'gateway' && !payableOnline(outstanding)) {
    throw new InvalidError({ payment_method: [checkoutMessages.notPayableOnline] });
  }
}

const refuseIfAny = (problems: (string | undefined)[]) => {
  const found = problems.filter((problem) => problem !== undefined);
  if (found.length) throw new InvalidError({ [NON_FIELD_ERRORS]: found });
};

/**
 * Places the cart as an order, in one transaction: the Idempotency-Key's, when the checkout has one. The cart's row is
 * locked first: a second checkout of the same cart waits, then finds it empty. The lines, the buyer and the address
 * are copied into the order, a card transfer is recorded and the cart is emptied; last, the lines' stock rows are
 * locked in the catalogue's one order, checked against each line and taken, so that they are held only for the few
 * statements before the commit. A refusal at any step changes nothing.
 */
export async function placeCartOrder(
  db: Database,
  context: CheckoutContext,
  userId: number,
  input: CheckoutInput,
  receipt: Buffer | undefined,
  origin: string,
): Promise<PlacedCheckout> {
  const now = context.clock();
  const checked = await checkCheckout(db, context.pictures, userId, input, receipt, now);
  const transferReceipt = checked.transfer ? receipt : undefined;
  return withReceipt(context.media, transferReceipt, (storedReceipt) =>
    inTransaction(db, async (tx) => {
      const choices = { addressId: checked.address.id, shippingMethodId: checked.shippingMethod.id };
      const lines = (await takeCartForCheckout(tx, userId, choices)).flatMap(({ item, ...line }) =>
        item && !item.needsVariation ? [{ ...line, item }] : [],
      );
      if (!lines.length) throw new InvalidError({ [NON_FIELD_ERRORS]: [messages.noItemToOrder] });
      refuseIfAny(lines.map(({ item, quantity }) => lineProblem(item, quantity)));

      const { buyer, paymentMethod } = checked;
      const order = await placeOrder(tx, {
        userId,
        buyer,
        address: checked.address,
        shippingMethod: checked.shippingMethod,
        paymentMethod,
        delivery: checked.delivery,
        notes: input.notes,
        lines,
        reservedUntil: paymentMethod.kind === 'gateway' ? new Date(now.getTime() + context.unpaidOrderMinutes * 60_000) : null,
        now,
        origin,
      });
      // Refused here, before the commit: once committed, the cart would be emptied into an order no bank can be asked for.
      refuseUnpayableOnline(paymentMethod.kind, order.outstanding);
      if (checked.transfer) await insertCardTransfer(tx, order, paymentMethod, checked.transfer, storedReceipt, now);
      await clearCart(tx, userId);

      const locked = await lockPurchasables(tx, lines);
      refuseIfAny(
        lines.map(({ item, quantity }) => {
          const current = locked.get(item.id);
          // A line whose stock type changed since it was read would be given back wrongly later: refused as gone.
          if (!current || current.stockType !== item.stockType) return checkoutMessageWith.unavailable(lineName(item));
          return lineProblem(current, quantity);
        }),
      );
      await takeStock(
        tx,
        lines.filter(({ item }) => item.stockType === 'limited'),
      );
      return { order, kind: paymentMethod.kind };
    }),
  );
}

/**
 * Pays an order that is still unpaid, by its key: a card transfer is recorded for the store; cash on delivery is
 * chosen; a gateway payment is to be opened. A paid, failed or cancelled order is refused.
 */
export async function payOrder(
  db: Database,
  context: CheckoutContext,
  input: OrderPaymentInput,
  receipt: Buffer | undefined,
): Promise<PlacedCheckout> {
  const now = context.clock();
  const order = await findPayableOrder(db, input.order_key);
  await refuseWhileVerifying(db, input.order_key);
  const errors: Errors = {};
  const method = await findPaymentMethod(db, context.pictures, input.payment_method);
  if (!method) errors.payment_method = [checkoutMessages.paymentMethodUnavailable];
  const transfer = method?.kind === 'card_to_card' ? cardTransferOf(input, now, errors) : undefined;
  await checkReceipt(receipt, method?.kind, errors);
  throwIfAny(errors);
  if (!method) throw new Error('a payment passed its checks without a method');
  refuseUnpayableOnline(method.kind, order.outstanding);
  if (transfer) {
    await withReceipt(context.media, receipt, async (stored) => {
      const recorded = await db.transaction((tx) => recordCardTransfer(tx, order.id, method, transfer, stored, now));
      // The same transfer again: its first receipt stands.
      if (!recorded && stored) await context.media.discard(stored);
    });
  } else await choosePaymentMethod(db, order.id, method, now, context.unpaidOrderMinutes);
  return { order, kind: method.kind };
}

/** While the shop still asks the bank about a payment of the order, it is neither paid again nor given up. */
async function refuseWhileVerifying(db: Database, key: string): Promise<void> {
  if ((await paymentStateOf(db, key)).state === 'verifying') {
    throw new InvalidError({ [NON_FIELD_ERRORS]: [checkoutMessages.paymentBeingVerified] });
  }
}

/**
 * The customer gives up their unpaid order and takes its lines back into the cart: the order fails, its stock is
 * given back and the lines are added to the cart, in one transaction. The same request again finds the order failed
 * and changes nothing. Answers the cart.
 */
export async function putOrderBackInCart(db: Database, context: CheckoutContext, userId: number, key: string): Promise<Cart> {
  await refuseWhileVerifying(db, key);
  const now = context.clock();
  await inTransaction(db, async (tx) => putLinesBack(tx, userId, await giveUpOrder(tx, userId, key, now)));
  return getCart(db, context.pictures, userId);
}

/**
 * The answer to a checkout or a payment: `{order_key}` when the order waits for nothing from the customer, or
 * `{next_step}`, the gateway's page. Opened after the order's transaction, as a gateway is another server.
 */
export async function checkoutAnswer(context: CheckoutContext, placed: PlacedCheckout, origin: string): Promise<CheckoutResult> {
  // A repeat of a checkout whose order was paid meanwhile goes to the order, never to the bank again.
  if (placed.kind !== 'gateway' || !(await isAwaitingPayment(context.db, placed.order.id))) {
    return { order_key: placed.order.key };
  }
  return { next_step: await startGatewayPayment(context, placed.order, origin) };
}
