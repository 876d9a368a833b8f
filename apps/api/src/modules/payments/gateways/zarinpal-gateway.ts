import { checkoutMessages } from '@shop/contract/checkout';
import { paymentMessages } from '@shop/contract/payments';
import { z } from 'zod';
import {
  type CallbackParams,
  callbackParam,
  type FailureReason,
  type PaymentGateway,
  type PaymentRequest,
  PaymentRequestError,
  type PaymentVerification,
  type RequestedPayment,
  tomanIn,
  type VerifyResult,
} from './payment-gateway.ts';

export interface ZarinpalOptions {
  merchantId: string;
  /** `https://payment.zarinpal.com`, its sandbox host, or a test's fake. */
  baseUrl: string;
  timeoutMs?: number;
}

/** ZarinPal's codes for a payment verified by this call, and by an earlier one. */
const VERIFIED = 100;
const VERIFIED_BEFORE = 101;

/** ZarinPal's error codes by whose side they are on, with what the customer reads. Any other code: the gateway's. */
const knownErrors: Record<number, { reason: FailureReason; message: string; meaning: string }> = {
  [-9]: { reason: 'configuration', message: paymentMessages.misconfigured, meaning: 'validation error' },
  [-10]: { reason: 'configuration', message: paymentMessages.misconfigured, meaning: 'merchant id or IP not accepted' },
  [-11]: { reason: 'configuration', message: paymentMessages.misconfigured, meaning: 'terminal inactive' },
  [-50]: { reason: 'customer', message: paymentMessages.amountMismatch, meaning: 'amount differs from the session' },
  [-51]: { reason: 'customer', message: paymentMessages.notPaid, meaning: 'payment unsuccessful' },
  [-54]: { reason: 'customer', message: paymentMessages.unknownTransaction, meaning: 'invalid authority' },
  [-55]: { reason: 'customer', message: paymentMessages.unknownTransaction, meaning: 'transaction not found' },
};

/**
 * What ZarinPal's v4 answers: `data` on success (and `errors: []`), `errors` on failure (and `data: []`). Read through
 * this schema, so that a field of another type (a reference that is an object, a code that is a string) is an answer
 * the shop does not understand, never a payment recorded with `[object Object]` as its reference.
 */
const ZarinpalAnswerSchema = z.object({
  data: z
    .union([
      z.object({
        code: z.number().int().optional(),
        authority: z.string().max(64).optional(),
        ref_id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,30}$/)]).optional(),
        card_pan: z.string().max(32).optional(),
      }),
      z.array(z.unknown()),
    ])
    .optional(),
  errors: z
    .union([
      z.object({ code: z.number().int().optional(), message: z.string().optional(), validations: z.unknown().optional() }),
      z.array(z.unknown()),
    ])
    .optional(),
});
type ZarinpalAnswer = z.infer<typeof ZarinpalAnswerSchema>;

/** ZarinPal's answers are a few hundred bytes: one far larger is not read whole. */
const ANSWER_MAX_BYTES = 64 * 1024;

/** The answer's text, or undefined once it passes `ANSWER_MAX_BYTES` (its reading is then abandoned). */
async function boundedText(response: Response): Promise<string | undefined> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > ANSWER_MAX_BYTES) {
      await response.body.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

type Called = { answer: ZarinpalAnswer; httpStatus: number } | { unreachable: string };

/**
 * ZarinPal's v4 REST API: `request.json` opens a payment and names its authority, the customer pays at
 * `StartPay/{authority}`, comes back with `?Authority=…&Status=OK|NOK`, and `verify.json` with the same amount settles
 * it. Amounts are sent in Rial, with the currency named so that no account default can change their meaning.
 */
export class ZarinpalGateway implements PaymentGateway {
  readonly name = 'zarinpal';
  readonly amountUnit = 'IRR';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: ZarinpalOptions) {
    this.baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async request(payment: PaymentRequest): Promise<RequestedPayment> {
    const called = await this.call('pg/v4/payment/request.json', {
      merchant_id: this.options.merchantId,
      amount: tomanIn(this.amountUnit, payment.amount),
      currency: this.amountUnit,
      description: payment.description,
      callback_url: payment.callbackUrl,
      metadata: { order_id: payment.orderId, ...(payment.mobile ? { mobile: payment.mobile } : {}) },
    });
    if ('unreachable' in called) throw new PaymentRequestError('gateway', `zarinpal request: ${called.unreachable}`);
    const data = dataOf(called.answer);
    if (data?.code === VERIFIED && typeof data.authority === 'string' && data.authority !== '') {
      const url = new URL(`pg/StartPay/${encodeURIComponent(data.authority)}`, this.baseUrl).toString();
      return { redirect: { method: 'GET', url }, authority: data.authority };
    }
    const failure = failureOf(called, checkoutMessages.gatewayUnavailable);
    // No payment exists yet, so a «customer» code here can only mean that our request was wrong.
    const reason = failure.reason === 'gateway' ? 'gateway' : 'configuration';
    throw new PaymentRequestError(reason, `zarinpal request: ${failure.detail}`, failure.message);
  }

  authorityOf(callbackParams: CallbackParams): string | null {
    return callbackParam(callbackParams, 'Authority');
  }

  async verify({ amount, authority, callbackParams }: PaymentVerification): Promise<VerifyResult> {
    // ZarinPal sends NOK when the customer cancelled or the bank refused: nothing to verify yet. The shop's own
    // question (no callback) always goes to ZarinPal, which knows.
    const status = callbackParams && callbackParam(callbackParams, 'Status');
    if (callbackParams && status !== 'OK') {
      return {
        status: 'failed',
        reason: 'customer',
        message: paymentMessages.notPaid,
        detail: `zarinpal callback Status=${status}`,
      };
    }
    const called = await this.call('pg/v4/payment/verify.json', {
      merchant_id: this.options.merchantId,
      amount: tomanIn(this.amountUnit, amount),
      authority,
    });
    if ('unreachable' in called) {
      return {
        status: 'failed',
        reason: 'gateway',
        message: paymentMessages.verifyUnanswered,
        detail: `zarinpal verify: ${called.unreachable}`,
      };
    }
    const data = dataOf(called.answer);
    const referenceId = data?.ref_id === undefined ? '' : String(data.ref_id);
    if ((data?.code === VERIFIED || data?.code === VERIFIED_BEFORE) && referenceId !== '') {
      return {
        status: 'paid',
        referenceId,
        cardPan: typeof data.card_pan === 'string' && data.card_pan !== '' ? data.card_pan : null,
        alreadyVerified: data.code === VERIFIED_BEFORE,
      };
    }
    const failure = failureOf(called, paymentMessages.verifyUnanswered);
    return { status: 'failed', ...failure, detail: `zarinpal verify: ${failure.detail}` };
  }

  private async call(path: string, body: object): Promise<Called> {
    let response: Response;
    try {
      response = await fetch(new URL(path, this.baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      return { unreachable: (error as Error).name === 'TimeoutError' ? `no answer in ${this.timeoutMs} ms` : String(error) };
    }
    try {
      // The body is read under the same time limit: a gateway that stalls mid-answer is as unreachable as a silent one.
      const text = await boundedText(response);
      if (text === undefined) return { unreachable: `HTTP ${response.status}, an answer over ${ANSWER_MAX_BYTES} bytes` };
      const answer = ZarinpalAnswerSchema.safeParse(JSON.parse(text));
      if (!answer.success) return { unreachable: `HTTP ${response.status}, not ZarinPal's answer: ${answer.error.message}` };
      return { answer: answer.data, httpStatus: response.status };
    } catch (error) {
      return { unreachable: `HTTP ${response.status}, unreadable answer: ${(error as Error).name}` };
    }
  }
}

function dataOf(answer: ZarinpalAnswer) {
  return answer.data && !Array.isArray(answer.data) ? answer.data : undefined;
}

/** A ZarinPal answer that is not a success, as a typed failure; `fallback` is the sentence for an unknown code. */
function failureOf(called: { answer: ZarinpalAnswer; httpStatus: number }, fallback: string) {
  const errors = called.answer.errors && !Array.isArray(called.answer.errors) ? called.answer.errors : undefined;
  const code = errors?.code ?? dataOf(called.answer)?.code;
  const known = code === undefined ? undefined : knownErrors[code];
  const detail = `HTTP ${called.httpStatus}, code ${code ?? 'none'} (${known?.meaning ?? errors?.message ?? 'unknown'})`;
  return known
    ? { reason: known.reason, message: known.message, detail }
    : { reason: 'gateway' as const, message: fallback, detail };
}
