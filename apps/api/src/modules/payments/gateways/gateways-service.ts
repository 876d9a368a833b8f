import { randomBytes } from 'node:crypto';
import { paymentMessages } from '@shop/contract/payments';
import type { AppConfig } from '../../../config/env.ts';
import type { Database } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { getGeneralSettings } from '../../settings/settings-service.ts';
import * as pages from './gateway-pages.ts';
import * as queries from './gateways-queries.ts';
import type { PaymentGateway, PaymentRequest } from './payment-gateway.ts';
import { SANDBOX_PAGE_PATH, SandboxGateway, sandboxCallbackUrl } from './sandbox-gateway.ts';
import { ZarinpalGateway } from './zarinpal-gateway.ts';

/** Where a browser is sent to post a bank's form; answered with an auto-submitting page. */
export const REDIRECT_PAGE_PATH = '/api/shop/payments/redirect';
/** How long a posted-form redirect can be opened: about as long as banks keep a payment's token. */
const REDIRECT_TTL_MS = 30 * 60_000;

/** The gateway the configuration names; env.ts has already refused the sandbox in production. */
export function createPaymentGateway(config: AppConfig, db: Database, clock: Clock): PaymentGateway {
  if (config.PAYMENT_GATEWAY === 'zarinpal') {
    if (!config.ZARINPAL_MERCHANT_ID) throw new Error('PAYMENT_GATEWAY=zarinpal needs ZARINPAL_MERCHANT_ID');
    return new ZarinpalGateway({ merchantId: config.ZARINPAL_MERCHANT_ID, baseUrl: config.ZARINPAL_BASE_URL });
  }
  return new SandboxGateway(db, clock);
}

/**
 * Opens a payment at the gateway and answers `nextStep`, one URL the browser opens whatever the gateway's way (the
 * checkout's `next_step`), and the `authority` to keep on the payment attempt. Throws `PaymentRequestError`.
 */
export async function startPayment(
  db: Database,
  clock: Clock,
  gateway: PaymentGateway,
  payment: PaymentRequest,
): Promise<{ nextStep: string; authority: string }> {
  const { redirect, authority } = await gateway.request(payment);
  const fields = redirect.fields ?? {};
  if (redirect.method === 'GET') {
    const url = new URL(redirect.url);
    for (const [name, value] of Object.entries(fields)) url.searchParams.set(name, value);
    return { nextStep: url.toString(), authority };
  }
  const now = clock();
  await queries.deleteExpiredPaymentRedirects(db, now);
  const token = randomBytes(18).toString('base64url');
  await queries.insertPaymentRedirect(db, {
    token,
    url: redirect.url,
    fields,
    expiresAt: new Date(now.getTime() + REDIRECT_TTL_MS),
  });
  // The redirect page is on the shop's origin, which the callback's absolute URL names.
  return { nextStep: new URL(`${REDIRECT_PAGE_PATH}/${token}`, payment.callbackUrl).toString(), authority };
}

const pageNonce = () => randomBytes(16).toString('base64');

/** The auto-submitting form to a bank; undefined when the token is unknown or too old. */
export async function redirectPage(db: Database, clock: Clock, token: string): Promise<pages.HtmlPage | undefined> {
  const redirect = await queries.findLivePaymentRedirect(db, token, clock());
  return redirect && pages.postRedirectPage(redirect, pageNonce());
}

export function notFoundPage(): pages.HtmlPage {
  return pages.paymentNotFoundPage(paymentMessages.pageNotFound, pageNonce());
}

const outcomes = {
  paid: 'این پرداخت انجام شده است.',
  verified: 'این پرداخت انجام و تأیید شده است.',
  cancelled: 'این پرداخت لغو شده است.',
} as const;

/** The sandbox's bank page for a payment it issued; undefined for any other authority. */
export async function sandboxPage(db: Database, authority: string): Promise<pages.HtmlPage | undefined> {
  const payment = await queries.findSandboxPayment(db, authority);
  if (!payment) return undefined;
  const settings = await getGeneralSettings(db);
  const action = (button: string) => `${SANDBOX_PAGE_PATH}/${encodeURIComponent(authority)}/${button}`;
  return pages.sandboxPaymentPage(
    {
      storeTitle: settings.store_title,
      orderId: payment.orderId,
      amount: payment.amount,
      description: payment.description,
      state:
        payment.status === 'pending'
          ? { pending: true, payAction: action('pay'), cancelAction: action('cancel') }
          : { pending: false, outcome: outcomes[payment.status], returnUrl: sandboxCallbackUrl(payment) },
    },
    pageNonce(),
  );
}

export { pressSandboxButton } from './sandbox-gateway.ts';
