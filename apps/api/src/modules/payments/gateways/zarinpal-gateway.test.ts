import { checkoutMessages } from '@shop/contract/checkout';
import { paymentMessages } from '@shop/contract/payments';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.ts';
import { startFakeZarinpal } from '../../../test/fake-zarinpal.ts';
import { callbackQuery, failure, paymentRequest } from '../../../test/payments.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { startPayment } from './gateways-service.ts';
import { PaymentRequestError } from './payment-gateway.ts';
import { ZarinpalGateway } from './zarinpal-gateway.ts';

const merchantId = '1344b5d4-0048-11e8-94db-005056a205be';
const fake = await startFakeZarinpal(merchantId);
afterAll(() => fake.close());

const { app, db } = await createTestApp({
  env: { PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: merchantId, ZARINPAL_BASE_URL: fake.origin },
});

const TIMEOUT_MS = 300;
const zarinpal = new ZarinpalGateway({ merchantId, baseUrl: fake.origin, timeoutMs: TIMEOUT_MS });

const payment = (amount = 1_250_000) => paymentRequest(amount, { mobile: '09121234567' });

/** Opens a payment at the fake, and the customer finishes at StartPay: the callback's parameters. */
async function paidAtZarinpal(outcome: 'OK' | 'NOK' = 'OK', request = payment()) {
  const { authority } = await zarinpal.request(request);
  const params = callbackQuery(fake.finish(authority, outcome));
  return { authority, params, request };
}

const verifyCalls = () => fake.calls.filter((call) => call.path === '/pg/v4/payment/verify.json').length;

beforeEach(() => {
  fake.calls.length = 0;
});

describe('the ZarinPal gateway', () => {
  it('opens a payment in Rial with the order and mobile, and sends the customer to StartPay', async () => {
    const request = payment(1_250_000);
    const { redirect, authority } = await zarinpal.request(request);
    expect(authority).toMatch(/^A\d{35}$/);
    expect(redirect).toEqual({ method: 'GET', url: `${fake.origin}/pg/StartPay/${authority}` });
    expect(fake.calls).toEqual([
      {
        path: '/pg/v4/payment/request.json',
        body: {
          merchant_id: merchantId,
          amount: 12_500_000,
          currency: 'IRR',
          description: request.description,
          callback_url: request.callbackUrl,
          metadata: { order_id: request.orderId, mobile: '09121234567' },
        },
      },
    ]);
  });

  it('reads the authority of the callback and verifies with the amount in Rial: 100, then 101 is paid too', async () => {
    const { authority, params, request } = await paidAtZarinpal();
    expect(params).toEqual({ ...callbackQuery(request.callbackUrl), Authority: authority, Status: 'OK' });
    expect(zarinpal.authorityOf(params)).toBe(authority);
    expect(zarinpal.authorityOf({ Authority: [authority, 'other'] })).toBe(authority);
    expect(zarinpal.authorityOf({})).toBeNull();

    const first = await zarinpal.verify({ amount: request.amount, authority, callbackParams: params });
    expect(first).toEqual({
      status: 'paid',
      referenceId: expect.stringMatching(/^\d+$/),
      cardPan: '502229******5995',
      alreadyVerified: false,
    });
    expect(fake.calls.at(-1)?.body).toEqual({ merchant_id: merchantId, amount: 12_500_000, authority });
    const again = await zarinpal.verify({ amount: request.amount, authority, callbackParams: params });
    expect(again).toEqual({ ...first, alreadyVerified: true });
  });

  it('takes a NOK callback as not paid without asking ZarinPal', async () => {
    const { authority, params, request } = await paidAtZarinpal('NOK');
    const result = await zarinpal.verify({ amount: request.amount, authority, callbackParams: params });
    expect(result).toEqual(failure('customer', paymentMessages.notPaid));
    expect(verifyCalls()).toBe(0);
  });

  it('asks ZarinPal itself when the shop verifies with no callback: paid after a forged NOK, then 101 is paid too', async () => {
    const { authority, request } = await paidAtZarinpal('OK');
    const asked = { amount: request.amount, authority, callbackParams: undefined };
    expect(await zarinpal.verify({ ...asked, callbackParams: { Authority: authority, Status: 'NOK' } })).toMatchObject({
      status: 'failed',
    });
    expect(await zarinpal.verify(asked)).toMatchObject({ status: 'paid', alreadyVerified: false });
    expect(await zarinpal.verify(asked)).toMatchObject({ status: 'paid', alreadyVerified: true });
    expect(verifyCalls()).toBe(2);
  });

  it("refuses another amount than the payment's (-50), and it can still be verified for its own", async () => {
    const { authority, params, request } = await paidAtZarinpal();
    expect(await zarinpal.verify({ amount: request.amount - 1, authority, callbackParams: params })).toMatchObject({
      status: 'failed',
      reason: 'customer',
      message: paymentMessages.amountMismatch,
      detail: expect.stringContaining('code -50'),
    });
    expect(await zarinpal.verify({ amount: request.amount, authority, callbackParams: params })).toMatchObject({
      status: 'paid',
      alreadyVerified: false,
    });
  });

  it('answers not paid for a forged OK (-51), and unknown for an altered (-54) or foreign (-55) authority', async () => {
    const request = payment();
    const { authority } = await zarinpal.request(request);
    const forged = { Authority: authority, Status: 'OK' };
    expect(await zarinpal.verify({ amount: request.amount, authority, callbackParams: forged })).toMatchObject({
      reason: 'customer',
      message: paymentMessages.notPaid,
      detail: expect.stringContaining('code -51'),
    });
    for (const [other, code] of [
      ['A-not-a-zarinpal-authority', -54],
      [`A${'9'.repeat(35)}`, -55],
    ] as const) {
      expect(
        await zarinpal.verify({ amount: request.amount, authority: other, callbackParams: { Authority: other, Status: 'OK' } }),
      ).toMatchObject({
        status: 'failed',
        reason: 'customer',
        message: paymentMessages.unknownTransaction,
        detail: expect.stringContaining(`code ${code}`),
      });
    }
  });

  const verifyCodes = [
    [-9, 'configuration', paymentMessages.misconfigured],
    [-10, 'configuration', paymentMessages.misconfigured],
    [-11, 'configuration', paymentMessages.misconfigured],
    [-50, 'customer', paymentMessages.amountMismatch],
    [-51, 'customer', paymentMessages.notPaid],
    [-54, 'customer', paymentMessages.unknownTransaction],
    [-55, 'customer', paymentMessages.unknownTransaction],
    [-12, 'gateway', paymentMessages.verifyUnanswered],
  ] as const;
  it.each(verifyCodes)('maps %i at verification to a %s failure', async (code, reason, message) => {
    const { authority, params, request } = await paidAtZarinpal();
    fake.failNext('verify', code);
    expect(await zarinpal.verify({ amount: request.amount, authority, callbackParams: params })).toEqual({
      status: 'failed',
      reason,
      message,
      detail: expect.stringContaining(`code ${code}`),
    });
  });

  const requestCodes = [
    [-9, 'configuration', paymentMessages.misconfigured],
    [-10, 'configuration', paymentMessages.misconfigured],
    [-11, 'configuration', paymentMessages.misconfigured],
    [-50, 'configuration', paymentMessages.amountMismatch],
    [-12, 'gateway', checkoutMessages.gatewayUnavailable],
  ] as const;
  it.each(requestCodes)('maps %i at request to a %s error, a 503 in Persian', async (code, reason, message) => {
    fake.failNext('request', code, 200);
    const error = await zarinpal.request(payment()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentRequestError);
    expect(error).toMatchObject({ statusCode: 503, reason, message });
    expect((error as PaymentRequestError).detail).toContain(`code ${code}`);
  });

  it('is refused with its own checks: a merchant id it does not know (-10), a too small amount (-9)', async () => {
    const stranger = new ZarinpalGateway({ merchantId: '00000000-0000-0000-0000-000000000000', baseUrl: fake.origin });
    await expect(stranger.request(payment())).rejects.toMatchObject({
      reason: 'configuration',
      detail: expect.stringContaining('code -10'),
    });
    await expect(zarinpal.request(payment(50))).rejects.toMatchObject({
      reason: 'configuration',
      detail: expect.stringContaining('code -9'),
    });
  });

  it('gives up after its time limit: the request fails, the verification is left open for a later try', async () => {
    fake.delayNext('request', TIMEOUT_MS * 4);
    const started = Date.now();
    await expect(zarinpal.request(payment())).rejects.toMatchObject({
      reason: 'gateway',
      message: checkoutMessages.gatewayUnavailable,
      detail: expect.stringContaining(`no answer in ${TIMEOUT_MS} ms`),
    });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);

    const { authority, params, request } = await paidAtZarinpal();
    fake.delayNext('verify', TIMEOUT_MS * 4);
    expect(await zarinpal.verify({ amount: request.amount, authority, callbackParams: params })).toMatchObject({
      status: 'failed',
      reason: 'gateway',
      message: paymentMessages.verifyUnanswered,
    });
    // ZarinPal was not told: the payment is still there to verify.
    expect(await zarinpal.verify({ amount: request.amount, authority, callbackParams: params })).toMatchObject({
      status: 'paid',
    });
  });

  it("takes an unreachable host or a proxy's error page as the gateway's failure", async () => {
    const unreachable = new ZarinpalGateway({ merchantId, baseUrl: 'http://127.0.0.1:1', timeoutMs: TIMEOUT_MS });
    await expect(unreachable.request(payment())).rejects.toMatchObject({ reason: 'gateway', statusCode: 503 });
    expect(
      await unreachable.verify({ amount: 1000, authority: `A${'1'.repeat(35)}`, callbackParams: { Status: 'OK' } }),
    ).toMatchObject({ status: 'failed', reason: 'gateway', message: paymentMessages.verifyUnanswered });

    fake.garbleNext('request', 502, '<html><body>502 Bad Gateway</body></html>');
    await expect(zarinpal.request(payment())).rejects.toMatchObject({
      reason: 'gateway',
      detail: expect.stringContaining('HTTP 502'),
    });
    const { authority, params, request } = await paidAtZarinpal();
    fake.garbleNext('verify', 200, '[]');
    expect(await zarinpal.verify({ amount: request.amount, authority, callbackParams: params })).toMatchObject({
      status: 'failed',
      reason: 'gateway',
    });
  });

  it("takes an answer of another shape, or far larger than ZarinPal's, as no answer: nothing is paid by it", async () => {
    const { authority, params, request } = await paidAtZarinpal();
    const verify = () => zarinpal.verify({ amount: request.amount, authority, callbackParams: params });
    fake.garbleNext('verify', 200, JSON.stringify({ data: { code: 100, ref_id: { $gt: 1 } }, errors: [] }));
    expect(await verify()).toMatchObject({
      status: 'failed',
      reason: 'gateway',
      detail: expect.stringContaining("not ZarinPal's"),
    });
    fake.garbleNext('verify', 200, JSON.stringify({ data: { code: 100, ref_id: 7, note: 'x'.repeat(1024 * 1024) }, errors: [] }));
    expect(await verify()).toMatchObject({
      status: 'failed',
      reason: 'gateway',
      detail: expect.stringContaining('over 65536 bytes'),
    });
    // The payment itself is untouched: ZarinPal's own answer still settles it.
    expect(await verify()).toMatchObject({ status: 'paid' });
  });
});

describe('ZarinPal chosen by the configuration', () => {
  it("is the app's gateway, counts in Rial, and the checkout's next step is StartPay; the sandbox page is not served", async () => {
    expect(app.paymentGateway.name).toBe('zarinpal');
    expect(app.paymentGateway.amountUnit).toBe('IRR');
    const { nextStep, authority } = await startPayment(db, app.clock, app.paymentGateway, payment());
    expect(nextStep).toBe(`${fake.origin}/pg/StartPay/${authority}`);
    const sandbox = await app.inject({ method: 'GET', url: '/api/shop/payments/sandbox/anything' });
    expect(sandbox.statusCode).toBe(404);
    expect(sandbox.headers['content-type']).toContain('application/json');
  });
});

describe('the payment configuration', () => {
  const production = { NODE_ENV: 'production', KAVENEGAR_API_KEY: 'k', KAVENEGAR_TEMPLATE: 't' } as const;

  it('uses the sandbox outside production and ZarinPal in production, at its real host unless told', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).PAYMENT_GATEWAY).toBe('sandbox');
    const live = loadConfig({ ...production, ZARINPAL_MERCHANT_ID: merchantId });
    expect(live.PAYMENT_GATEWAY).toBe('zarinpal');
    expect(live.ZARINPAL_BASE_URL).toBe('https://payment.zarinpal.com');
    expect(
      loadConfig({ PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: merchantId, ZARINPAL_SANDBOX: 'true' }).ZARINPAL_BASE_URL,
    ).toBe('https://sandbox.zarinpal.com');
  });

  it('refuses the sandbox and ZarinPal without a well-formed merchant id, or its sandbox host, in production', () => {
    expect(() => loadConfig({ ...production, PAYMENT_GATEWAY: 'sandbox' })).toThrow(/PAYMENT_GATEWAY: the sandbox gateway/);
    expect(() => loadConfig(production)).toThrow(/ZARINPAL_MERCHANT_ID: required when PAYMENT_GATEWAY is zarinpal/);
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'zarinpal', ZARINPAL_MERCHANT_ID: 'zarinpal-merchant' })).toThrow(
      /ZARINPAL_MERCHANT_ID: a 36-character merchant id/,
    );
    expect(() => loadConfig({ ...production, ZARINPAL_MERCHANT_ID: merchantId, ZARINPAL_SANDBOX: 'true' })).toThrow(
      /ZARINPAL_SANDBOX: ZarinPal's sandbox takes no money/,
    );
  });
});
