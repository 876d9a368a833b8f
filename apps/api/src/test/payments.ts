import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import type { FailureReason, PaymentRequest } from '../modules/payments/gateways/payment-gateway.ts';
import { sweepUnpaidOnlineOrders } from '../modules/payments/payments-service.ts';

let orders = 0;

/**
 * A payment for an order number of its own, as the checkout asks a gateway for one. The callback has a query of its
 * own, as the shop's may, which a gateway must keep beside its parameters.
 */
export function paymentRequest(amount = 1_250_000, extra: Partial<PaymentRequest> = {}): PaymentRequest {
  orders++;
  const orderId = String(1000 + orders);
  return {
    amount,
    orderId,
    description: `پرداخت سفارش ${orderId}`,
    callbackUrl: `http://shop.test/api/shop/payments/callback?attempt=${orders}`,
    ...extra,
  };
}

/** The parameters a callback URL carries, as the callback route reads them from its query. */
export const callbackQuery = (url: string | URL) => Object.fromEntries(new URL(url).searchParams);

/** A verification's failure as the customer meets it; the log's detail is whatever the gateway said. */
export const failure = (reason: FailureReason, message: string) => ({
  status: 'failed',
  reason,
  message,
  detail: expect.any(String),
});

/**
 * The server's minute sweep as a test runs it: the payments' reconciliation, then the unpaid-order sweep; answers how
 * many orders failed. `db` is another connection's, for tests of several processes.
 */
export const sweeper =
  (app: FastifyInstance, db: Database = app.db) =>
  async (): Promise<number> =>
    (
      await sweepUnpaidOnlineOrders({
        db,
        clock: app.clock,
        gateway: app.paymentGateway,
        log: app.log,
        publicOrigin: 'http://localhost',
      })
    ).failed;
