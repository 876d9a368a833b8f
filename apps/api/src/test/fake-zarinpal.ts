import { randomInt } from 'node:crypto';
import type { Server } from 'node:http';
import { listenLocally, readBody } from './local-server.ts';

/** A payment the fake opened, as ZarinPal keeps it. */
interface FakePayment {
  merchantId: string;
  amount: number;
  currency: string | undefined;
  callbackUrl: string;
  description: string;
  metadata: Record<string, unknown>;
  paid: boolean;
  refId: number | undefined;
}

export interface FakeZarinpal {
  origin: string;
  /** The merchant ids it knows; another well-formed one is refused with -10. */
  merchantId: string;
  /** Every call it received, for assertions. */
  calls: { path: string; body: Record<string, unknown> }[];
  payments: Map<string, FakePayment>;
  /** The next answer of a path is this error code, whatever the request. */
  failNext: (path: 'request' | 'verify', code: number, httpStatus?: number) => void;
  /** The next call to a path is answered after this long. */
  delayNext: (path: 'request' | 'verify', ms: number) => void;
  /** The next answer is this raw text (a proxy's error page, say). */
  garbleNext: (path: 'request' | 'verify', httpStatus: number, text: string) => void;
  /** The customer pays (or not) at StartPay: answers the callback URL ZarinPal sends them to. */
  finish: (authority: string, outcome: 'OK' | 'NOK') => string;
  close: () => Promise<void>;
}

const AUTHORITY = /^A[0-9a-zA-Z]{35}$/;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A local stand-in for ZarinPal's v4 API on a free port: `request.json` and `verify.json` with the checks and codes
 * ZarinPal documents (-9 validation, -10 merchant, -50 amount, -51 unpaid, -54 authority, -55 unknown; 100 and
 * 101), plus switches to answer any code, stall, or answer nonsense.
 */
export async function startFakeZarinpal(merchantId: string): Promise<FakeZarinpal> {
  const calls: FakeZarinpal['calls'] = [];
  const payments = new Map<string, FakePayment>();
  const forced = new Map<
    string,
    { code: number; httpStatus: number } | { delayMs: number } | { raw: string; httpStatus: number }
  >();
  let issued = 0;

  const answer = (code: number, data: Record<string, unknown> = {}) => ({
    httpStatus: 200,
    body: { data: { code, message: code === 100 ? 'Success' : 'Verified', ...data }, errors: [] },
  });
  const refuse = (code: number, httpStatus = code === -9 ? 422 : 400) => ({
    httpStatus,
    body: { data: [], errors: { code, message: `fake error ${code}`, validations: [] } },
  });

  const request = (body: Record<string, unknown>) => {
    const amount = body.amount;
    const callbackUrl = body.callback_url;
    const description = body.description;
    if (typeof body.merchant_id !== 'string' || !GUID.test(body.merchant_id)) return refuse(-9);
    if (!Number.isSafeInteger(amount) || (amount as number) < (body.currency === 'IRT' ? 100 : 1000)) return refuse(-9);
    if (typeof callbackUrl !== 'string' || !/^https?:\/\//.test(callbackUrl)) return refuse(-9);
    if (typeof description !== 'string' || description === '') return refuse(-9);
    if (body.currency !== undefined && body.currency !== 'IRR' && body.currency !== 'IRT') return refuse(-9);
    if (body.merchant_id !== merchantId) return refuse(-10);
    issued++;
    const authority = `A${String(issued).padStart(35, '0')}`;
    payments.set(authority, {
      merchantId: body.merchant_id,
      amount: amount as number,
      currency: body.currency as string | undefined,
      callbackUrl,
      description,
      metadata: (body.metadata ?? {}) as Record<string, unknown>,
      paid: false,
      refId: undefined,
    });
    return answer(100, { authority, fee_type: 'Merchant', fee: 0 });
  };

  const verify = (body: Record<string, unknown>) => {
    if (typeof body.merchant_id !== 'string' || !GUID.test(body.merchant_id)) return refuse(-9);
    if (!Number.isSafeInteger(body.amount)) return refuse(-9);
    if (body.merchant_id !== merchantId) return refuse(-10);
    const authority = body.authority;
    if (typeof authority !== 'string' || !AUTHORITY.test(authority)) return refuse(-54);
    const payment = payments.get(authority);
    if (!payment || payment.merchantId !== body.merchant_id) return refuse(-55);
    if (payment.amount !== body.amount) return refuse(-50);
    if (!payment.paid) return refuse(-51);
    const receipt = { card_hash: 'C3A1B2', card_pan: '502229******5995', fee_type: 'Merchant', fee: 0 };
    if (payment.refId !== undefined) return answer(101, { ref_id: payment.refId, ...receipt });
    payment.refId = randomInt(100_000, 1_000_000_000);
    return answer(100, { ref_id: payment.refId, ...receipt });
  };

  const { server, origin } = await listenLocally(async (incoming, response) => {
    const path = incoming.url ?? '';
    const text = await readBody(incoming);
    const body = (() => {
      try {
        return JSON.parse(text) as Record<string, unknown>;
      } catch {
        return {};
      }
    })();
    calls.push({ path, body });
    const name =
      path === '/pg/v4/payment/request.json' ? 'request' : path === '/pg/v4/payment/verify.json' ? 'verify' : undefined;
    if (incoming.method !== 'POST' || !name) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      return;
    }
    const force = forced.get(name);
    forced.delete(name);
    if (force && 'delayMs' in force) await new Promise((resolve) => setTimeout(resolve, force.delayMs));
    if (force && 'raw' in force) {
      response.writeHead(force.httpStatus, { 'content-type': 'text/html' }).end(force.raw);
      return;
    }
    const result =
      force && 'code' in force ? refuse(force.code, force.httpStatus) : name === 'request' ? request(body) : verify(body);
    if (response.destroyed) return;
    response.writeHead(result.httpStatus, { 'content-type': 'application/json' }).end(JSON.stringify(result.body));
  });

  return {
    origin,
    merchantId,
    calls,
    payments,
    failNext: (path, code, httpStatus) => forced.set(path, { code, httpStatus: httpStatus ?? 400 }),
    delayNext: (path, ms) => forced.set(path, { delayMs: ms }),
    garbleNext: (path, httpStatus, raw) => forced.set(path, { raw, httpStatus }),
    finish: (authority, outcome) => {
      const payment = payments.get(authority);
      if (!payment) throw new Error(`the fake issued no ${authority}`);
      if (outcome === 'OK') payment.paid = true;
      const url = new URL(payment.callbackUrl);
      url.searchParams.set('Authority', authority);
      url.searchParams.set('Status', outcome);
      return url.toString();
    },
    close: () => new Promise<void>((resolve) => (server as Server).close(() => resolve())),
  };
}
