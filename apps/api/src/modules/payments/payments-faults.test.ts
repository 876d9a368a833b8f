import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { manualClock, quickCustomers } from '../../test/accounts.ts';
import { sweeper } from '../../test/payments.ts';
import { caller, checkoutBody, pressAtSandbox, stockOf, testAddresses, testMethods } from '../../test/shop.ts';
import { limitedProduct } from '../../test/shop-data.ts';
import { createTestApp } from '../../test/test-app.ts';
import { orderItems, orderPayments, orders } from '../orders/orders-tables.ts';
import { sandboxPayments } from './gateways/gateways-tables.ts';

const template = inject('testDatabase');

describe.skipIf(template.engine !== 'postgres')(
  'PostgreSQL connections lost while the bank sends customers back (skipped on PGlite: there is no server to lose)',
  () => {
    it('settles every payment once, with no customer reloading, after the reconciler runs', async () => {
      if (template.engine !== 'postgres') throw new Error('needs a PostgreSQL server');
      const time = manualClock();
      const { app, db } = await createTestApp({ clock: time.clock, env: { UNPAID_ORDER_MINUTES: '30' } });
      const call = caller(app);
      const methods = await testMethods(app);
      const addressesOf = await testAddresses(app, db);
      const START = 16;
      const product = await limitedProduct(db, 'اکسیژن‌ساز', START);
      const placed: string[] = [];
      for (const customer of await quickCustomers(db, START)) {
        const addresses = await addressesOf(customer.auth);
        expect((await call('POST', '/api/shop/cart/items', customer.auth, { product, quantity: 1 })).status).toBe(201);
        const body = checkoutBody(time.clock(), {
          address: addresses.tehran,
          shipping_method: methods.post.id,
          payment_method: methods.online.id,
        });
        const answer = await call('POST', '/api/shop/cart/checkout', customer.auth, body);
        expect(answer.status).toBe(200);
        placed.push(answer.body.next_step);
      }
      const callbacks = await Promise.all(placed.map((nextStep) => pressAtSandbox(app, nextStep, 'pay')));

      const current = (await db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] };
      const name = String(current.rows[0]?.name);
      const admin = new pg.Client({ connectionString: template.serverUrl });
      await admin.connect();
      let terminated = 0;
      let inFlight = true;
      const landings = Promise.allSettled(callbacks.map((url) => app.inject({ method: 'GET', url }))).finally(() => {
        inFlight = false;
      });
      try {
        while (inFlight) {
          const { rowCount } = await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [name],
          );
          terminated += rowCount ?? 0;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      } finally {
        await admin.end();
      }
      await landings;
      expect(terminated, 'connections were terminated while the callbacks ran').toBeGreaterThan(0);

      // No customer reloads: the minute sweeps after the claims went stale, and after the bank sessions ended.
      const sweep = sweeper(app);
      for (const minutes of [3, 31]) {
        time.advance(minutes * 60);
        await expect
          .poll(
            () =>
              sweep().then(
                () => true,
                () => false,
              ),
            { timeout: 10_000, interval: 100 },
          )
          .toBe(true);
      }

      const orderIds = (
        await db.selectDistinct({ id: orderItems.orderId }).from(orderItems).where(eq(orderItems.productId, product))
      ).map((row) => row.id);
      expect(orderIds).toHaveLength(START);
      const ours = await db.select().from(orders).where(inArray(orders.id, orderIds));
      const held = (await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)))
        .filter((item) => item.productId === product && item.stockTaken)
        .reduce((sum, item) => sum + item.quantity, 0);
      expect((await stockOf(db, product)) ?? 0, 'stock + held = start').toBe(START - held);

      const verified = await db.select().from(sandboxPayments).where(eq(sandboxPayments.status, 'verified'));
      const recorded = await db.select().from(orderPayments).where(inArray(orderPayments.orderId, orderIds));
      for (const payment of verified.filter((row) => orderIds.includes(Number(row.orderId)))) {
        expect(
          recorded.filter((row) => row.transactionId === payment.referenceId),
          'every verified payment recorded once',
        ).toHaveLength(1);
      }
      // Every customer paid at the bank: every order is paid, none failed with the money unrecorded.
      expect(ours.filter((order) => order.isPaid && order.status === 'processing')).toHaveLength(START);
      expect(recorded).toHaveLength(START);
    }, 120_000);
  },
);
