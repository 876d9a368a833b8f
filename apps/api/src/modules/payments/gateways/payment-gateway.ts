import { checkoutMessages } from '@shop/contract/checkout';
import { HttpError } from '../../../lib/errors.ts';

/**
 * The unit a gateway's API counts money in: Rial (`IRR`) or Toman (`IRT`). The shop holds whole Toman everywhere;
 * each gateway converts at its own edge, so that no caller ever multiplies by ten.
 */
export type AmountUnit = 'IRR' | 'IRT';

/** Whole Toman in the unit a gateway counts in. */
/** Whether a gateway can be asked for this many Toman: a positive whole number, whole in Rial too. */
export const payableOnline = (toman: number): boolean => Number.isSafeInteger(toman * 10) && toman > 0;

export function tomanIn(unit: AmountUnit, toman: number): number {
  if (!payableOnline(toman)) throw new RangeError(`a payment is a positive whole Toman, not ${toman}`);
  return unit === 'IRR' ? toman * 10 : toman;
}

/** A payment the shop asks a gateway for. */
export interface PaymentRequest {
  /** Whole Toman, as the database holds the order's outstanding amount. */
  amount: number;
  /** Our id of the order (or of this payment attempt): shown on the bank's page, and sent where the API carries one. */
  orderId: string;
  /** One line the customer sees at the bank, e.g. «پرداخت سفارش ۱۲۳». */
  description: string;
  /** Where the bank sends the customer back: the shop's callback route, absolute. */
  callbackUrl: string;
  /** The buyer's mobile number (09…), which some gateways use to offer saved cards. */
  mobile?: string;
}

/**
 * How the browser goes on to the bank: open a URL (`GET`), or post a form of `fields` to it (`POST`, as the banks'
 * own gateways want). `browserUrl` in gateways-service.ts turns either into one URL a browser can open.
 */
export interface PaymentRedirect {
  method: 'GET' | 'POST';
  url: string;
  fields?: Record<string, string>;
}

export interface RequestedPayment {
  redirect: PaymentRedirect;
  /** The gateway's id of this payment; keep it on the attempt and find the attempt by it when the bank calls back. */
  authority: string;
}

/** The parameters the bank sent back: the callback's query string, or its form body for banks that post back. */
export type CallbackParams = Record<string, unknown>;

export interface PaymentVerification {
  /** Whole Toman, read from the database (never from the callback): the amount the payment was requested for. */
  amount: number;
  /** The authority stored on the attempt the callback was matched to. */
  authority: string;
  /** What the bank sent back with the customer; none when the shop asks on its own (the reconciler). */
  callbackParams: CallbackParams | undefined;
}

/**
 * Whose side a failed payment is on. `customer`: the payment was not made as asked (cancelled, unpaid, another
 * amount, an unknown or altered transaction): the order stays payable. `gateway`: the gateway could not be reached
 * or answered nonsense: the payment's fate is open, so the order must stay as it is and the verification may be tried
 * again. `configuration`: the shop's account or request is wrong (merchant id, terminal, our data): an operator must
 * act; it is logged as an error.
 */
export type FailureReason = 'customer' | 'gateway' | 'configuration';

export type VerifyResult =
  | {
      status: 'paid';
      /** The bank's reference number, the payment's `transaction_id`. */
      referenceId: string;
      /** The masked card the gateway reports (e.g. `502229******5995`), when it reports one. */
      cardPan: string | null;
      /** Verified by an earlier call (ZarinPal's 101): still paid; record the payment only if it is not yet. */
      alreadyVerified: boolean;
    }
  | {
      status: 'failed';
      reason: FailureReason;
      /** A Persian sentence safe to show the customer. */
      message: string;
      /** For the log: the gateway's code or what went wrong; never shown. */
      detail: string;
    };

/**
 * One gateway. A further Iranian gateway is one file implementing this: it converts Toman to its unit with
 * `tomanIn`, reads its own callback's parameters, and maps its own codes to `FailureReason`s.
 */
export interface PaymentGateway {
  readonly name: string;
  readonly amountUnit: AmountUnit;
  /** Opens a payment at the gateway; throws `PaymentRequestError` when it cannot. */
  request(payment: PaymentRequest): Promise<RequestedPayment>;
  /** The authority a callback names, to find our attempt by; null when the parameters name none. */
  authorityOf(callbackParams: CallbackParams): string | null;
  /** Asks the gateway whether the payment went through for the amount; answers a failure rather than throwing. */
  verify(verification: PaymentVerification): Promise<VerifyResult>;
}

/**
 * A payment could not be opened at the gateway. A 503 whose message is the Persian sentence; the handler logs
 * `cause` and `detail`, never the customer.
 */
export class PaymentRequestError extends HttpError {
  constructor(
    readonly reason: FailureReason,
    readonly detail: string,
    message: string = checkoutMessages.gatewayUnavailable,
  ) {
    super(503, message, { cause: new Error(detail) });
  }
}

/** A single string parameter of a callback, however the bank or a framework's parser shaped it. */
export function callbackParam(params: CallbackParams, name: string): string | null {
  const value = params[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : null;
}
