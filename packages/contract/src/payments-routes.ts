import { z } from 'zod';
import { route } from './route.ts';

/** Whatever a bank appends to the callback URL; the gateway reads its own names. */
const CallbackQuerySchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const pageParam = z.string().max(100);

const tags = ['payments'];

/** The pages on a payment's way to a bank and back: they answer pages and redirects, not JSON. */
export const paymentsRoutes = {
  redirectPage: route({
    method: 'GET',
    path: '/api/shop/payments/redirect/:token',
    tags,
    summary: "An HTML page that posts a bank's form (the checkout's next_step for banks that want one)",
    params: z.object({ token: pageParam }),
  }),
  sandboxPage: route({
    method: 'GET',
    path: '/api/shop/payments/sandbox/:authority',
    tags,
    summary: "The sandbox gateway's bank page with pay and cancel (not in production)",
    params: z.object({ authority: pageParam }),
  }),
  sandboxPay: route({
    method: 'POST',
    path: '/api/shop/payments/sandbox/:authority/pay',
    tags,
    summary: "The sandbox page's «پرداخت»: back to the shop's callback, as a bank sends",
    params: z.object({ authority: pageParam }),
  }),
  sandboxCancel: route({
    method: 'POST',
    path: '/api/shop/payments/sandbox/:authority/cancel',
    tags,
    summary: "The sandbox page's «انصراف»: back to the shop's callback, as a bank sends",
    params: z.object({ authority: pageParam }),
  }),
  callback: route({
    method: 'GET',
    path: '/api/shop/payments/callback',
    tags,
    summary:
      "The gateways' callback: verifies and records the payment, then redirects to /checkout/success?order_key=… or /checkout/failed",
    query: CallbackQuerySchema,
  }),
};
