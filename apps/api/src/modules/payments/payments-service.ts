import { setTimeout as sleep } from 'node:timers/promises';
import { checkoutMessageWith } from '@shop/contract/checkout';
import { paths } from '@shop/contract/paths';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { isAwaitingPayment, type OrderSummary, orderKeyOf, recordGatewayPayment } from '../orders/orders-service.ts';
import { startPayment } from './gateways/gateways-service.ts';
import type { CallbackParams, PaymentGateway } from './gateways/payment-gateway.ts';
import * as queries from './payments-queries.ts';

/** Where every gateway sends the customer back; it verifies and records the payment, then redirects to a page. */
/** Whether a gateway can be asked for this many Toman: checkout refuses the gateway before it places an order it cannot. */
export { payableOnline } from './gateways/payment-gateway.ts';

export const PAYMENT_CALLBACK_PATH = '/api/shop/payments/callback';

type Log = (details: object, message: string) => void;

export interface PaymentsContext {
  db: Database;
  clock: Clock;
  gateway: PaymentGateway;
  log: { warn: Log; error: Log };
}

const MINUTE_MS = 60_000;
/** A repeat of the same checkout within this time goes to the bank page already opened for it. */
const REUSE_PAGE_MS = 10 * MINUTE_MS;
/** A claim this old belongs to a verifier that died (verifications time out far sooner); another callback takes it. */
const STALE_CLAIM_MS = 2 * MINUTE_MS;
/** How long a callback waits for a twin that is verifying the same payment, and how often it looks. */
const TWIN_WAIT = { totalMs: 30_000, stepMs: 100 } as const;

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

/** Where the customer lands once the attempt is settled. */
async function landing(db: Database, attempt: queries.AttemptRow): Promise<string> {
  const key = attempt.status === 'paid' ? await orderKeyOf(db, attempt.orderId) : undefined;
  return key ? paths.checkoutSuccess(key) : paths.checkoutFailed;
}

/**
 * Makes this callback the attempt's one verifier (answers nothing), or waits for the twin that is and answers the page
 * its outcome leads to. A twin that left the payment open is followed by this callback verifying again.
 */
async function claimOrWait(context: PaymentsContext, attemptId: number): Promise<string | undefined> {
  const { db, clock } = context;
  for (let waited = 0; waited < TWIN_WAIT.totalMs; waited += TWIN_WAIT.stepMs) {
    const now = clock();
    if (await queries.claimAttempt(db, attemptId, now, new Date(now.getTime() - STALE_CLAIM_MS))) return undefined;
    const current = await queries.findAttempt(db, attemptId);
    if (!current) return paths.checkoutFailed;
    if (current.status === 'paid' || current.status === 'failed') return landing(db, current);
    await sleep(TWIN_WAIT.stepMs);
  }
  return paths.checkoutFailed;
}

/**
 * The bank sent the customer back. Verifies the attempt the callback names with the gateway, for the amount the
 * attempt was opened for (never the callback's), records the payment and marks the order paid, and answers the page
 * to redirect to: the order's success page, or the failed page (the order stays unpaid and payable). The same
 * callback again, or many at once, verifies and records once: one callback claims the attempt, the others wait for it
 * and answer as it ends; the payment's unique attempt id holds even against a claim taken over.
 */
export async function settleCallback(context: PaymentsContext, params: CallbackParams, origin: string): Promise<string> {
  const { db, clock, gateway, log } = context;
  const authority = gateway.authorityOf(params);
  const attempt = authority ? await queries.findAttemptByAuthority(db, gateway.name, authority) : undefined;
  if (!attempt || !authority) return paths.checkoutFailed;
  const settledByTwin = await claimOrWait(context, attempt.id);
  if (settledByTwin) return settledByTwin;

  const fail = async (failure: string) => {
    await queries.updateAttempt(db, attempt.id, { status: 'failed', failure, updatedAt: clock() });
    return paths.checkoutFailed;
  };
  // An order paid by another attempt, or failed meanwhile, is not charged: unverified money goes back to the card.
  if (!(await isAwaitingPayment(db, attempt.orderId))) return fail('the order was no longer awaiting payment');

  const result = await gateway.verify({ amount: attempt.amount, authority, callbackParams: params });
  if (result.status === 'failed') {
    if (result.reason === 'gateway') {
      // The payment's fate is open: the next callback (a reload) verifies again.
      log.warn({ attemptId: attempt.id, detail: result.detail }, 'a payment could not be verified; left open');
      await queries.updateAttempt(db, attempt.id, { status: 'started', failure: result.detail, updatedAt: clock() });
      return paths.checkoutFailed;
    }
    if (result.reason === 'configuration')
      log.error({ attemptId: attempt.id, detail: result.detail }, 'payment gateway misconfigured');
    return fail(result.detail);
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
  return landing(db, { ...attempt, status: 'paid' });
}
