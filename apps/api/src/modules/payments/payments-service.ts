import { setTimeout as sleep } from 'node:timers/promises';
import { checkoutMessageWith } from '@shop/contract/checkout';
import { paths } from '@shop/contract/paths';
import type { OrderPaymentState } from '@shop/contract/payments';
import { type Database, inTransaction, type Transaction } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  findOrderPayment,
  isOrderPaid,
  type OrderSummary,
  orderKeyOf,
  recordGatewayPayment,
  sweepUnpaidOrders,
  textPayAgain,
} from '../orders/orders-service.ts';
import { startPayment } from './gateways/gateways-service.ts';
import type { CallbackParams, PaymentGateway } from './gateways/payment-gateway.ts';
import * as queries from './payments-queries.ts';

/** Whether a gateway can be asked for this many Toman: checkout refuses the gateway before it places an order it cannot. */
export { payableOnline } from './gateways/payment-gateway.ts';

/** Where every gateway sends the customer back; it verifies and records the payment, then redirects to a page. */
export const PAYMENT_CALLBACK_PATH = '/api/shop/payments/callback';

type Log = (details: object, message: string) => void;

export interface PaymentsContext {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
  log: { warn: Log; error: Log };
  /** The shop's address in the links of texts the server sends on its own, with no request to take it from. */
  publicOrigin: string;
}

const MINUTE_MS = 60_000;
/** A repeat of the same checkout within this time goes to the bank page already opened for it. */
const REUSE_PAGE_MS = 10 * MINUTE_MS;
/**
 * How long a bank's page may still take the customer's money and send them back. Until then an attempt stays open
 * whatever a callback said (a NOK can be forged with the authority seen in the bank page's address, or come before
 * the bank's final word); after it, the reconciler's verify decides.
 */
const BANK_SESSION_MS = 15 * MINUTE_MS;
/** A claim this old belongs to a verifier that died (verifications time out far sooner); another takes it over. */
const STALE_CLAIM_MS = 2 * MINUTE_MS;
/** How long a callback waits for a twin that is verifying the same payment before it shows the waiting page. */
const TWIN_WAIT = { totalMs: 10_000, stepMs: 100 } as const;
/** How many attempts one reconciliation asks the gateway about. */
const RECONCILE_BATCH = 50;

/**
 * Sends the customer to pay what an order still owes at the gateway, and answers the page to open (the checkout's
 * `next_step`). A repeat for the same order and amount soon after answers the page already opened.
 */
export async function startGatewayPayment(context: PaymentsContext, order: OrderSummary, origin: string): Promise<string> {
  const { db, clock, gateway } = context;
  const now = clock();
  const open = await queries.findOpenAttempt(
    db,
    order.id,
    gateway.name,
    order.outstanding,
    new Date(now.getTime() - REUSE_PAGE_MS),
  );
  if (open?.nextStep) return open.nextStep;
  const attempt = await queries.insertAttempt(db, {
    orderId: order.id,
    gateway: gateway.name,
    amount: order.outstanding,
    createdAt: now,
  });
  try {
    const { nextStep, authority } = await startPayment(db, clock, gateway, {
      amount: order.outstanding,
      orderId: String(order.id),
      description: checkoutMessageWith.paymentDescription(order.id),
      callbackUrl: origin + PAYMENT_CALLBACK_PATH,
      mobile: order.mobileNumber,
    });
    await queries.updateAttempt(db, attempt.id, { authority, nextStep, updatedAt: clock() });
    return nextStep;
  } catch (error) {
    await queries.updateAttempt(db, attempt.id, { status: 'failed', failure: String(error), updatedAt: clock() });
    throw error;
  }
}

/**
 * What the shop learnt of a claimed attempt: `paid` (recorded), `failed` (ended), `unpaid` (the customer came back
 * without paying while the bank's session lasts: open until it ends), `open` (the gateway did not answer).
 */
type Settlement = 'paid' | 'failed' | 'unpaid' | 'open';

const sessionEnded = (attempt: queries.AttemptRow, now: Date) => attempt.createdAt.getTime() + BANK_SESSION_MS <= now.getTime();

/**
 * Verifies a claimed attempt with the gateway, for the amount it was opened for (never the callback's), and settles
 * it: a payment is recorded, with the order marked paid, in one transaction; an order closed meanwhile still gets
 * the money recorded and the store told (recordGatewayPayment). `callbackParams` are the bank's when the customer came
 * back, none when the shop asks on its own.
 */
async function verifyClaimed(
  context: PaymentsContext,
  attempt: queries.AttemptRow,
  callbackParams: CallbackParams | undefined,
  origin: string,
): Promise<Settlement> {
  const { db, clock, gateway, log } = context;
  const fail = async (failure: string): Promise<Settlement> => {
    await queries.updateAttempt(db, attempt.id, { status: 'failed', failure, updatedAt: clock() });
    return 'failed';
  };
  if (!attempt.authority) return fail('the gateway never named this payment');
  // A second payment for an order paid already is not taken: unverified money goes back to the card.
  if ((await isOrderPaid(db, attempt.orderId)) !== false) return fail('the order was paid already, or is gone');

  const result = await gateway.verify({ amount: attempt.amount, authority: attempt.authority, callbackParams });
  if (result.status === 'failed') {
    if (result.reason === 'gateway') {
      log.warn({ attemptId: attempt.id, detail: result.detail }, 'a payment could not be verified; asked again later');
      await queries.updateAttempt(db, attempt.id, { status: 'unsettled', failure: result.detail, updatedAt: clock() });
      return 'open';
    }
    if (result.reason === 'configuration') {
      log.error({ attemptId: attempt.id, detail: result.detail }, 'payment gateway misconfigured');
      return fail(result.detail);
    }
    if (sessionEnded(attempt, clock())) return fail(result.detail);
    await queries.updateAttempt(db, attempt.id, { status: 'started', failure: result.detail, updatedAt: clock() });
    return 'unpaid';
  }

  const now = clock();
  const outcome = await db.transaction(async (tx) => {
    const recorded = await recordGatewayPayment(
      tx,
      attempt.orderId,
      { attemptId: attempt.id, amount: attempt.amount, referenceId: result.referenceId, cardPan: result.cardPan },
      now,
      origin,
    );
    await queries.updateAttempt(tx, attempt.id, { status: 'paid', updatedAt: now });
    return recorded;
  });
  if (outcome === 'recorded-late') {
    log.error({ attemptId: attempt.id, orderId: attempt.orderId }, 'a payment was verified for an order closed meanwhile');
  }
  return 'paid';
}

/** The page a settlement leads the customer to. */
function landing(key: string, settlement: Settlement | 'paid-before'): string {
  if (settlement === 'paid' || settlement === 'paid-before') return paths.checkoutSuccess(key);
  if (settlement === 'open') return paths.checkoutPending(key);
  return paths.checkoutFailed(key);
}

/**
 * Makes this callback the attempt's one verifier (answers the claimed row), or waits for the twin that is and answers
 * the settlement it reached. A twin still verifying after the wait leaves this callback on the waiting page.
 */
async function claimOrWait(context: PaymentsContext, attemptId: number): Promise<queries.AttemptRow | Settlement> {
  const { db, clock } = context;
  for (let waited = 0; waited < TWIN_WAIT.totalMs; waited += TWIN_WAIT.stepMs) {
    const now = clock();
    const claimed = await queries.claimAttempt(db, attemptId, now, new Date(now.getTime() - STALE_CLAIM_MS));
    if (claimed) return claimed;
    const current = await queries.findAttempt(db, attemptId);
    if (current?.status === 'paid' || current?.status === 'failed') return current.status;
    await sleep(TWIN_WAIT.stepMs);
  }
  return 'open';
}

/**
 * The bank sent the customer back. Verifies the attempt the callback names and answers the page to redirect to: the
 * order's success page; the failed page with the order's key, to pay again or give the order up (the order stays
 * reserved and payable); or the waiting page while the bank's answer is not known. The same callback again, or many
 * at once, verifies and records once: one callback claims the attempt, the others wait for it and answer as it ends;
 * the payment's unique attempt id holds even against a claim taken over.
 */
export async function settleCallback(context: PaymentsContext, params: CallbackParams, origin: string): Promise<string> {
  const { db, gateway } = context;
  const authority = gateway.authorityOf(params);
  const attempt = authority ? await queries.findAttemptByAuthority(db, gateway.name, authority) : undefined;
  const key = attempt && (await orderKeyOf(db, attempt.orderId));
  if (!attempt || !key) return paths.checkoutFailed();
  const claimed = await claimOrWait(context, attempt.id);
  if (typeof claimed === 'string') return landing(key, claimed);
  const settlement = await verifyClaimed(context, claimed, params, origin);
  // Texted once per trip to the bank: the first callback that finds it unpaid.
  if (settlement === 'unpaid') {
    const link = new URL(paths.checkoutFailed(key), origin).toString();
    await inTransaction(db, (tx) => textPayAgain(tx, attempt.orderId, attempt.id, link, context.clock()));
  }
  return landing(key, settlement);
}

/**
 * Asks the gateway itself about every attempt whose fate the shop has not learnt: the customer never came back (a
 * closed tab) or came back unpaid and the bank's session ended, the gateway could not answer, or the verifier died
 * between the bank's answer and the write. Each is claimed as a callback claims it, so that processes reconciling at
 * once, and callbacks arriving meanwhile, verify and record once. Answers how many attempts it settled.
 */
export async function reconcileAttempts(context: PaymentsContext): Promise<number> {
  const { db, clock } = context;
  const now = clock();
  const due = await queries.findAttemptsToReconcile(
    db,
    new Date(now.getTime() - BANK_SESSION_MS),
    new Date(now.getTime() - STALE_CLAIM_MS),
    RECONCILE_BATCH,
  );
  let settled = 0;
  for (const attempt of due) {
    const claimed = await queries.claimAttempt(db, attempt.id, clock(), new Date(clock().getTime() - STALE_CLAIM_MS));
    if (!claimed) continue;
    const settlement = await verifyClaimed(context, claimed, undefined, context.publicOrigin);
    if (settlement === 'paid' || settlement === 'failed') settled++;
  }
  return settled;
}

/**
 * Fails the unpaid online orders past their reservation and gives their stock back (sweepUnpaidOrders), once the
 * gateway was asked about their open attempts: an order with an attempt whose fate is still open is kept.
 */
export async function sweepUnpaidOnlineOrders(context: PaymentsContext): Promise<{ reconciled: number; failed: number }> {
  const reconciled = await reconcileAttempts(context);
  const failed = await sweepUnpaidOrders(context.db, context.clock(), (tx: Transaction, orderIds) =>
    queries.ordersWithOpenAttempts(tx, orderIds),
  );
  return { reconciled, failed };
}

/** Where an order's payment stands, by its key, for the pages after the bank. */
export async function paymentStateOf(db: Database, key: string): Promise<OrderPaymentState> {
  const order = await findOrderPayment(db, key);
  const state = order.isPaid
    ? 'paid'
    : (await queries.isBeingVerified(db, order.id))
      ? 'verifying'
      : order.open
        ? 'unpaid'
        : 'closed';
  return {
    order_id: order.id,
    state,
    reserved_until: state === 'unpaid' ? (order.reservedUntil?.toISOString() ?? null) : null,
    amount_outstanding: order.outstanding,
    payment_method: order.paymentMethodId,
  };
}
