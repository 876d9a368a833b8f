import { paymentMessages } from '@shop/contract/payments';
import { toPersianDigits } from '@shop/contract/persian';
import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../test/accounts.ts';
import { callbackQuery, failure, paymentRequest as payment } from '../../../test/payments.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { startPayment } from './gateways-service.ts';
import type { PaymentGateway } from './payment-gateway.ts';

const time = manualClock();
const { app, db } = await createTestApp({ clock: time.clock });
const gateway = app.paymentGateway;

/** The page's style carries the nonce its Content-Security-Policy allows, or the browser would drop it. */
function styledByItsPolicy(page: { body: string; headers: Record<string, unknown> }) {
  const nonce = /style-src 'nonce-([^']+)'/.exec(String(page.headers['content-security-policy']))?.[1];
  return nonce !== undefined && page.body.includes(`<style nonce="${nonce}">`);
}

/** Opens a payment and answers what the customer's browser sees at each step. */
async function openPayment(request = payment()) {
  const started = await startPayment(db, time.clock, gateway, request);
  const pageUrl = new URL(started.nextStep);
  const page = await app.inject({ method: 'GET', url: pageUrl.pathname });
  const press = async (button: 'pay' | 'cancel') => {
    // As a browser posts an empty form.
    const pressed = await app.inject({
      method: 'POST',
      url: `${pageUrl.pathname}/${button}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pressed.statusCode).toBe(303);
    const callback = new URL(String(pressed.headers.location));
    return { callback, params: callbackQuery(callback) };
  };
  return { ...started, request, pageUrl, page, press };
}

describe('the sandbox gateway', () => {
  it('is the default outside production and counts in Toman', () => {
    expect(gateway.name).toBe('sandbox');
    expect(gateway.amountUnit).toBe('IRT');
  });

  it('shows a Persian bank page with the store, the order and the amount in Persian digits, and no script', async () => {
    const { nextStep, page, request } = await openPayment(payment(1_250_000));
    expect(nextStep).toMatch(/^http:\/\/shop\.test\/api\/shop\/payments\/sandbox\/[\w-]{24}$/);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain('تجهیزات پزشکی سپید');
    expect(html).toContain('۱٬۲۵۰٬۰۰۰ تومان');
    expect(html).toContain(`<dd>${toPersianDigits(request.orderId)}</dd>`);
    expect(html).toMatch(/<button class="primary" type="submit">پرداخت<\/button>/);
    expect(html).toMatch(/<button class="secondary" type="submit">انصراف<\/button>/);
    expect(html).not.toContain('<script');
    expect(styledByItsPolicy(page)).toBe(true);
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
  });

  it('sends the customer who pays back to the callback with the authority and OK, and verifies the payment once', async () => {
    const { authority, request, press } = await openPayment();
    const { callback, params } = await press('pay');
    expect(`${callback.origin}${callback.pathname}`).toBe('http://shop.test/api/shop/payments/callback');
    expect(params).toEqual({ ...callbackQuery(request.callbackUrl), Authority: authority, Status: 'OK' });
    expect(gateway.authorityOf(params)).toBe(authority);

    const first = await gateway.verify({ amount: request.amount, authority, callbackParams: params });
    expect(first).toEqual({
      status: 'paid',
      referenceId: expect.stringMatching(/^\d{10}$/),
      cardPan: expect.stringMatching(/^603799\*{6}\d{4}$/),
      alreadyVerified: false,
    });
    const again = await gateway.verify({ amount: request.amount, authority, callbackParams: params });
    expect(again).toEqual({ ...first, alreadyVerified: true });
  });

  it('answers one «verified now» to five verifications at once', async () => {
    const { authority, request, press } = await openPayment();
    const { params } = await press('pay');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => gateway.verify({ amount: request.amount, authority, callbackParams: params })),
    );
    expect(results.map((result) => result.status)).toEqual(Array(5).fill('paid'));
    expect(results.filter((result) => result.status === 'paid' && !result.alreadyVerified)).toHaveLength(1);
  });

  it('keeps the first press: paying twice is one payment, and cancelling after paying changes nothing', async () => {
    const { authority, request, press } = await openPayment();
    const paid = await press('pay');
    expect((await press('pay')).params).toEqual(paid.params);
    expect((await press('cancel')).params.Status).toBe('OK');
    const verified = await gateway.verify({ amount: request.amount, authority, callbackParams: paid.params });
    expect(verified.status).toBe('paid');
  });

  it("answers the customer's failure for a cancelled payment, and pay pressed afterwards does not revive it", async () => {
    const { authority, request, press } = await openPayment();
    const { params } = await press('cancel');
    expect(params).toEqual({ ...callbackQuery(request.callbackUrl), Authority: authority, Status: 'NOK' });
    expect((await press('pay')).params.Status).toBe('NOK');
    const result = await gateway.verify({ amount: request.amount, authority, callbackParams: params });
    expect(result).toEqual(failure('customer', paymentMessages.notPaid));
  });

  it('verifies nothing that was not paid, not for its amount, or not issued by it, whatever the callback says', async () => {
    const pending = await openPayment();
    const forged = { Authority: pending.authority, Status: 'OK' };
    expect(
      await gateway.verify({ amount: pending.request.amount, authority: pending.authority, callbackParams: forged }),
    ).toMatchObject({
      status: 'failed',
      reason: 'customer',
      message: paymentMessages.notPaid,
    });

    const { authority, request, press } = await openPayment(payment(500_000));
    const { params } = await press('pay');
    expect(await gateway.verify({ amount: request.amount + 1, authority, callbackParams: params })).toMatchObject({
      status: 'failed',
      reason: 'customer',
      message: paymentMessages.amountMismatch,
    });

    expect(
      await gateway.verify({ amount: 500_000, authority: 'not-issued', callbackParams: { Authority: 'not-issued' } }),
    ).toMatchObject({
      status: 'failed',
      reason: 'customer',
      message: paymentMessages.unknownTransaction,
    });
    // The mismatched verification did not use the payment up.
    expect(await gateway.verify({ amount: request.amount, authority, callbackParams: params })).toMatchObject({
      status: 'paid',
      alreadyVerified: false,
    });
  });

  it('shows a paid page what became of it and the way back, and an unknown one a Persian 404', async () => {
    const { pageUrl, press } = await openPayment();
    const { callback } = await press('pay');
    const page = await app.inject({ method: 'GET', url: pageUrl.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('این پرداخت انجام شده است.');
    expect(page.body).toContain(`href="${callback.toString().replaceAll('&', '&amp;')}"`);
    expect(page.body).not.toContain('type="submit">پرداخت');

    const unknown = await app.inject({ method: 'GET', url: '/api/shop/payments/sandbox/not-issued' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(unknown.body).toContain(paymentMessages.pageNotFound);
    expect(styledByItsPolicy(unknown)).toBe(true);
    const pressed = await app.inject({ method: 'POST', url: '/api/shop/payments/sandbox/not-issued/pay' });
    expect(pressed.statusCode).toBe(404);
  });
});

/** A bank that wants its form posted, as Mellat or Saman do. */
const postingBank: PaymentGateway = {
  name: 'posting-bank',
  amountUnit: 'IRR',
  request: async () => ({
    redirect: { method: 'POST', url: 'https://bank.test/pay', fields: { RefId: 'AF82041a2Bf6989c7fF9', Note: '"<&>' } },
    authority: 'AF82041a2Bf6989c7fF9',
  }),
  authorityOf: () => null,
  verify: async () => ({ status: 'failed', reason: 'gateway', message: '', detail: '' }),
};

describe('the posted-form redirect', () => {
  it('is one URL on the shop that posts the bank its fields, by a script or by its button', async () => {
    const { nextStep, authority } = await startPayment(db, time.clock, postingBank, payment());
    expect(authority).toBe('AF82041a2Bf6989c7fF9');
    expect(nextStep).toMatch(/^http:\/\/shop\.test\/api\/shop\/payments\/redirect\/[\w-]{24}$/);
    const page = await app.inject({ method: 'GET', url: new URL(nextStep).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form id="bank" method="post" action="https://bank.test/pay">');
    expect(page.body).toContain('<input type="hidden" name="RefId" value="AF82041a2Bf6989c7fF9">');
    expect(page.body).toContain('<input type="hidden" name="Note" value="&quot;&lt;&amp;&gt;">');
    expect(page.body).toContain('type="submit">ادامه و رفتن به درگاه بانک</button>');
    expect(styledByItsPolicy(page)).toBe(true);
    const policy = String(page.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(page.body).toContain(`<script nonce="${nonce}">document.getElementById('bank').submit();</script>`);
    expect(policy).toContain('form-action https://bank.test https:');
  });

  it('is gone after half an hour', async () => {
    const { nextStep } = await startPayment(db, time.clock, postingBank, payment());
    time.advance(30 * 60 + 1);
    const page = await app.inject({ method: 'GET', url: new URL(nextStep).pathname });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain(paymentMessages.pageNotFound);
  });

  it('keeps the GET redirect as the gateway gave it, with its fields in the query', async () => {
    const gettingBank: PaymentGateway = {
      ...postingBank,
      request: async () => ({
        redirect: { method: 'GET', url: 'https://bank.test/start?x=1', fields: { token: 'a b' } },
        authority: 't',
      }),
    };
    expect((await startPayment(db, time.clock, gettingBank, payment())).nextStep).toBe('https://bank.test/start?x=1&token=a+b');
  });
});
