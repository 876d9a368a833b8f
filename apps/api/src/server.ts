import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { databaseUnavailable } from './db/connection-errors.ts';
import { seedDemoShopIfEmpty } from './db/seed/demo-shop.ts';
import { configuredOrigin } from './lib/public-origin.ts';
import { sweepSigninCodes } from './modules/auth/auth-service.ts';
import { sweepIdempotencyKeys } from './modules/idempotency/idempotency-service.ts';
import { sweepUnpaidOnlineOrders } from './modules/payments/payments-service.ts';
import { sweepRateLimitWindows } from './modules/rate-limits/rate-limits-service.ts';
import { pruneSearchIndexChanges } from './modules/search/search-service.ts';
import { createSmsProvider } from './modules/sms/sms-service.ts';
import { sendDueTexts } from './modules/texts/texts-service.ts';

const config = loadConfig();
mkdirSync(config.mediaDir, { recursive: true });

const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  databaseReadUrl: config.DATABASE_READ_URL,
  dataDir: config.dataDir,
});
const app = await buildApp({
  config,
  db: database.db,
  readDb: database.readDb,
  log: { level: config.LOG_LEVEL },
});
app.addHook('onClose', () => database.close());
database.onConnectionLost((error) =>
  app.log.warn(
    databaseUnavailable(error) ?? { reason: error.message },
    'an idle database connection was lost; the next query opens another',
  ),
);

// Node ends the process on an error nothing caught (exit code 1), for its supervisor to start it again; this puts the
// error in the shop's log first.
process.on('uncaughtExceptionMonitor', (error, origin) =>
  app.log.fatal({ err: error, origin }, 'uncaught error: the process exits for its supervisor to start it again'),
);

if (config.SEED_DEMO) {
  // Processes started together (WORKERS, or several behind a proxy) load one demo shop: the first, while the others wait.
  const seeded = await database.oneAtATime('shop:demo-seed', () => seedDemoShopIfEmpty(database.db, app.media));
  if (seeded) app.log.info(seeded, 'demo shop loaded into the empty database');
}

// Payments whose fate the shop has not learnt are asked of the gateway, then unpaid online orders past their
// reservation fail and give their stock back, but for those a payment may still reach. Every process sweeps; an
// attempt and an order are taken by one sweep only (docs/decisions/0018-stock-locks-and-payments-once.md). The search indexes' old changes
// (docs/decisions/0033), expired idempotency keys, day-old sign-in codes and the rate limits' ended windows are deleted
// on the same beat, rather than before each write that could meet them.
const SWEEP_INTERVAL_MS = 60_000;
const payments = {
  db: database.db,
  clock: app.clock,
  gateway: app.paymentGateway,
  log: app.log,
  publicOrigin: configuredOrigin(config),
};
const sweeper = setInterval(() => {
  sweepUnpaidOnlineOrders(payments).then(
    ({ reconciled, failed }) => {
      if (reconciled) app.log.info({ reconciled }, 'payments settled by asking the gateway');
      if (failed) app.log.info({ failed }, 'unpaid orders past their reservation failed and gave their stock back');
    },
    (error: unknown) => app.log.error({ err: error }, 'the unpaid-order sweep failed'),
  );
  const housekeeping = [
    [pruneSearchIndexChanges, "pruning the search indexes' old changes failed"],
    [sweepIdempotencyKeys, 'deleting expired idempotency keys failed'],
    [sweepSigninCodes, 'deleting old sign-in codes failed'],
    [sweepRateLimitWindows, "deleting the rate limits' ended windows failed"],
  ] as const;
  for (const [sweep, failure] of housekeeping) {
    sweep(database.db, app.clock()).catch((error: unknown) => app.log.error({ err: error }, failure));
  }
}, SWEEP_INTERVAL_MS);
sweeper.unref();
app.addHook('onClose', async () => clearInterval(sweeper));

// The queued order texts go out from every process (TEXTS_WORKER), each text taken by one process only; a round
// starts only once the last has ended, so that a slow provider does not pile rounds up.
const TEXTS_INTERVAL_MS = 5_000;
if (config.TEXTS_WORKER) {
  const worker = { db: database.db, sms: createSmsProvider(config, database.db), clock: app.clock, log: app.log };
  let sending: Promise<void> | undefined;
  const texter = setInterval(() => {
    sending ??= sendDueTexts(worker).then(
      () => {
        sending = undefined;
      },
      (error: unknown) => {
        sending = undefined;
        app.log.error({ err: error }, 'sending the queued texts failed');
      },
    );
  }, TEXTS_INTERVAL_MS);
  texter.unref();
  app.addHook('onClose', async () => {
    clearInterval(texter);
    await sending;
  });
}

let closing = false;
// A signal that comes twice (Ctrl-C reaches a worker from the terminal and again from its primary) closes once.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight, then closing the database');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: config.HOST, port: config.PORT });
// The catalogue's search index is read while the shop already serves, so that no customer's search waits for it.
const indexStartedAt = performance.now();
app.catalogueSearch.warm().then(
  (products) => app.log.info({ products, ms: Math.round(performance.now() - indexStartedAt) }, 'the search index is ready'),
  (error: unknown) => app.log.warn({ err: error }, 'the search index could not be read yet: the first search reads it'),
);
const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
app.log.info(
  {
    url: `http://${shownHost}:${config.PORT}`,
    database: `${database.engine} (${database.location})`,
    ...(database.readLocation ? { catalogueReads: database.readLocation } : {}),
  },
  `shop is serving on http://${shownHost}:${config.PORT} with ${database.engine} at ${database.location}${database.readLocation ? `, the catalogue read from ${database.readLocation}` : ''}`,
);
if (config.SMS_PROVIDER === 'outbox') {
  app.log.warn(
    `sign-in codes are NOT sent by SMS (SMS_PROVIDER=outbox): they are kept in the database and readable at http://localhost:${config.PORT}/api/dev/sms-outbox from this machine only; set SMS_PROVIDER=kavenegar to send them`,
  );
}
