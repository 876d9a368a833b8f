import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type ExtractTablesWithRelations, is, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { CHANGES_CHANNEL, type Change, ChangeFeed } from './change-feed.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the modules see, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** What a transaction begun by `inTransaction` leaves for after its commit (its changes told), and its database. */
interface Pending {
  db: Database;
  steps: (() => void)[];
}

const pendingOf = new WeakMap<Transaction, Pending>();

/** Each database's feed of changes, made with the database (`openPglite`, `connectPostgres`). */
const FEED = Symbol('change feed');

/**
 * The changes committed on `db`, which the app's caches listen to. A database opened otherwise than by `openPglite` or
 * `connectPostgres` (a migration's test) gets one of this process alone.
 */
export function changeFeedOf(db: Database): ChangeFeed {
  const held = db as unknown as { [FEED]?: ChangeFeed };
  if (!held[FEED]) withFeed(db, new ChangeFeed());
  return held[FEED] as ChangeFeed;
}

function withFeed<Db extends object>(db: Db, feed: ChangeFeed): Db {
  Object.defineProperty(db, FEED, { value: feed });
  return db;
}

/**
 * Runs `work` in `db` itself when it is a transaction already, else in a new one, and once it has committed tells this
 * process the changes its work said (`changed`). Inside a transaction a nested one is a savepoint, two round trips that buy
 * nothing when the work's failure fails the enclosing transaction too, as a write under an Idempotency-Key does
 * (`writeOnce`).
 */
export async function inTransaction<Result>(db: Database, work: (tx: Transaction) => Promise<Result>): Promise<Result> {
  if (is(db, PgTransaction)) return work(db as Transaction);
  const steps: (() => void)[] = [];
  const result = await db.transaction((tx) => {
    pendingOf.set(tx, { db, steps });
    return work(tx);
  });
  for (const step of steps) step();
  return result;
}

function pending(tx: Transaction): Pending {
  const found = pendingOf.get(tx);
  if (!found) throw new Error('changed needs a transaction begun by inTransaction, whose commit it waits for');
  return found;
}

/**
 * The one way to say "this changed": every app over this database, in this process and in the others on the same
 * PostgreSQL, learns it once `tx` commits, and none if it rolls back, so that no cache keeps what the transaction
 * replaced. `tx` must have been begun by `inTransaction`.
 */
export async function changed(tx: Transaction, change: Change): Promise<void> {
  const { db, steps } = pending(tx);
  const feed = changeFeedOf(db);
  // PostgreSQL delivers a notification on commit only, to every process listening (this one skips its own).
  if (feed.isShared) await tx.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${feed.payloadOf(change)})`);
  steps.push(() => feed.delivered(change));
}

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** Where the data is, for the start-up log; never includes a password. */
  location: string;
  /**
   * Hears of connections lost while no request held them (PostgreSQL restarted, or its backends were terminated): the
   * pool has dropped them and opens new ones for the next queries. PGlite, inside the process, loses none.
   */
  onConnectionLost(listener: (error: Error) => void): void;
  /**
   * Runs `work` while no other process on this database runs work under the same `name`: processes started together
   * migrate and load the demo shop one after another, the later ones finding it done. PGlite has one process.
   */
  oneAtATime<Result>(name: string, work: () => Promise<Result>): Promise<Result>;
  close(): Promise<void>;
}

export const pgliteExtensions = { pg_trgm };

/** Which engine answers a database's queries: PGlite's are this process's alone, PostgreSQL's may be shared. */
export function engineOf(db: Database): DatabaseHandle['engine'] {
  return (db as unknown as { $client: unknown }).$client instanceof PGlite ? 'pglite' : 'postgres';
}

/** Migrations sit beside this file in the sources and are copied beside the bundle in a build. */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db: withFeed(db as unknown as Database, new ChangeFeed()),
    engine: 'pglite',
    location: options.dataDir ?? 'memory',
    onConnectionLost: () => {},
    oneAtATime: (_name, work) => work(),
    close: () => client.close(),
  };
}

/** How long a request waits for a connection before it is answered 503, so that an unreachable server hangs nothing. */
const CONNECT_TIMEOUT_MS = 5000;

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * node-postgres's pool, made to outlive its server. A client whose connection is lost emits 'error', which ends the
 * process when nothing listens: the pool listens while it keeps the client idle, and here every client keeps a
 * listener for good. A client a caller holds (Drizzle's transactions do) is released to the pool as soon as its
 * connection is lost, so that the pool drops it and frees its place: Drizzle never releases a client whose BEGIN
 * failed, which would otherwise hold a place for good. The holder's own release then does nothing.
 */
class PoolSurvivingLoss extends pg.Pool {
  readonly #lost = new WeakSet<pg.PoolClient>();
  readonly #releaseOnLoss = new WeakMap<pg.PoolClient, (error: Error) => void>();

  constructor(config: pg.PoolConfig) {
    super(config);
    this.on('connect', (client) => {
      client.on('error', (error) => {
        this.#lost.add(client);
        this.#releaseOnLoss.get(client)?.(error);
      });
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    if (!callback) return super.connect().then((client) => this.#releasedOnLoss(client));
    // The pool's own queries take clients through a callback and release them on a loss themselves.
    super.connect(callback);
    return undefined;
  }

  #releasedOnLoss(client: pg.PoolClient): pg.PoolClient {
    const release = client.release;
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      this.#releaseOnLoss.delete(client);
      release(error);
    };
    client.release = releaseOnce;
    this.#releaseOnLoss.set(client, releaseOnce);
    // Lost between the pool's handing it over and now: the caller's first query fails and the place is free.
    if (this.#lost.has(client)) releaseOnce(new Error('Connection terminated unexpectedly'));
    return client;
  }
}

/** How long a lost LISTEN connection waits before it connects again, at most. */
const LISTEN_RETRY_MAX_MS = 10_000;

/**
 * One connection of its own that LISTENs on a channel (a pooled one would be handed to others), connected again
 * after a loss, with growing pauses, for as long as the shop runs.
 */
class Listener {
  #client: pg.Client | undefined;
  #closed = false;
  #retryMs = 250;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly channel: string,
    private readonly handlers: { onMessage: (payload: string) => void; onGap: () => void },
  ) {
    this.firstTry = this.#connect(false);
  }

  /** Settles once the first connection has begun to listen, or failed to (it is tried again meanwhile). */
  readonly firstTry: Promise<void>;

  async #connect(afterLoss: boolean): Promise<void> {
    if (this.#closed) return;
    const client = new pg.Client({
      connectionString: this.connectionString,
      keepAlive: true,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handlers.onMessage(message.payload ?? '');
    });
    this.#client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
      this.#retryMs = 250;
      if (afterLoss) this.handlers.onGap();
    } catch {
      this.#lost(client);
    }
  }

  #lost(client: pg.Client): void {
    if (this.#client !== client || this.#closed) return;
    this.#client = undefined;
    client.end().catch(() => {});
    this.#timer = setTimeout(() => void this.#connect(true), this.#retryMs);
    this.#timer.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, LISTEN_RETRY_MAX_MS);
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#client?.end().catch(() => {});
  }
}

function poolOver(connectionString: string, options: { connectTimeoutMs?: number }) {
  const pool = new PoolSurvivingLoss({
    connectionString,
    max: 20,
    connectionTimeoutMillis: options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    // Idle connections are closed after a while, and probed, so that a dead one is found before a request takes it.
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  const lostListeners = new Set<(error: Error) => void>();
  // Without a listener the pool's 'error' event ends the process; the pool has already dropped the client.
  pool.on('error', (error) => {
    for (const listener of lostListeners) listener(error);
  });
  const db = drizzleNodePg({ client: pool, schema });
  const url = new URL(connectionString);
  const listeners: Listener[] = [];
  const feed = new ChangeFeed({
    listen: (handlers) => {
      const listener = new Listener(connectionString, CHANGES_CHANNEL, handlers);
      listeners.push(listener);
      return listener.firstTry;
    },
  });
  const handle: DatabaseHandle = {
    db: withFeed(db as unknown as Database, feed),
    engine: 'postgres',
    location: `${url.hostname}:${url.port || 5432}${url.pathname}`,
    onConnectionLost: (listener) => lostListeners.add(listener),
    oneAtATime: async (name, work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [name]);
        return await work();
      } finally {
        // Closing the session frees the lock, whatever became of the work or of the connection.
        client.release(true);
      }
    },
    close: async () => {
      await Promise.all(listeners.map((listener) => listener.close()));
      await pool.end();
    },
  };
  return { db, handle };
}

/** A pool over a PostgreSQL server, without touching its tables (a test's unreachable server); see `openPostgres`. */
export function connectPostgres(connectionString: string, options: { connectTimeoutMs?: number } = {}): DatabaseHandle {
  return poolOver(connectionString, options).handle;
}

/** A pool over a PostgreSQL server whose tables are migrated; a server that cannot be reached fails the start. */
export async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const { db, handle } = poolOver(connectionString, {});
  try {
    // Drizzle's migrator takes no lock of its own: two processes starting at once would both apply the same migration.
    await handle.oneAtATime('shop:migrations', () => migrateNodePg(db, { migrationsFolder }));
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/**
 * A pool over a read replica: never migrated (a replica takes no writes; it follows its primary's migrations), but
 * asked once, so that a replica that cannot be reached fails the start as the primary does.
 */
export async function openReplica(connectionString: string): Promise<DatabaseHandle> {
  const handle = connectPostgres(connectionString);
  try {
    await handle.db.execute(sql`select 1`);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** The shop's database, and where its public catalogue is read: a replica's pool, or the same database. */
export interface ShopDatabase extends DatabaseHandle {
  readDb: Database;
  /** The replica, for the start-up log; unset when the catalogue is read from the primary. */
  readLocation: string | undefined;
}

/** PostgreSQL when a server is configured, else PGlite in the data folder: a fresh machine needs nothing installed. */
export async function openDatabase(config: {
  databaseUrl?: string | undefined;
  databaseReadUrl?: string | undefined;
  dataDir: string;
}): Promise<ShopDatabase> {
  const primary = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
  const replica = config.databaseReadUrl ? await openReplica(config.databaseReadUrl).catch(closing(primary)) : undefined;
  return {
    ...primary,
    readDb: replica?.db ?? primary.db,
    readLocation: replica?.location,
    close: async () => {
      await replica?.close();
      await primary.close();
    },
  };
}

/** Closes a database already open before the error goes on. */
const closing =
  (handle: DatabaseHandle) =>
  async (error: unknown): Promise<never> => {
    await handle.close();
    throw error;
  };
