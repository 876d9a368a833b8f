import { randomBytes, randomInt } from 'node:crypto';
import { paymentMessages } from '@shop/contract/payments';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import * as queries from './gateways-queries.ts';
import {
  type CallbackParams,
  callbackParam,
  type PaymentGateway,
  type PaymentRequest,
  type PaymentVerification,
  type RequestedPayment,
  tomanIn,
  type VerifyResult,
} from './payment-gateway.ts';

/** Where the sandbox's bank page is, on the shop's own origin. */
export const SANDBOX_PAGE_PATH = '/api/shop/payments/sandbox';

/** The callback's parameters, named as ZarinPal names them so that the sandbox rehearses the real flow. */
const AUTHORITY_PARAM = 'Authority';
const STATUS_PARAM = 'Status';

/**
 * The built-in gateway: a bank-like page served by the shop itself, with pay and cancel, that takes no money.
 * It keeps its own ledger, so that it verifies only what it issued, for the amount it was issued for, once.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox';
  readonly amountUnit = 'IRT';

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async request(payment: PaymentRequest): Promise<RequestedPayment> {
    // 144 random bits: whoever holds the page's address can press its buttons.
    const authority = randomBytes(18).toString('base64url');
    const now = this.clock();
    await queries.insertSandboxPayment(this.db, {
      authority,
      orderId: payment.orderId,
      amount: tomanIn(this.amountUnit, payment.amount),
      description: payment.description,
      callbackUrl: payment.callbackUrl,
      createdAt: now,
      updatedAt: now,
    });
    // The page lives on the shop's origin, which the callback's absolute URL names.
    const url = new URL(`${SANDBOX_PAGE_PATH}/${authority}`, payment.callbackUrl).toString();
    return { redirect: { method: 'GET', url }, authority };
  }

  authorityOf(callbackParams: CallbackParams): string | null {
    return callbackParam(callbackParams, AUTHORITY_PARAM);
  }

  async verify({ amount, authority }: PaymentVerification): Promise<VerifyResult> {
    // The ledger, not the callback's Status, says what happened: a callback can be replayed or altered.
    const payment = await queries.findSandboxPayment(this.db, authority);
    if (!payment) return failed(paymentMessages.unknownTransaction, `sandbox: no payment ${authority}`);
    if (payment.amount !== tomanIn(this.amountUnit, amount)) {
      return failed(paymentMessages.amountMismatch, `sandbox: issued for ${payment.amount}, verified for ${amount}`);
    }
    if (payment.status === 'paid') {
      const verified = await queries.moveSandboxPayment(this.db, authority, 'paid', {
        status: 'verified',
        updatedAt: this.clock(),
      });
      if (verified) return paid(verified, false);
    }
    const current = await queries.findSandboxPayment(this.db, authority);
    if (current?.status === 'verified') return paid(current, true);
    return failed(paymentMessages.notPaid, `sandbox: payment ${authority} is ${current?.status}`);
  }
}

function paid(payment: queries.SandboxPaymentRow, alreadyVerified: boolean): VerifyResult {
  if (!payment.referenceId) throw new Error(`sandbox payment ${payment.authority} was paid without a reference`);
  return { status: 'paid', referenceId: payment.referenceId, cardPan: payment.cardPan, alreadyVerified };
}

function failed(message: string, detail: string): VerifyResult {
  return { status: 'failed', reason: 'customer', message, detail };
}

/**
 * The customer pressed pay or cancel on the sandbox page. Only a pending payment moves; a second press (a double
 * click, the Back button) changes nothing. Answers where the bank sends the customer: the callback with the
 * payment's outcome, as ZarinPal would; undefined for an unknown authority.
 */
export async function pressSandboxButton(
  db: Database,
  clock: Clock,
  authority: string,
  button: 'pay' | 'cancel',
): Promise<string | undefined> {
  const change =
    button === 'pay'
      ? {
          status: 'paid' as const,
          referenceId: String(randomInt(1_000_000_000, 10_000_000_000)),
          cardPan: `603799******${String(randomInt(0, 10_000)).padStart(4, '0')}`,
          updatedAt: clock(),
        }
      : { status: 'cancelled' as const, updatedAt: clock() };
  const moved = await queries.moveSandboxPayment(db, authority, 'pending', change);
  const payment = moved ?? (await queries.findSandboxPayment(db, authority));
  if (!payment) return undefined;
  return sandboxCallbackUrl(payment);
}

/** The callback URL carrying a payment's outcome; a pending payment has none yet and counts as not paid. */
export function sandboxCallbackUrl(payment: queries.SandboxPaymentRow): string {
  const url = new URL(payment.callbackUrl);
  url.searchParams.set(AUTHORITY_PARAM, payment.authority);
  url.searchParams.set(STATUS_PARAM, payment.status === 'paid' || payment.status === 'verified' ? 'OK' : 'NOK');
  return url.toString();
}
