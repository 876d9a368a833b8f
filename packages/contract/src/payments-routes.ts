import { z } from 'zod';
import { DetailErrorBodySchema } from './errors.ts';
import { HtmlPageSchema } from './media.ts';
import { OrderPaymentStateSchema } from './payments.ts';
import { route } from './route.ts';

const callbackValue = z.union([z.string(), z.array(z.string())]);

/**
 * Whatever a bank appends to the callback URL; the gateway reads its own names. ZarinPal's (and the sandbox's, which
 * rehearses it) are named so that the document lists them.
 */
const CallbackQuerySchema = z.looseObject({
  Authority: callbackValue.optional().describe("The payment's authority at the gateway"),
  Status: callbackValue.optional().describe('`OK` when the customer paid, `NOK` when not'),
});

const pageParam = z.string().max(100);

/** A page, or the same page's «not found» as HTML. */
const pageAnswers = { 200: HtmlPageSchema, 404: HtmlPageSchema };
const sentOn = (where: string) => ({ 303: z.null().describe(`Sent on to ${where} (Location)`) });
const html = ['text/html'] as const;

const tags = ['payments'];

/** The pages on a payment's way to a bank and back: they answer pages and redirects, not JSON. */
export const paymentsRoutes = {
  redirectPage: route({
    method: 'GET',
    path: '/api/shop/payments/redirect/:token',
    tags,
    summary: "An HTML page that posts a bank's form (the checkout's next_step for banks that want one)",
    produces: html,
    params: z.object({ token: pageParam }),
    response: pageAnswers,
  }),
  sandboxPage: route({
    method: 'GET',
    path: '/api/shop/payments/sandbox/:authority',
    tags,
    summary: "The sandbox gateway's bank page with pay and cancel (not in production)",
    produces: html,
    params: z.object({ authority: pageParam }),
    response: pageAnswers,
  }),
  sandboxPay: route({
    method: 'POST',
    path: '/api/shop/payments/sandbox/:authority/pay',
    tags,
    summary: "The sandbox page's «پرداخت»: back to the shop's callback, as a bank sends",
    produces: html,
    params: z.object({ authority: pageParam }),
    response: { ...sentOn("the shop's callback"), 404: HtmlPageSchema },
  }),
  sandboxCancel: route({
    method: 'POST',
    path: '/api/shop/payments/sandbox/:authority/cancel',
    tags,
    summary: "The sandbox page's «انصراف»: back to the shop's callback, as a bank sends",
    produces: html,
    params: z.object({ authority: pageParam }),
    response: { ...sentOn("the shop's callback"), 404: HtmlPageSchema },
  }),
  callback: route({
    method: 'GET',
    path: '/api/shop/payments/callback',
    tags,
    summary:
      "The gateways' callback: verifies and records the payment, then redirects to /checkout/success?order_key=…, /checkout/failed?order_key=… or, while the bank's answer is not known, /checkout/pending?order_key=…",
    query: CallbackQuerySchema,
    response: sentOn('/checkout/success, /checkout/failed or /checkout/pending, with the order_key'),
  }),
  state: route({
    method: 'GET',
    path: '/api/shop/orders/:key/payment',
    tags: ['shop'],
    summary:
      "Where an order's payment stands, by the order's key: paid, still being verified with the bank, unpaid (and reserved until when), or closed",
    params: z.object({ key: z.string() }),
    response: { 200: OrderPaymentStateSchema, 404: DetailErrorBodySchema },
  }),
};
