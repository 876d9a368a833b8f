import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database, DatabaseHandle } from '../db/client.ts';

/** What one cached read is taken to weigh unless its reader says (a rendered page does). */
const TYPICAL_READ_BYTES = 4 * 1024;
/** Any query string makes a new key: the memory the cache may hold is bounded, not only its count. */
const CACHE_BYTES = 64 * 1024 * 1024;
const CACHE_ENTRIES = 5000;

interface Store {
  entries: LRUCache<string, object>;
  /** Reads under way, by their key: a request that finds its read under way waits for it rather than reading again. */
  reading: Map<string, Promise<object>>;
  /** How far this database may lag behind the one that is written: a replica's bound, 0 for the primary. */
  lagMs: number;
}

/** Per database, so that apps on different databases (the tests') never see each other's reads. */
const stores = new WeakMap<Database, Store>();

/**
 * Keeps reads of this database for `ttlSeconds` in one store that every ReadCache shares; 0 turns caching off. A
 * replica's `lagSeconds`: for this long after a family is forgotten, reads of it from this database are not kept, as
 * the replica may not have replayed the change yet (docs/decisions/0029-past-one-machine.md).
 */
export function enableReadCaches(db: Database, ttlSeconds: number, { lagSeconds = 0 }: { lagSeconds?: number } = {}): void {
  if (ttlSeconds > 0) {
    stores.set(db, {
      entries: new LRUCache({
        max: CACHE_ENTRIES,
        maxSize: CACHE_BYTES,
        sizeCalculation: () => TYPICAL_READ_BYTES,
        ttl: ttlSeconds * 1000,
      }),
      reading: new Map(),
      lagMs: lagSeconds * 1000,
    });
  } else stores.delete(db);
}

/** Every family by name, for a forget heard from another process. */
const families = new Map<string, ReadCache>();

/** A forget told to the other processes: a family's name, or its name and the keys forgotten, a line each. */
interface ForgettingChannel {
  notify: (message: string) => Promise<void>;
  listen: (handlers: { onMessage: (message: string) => void; onGap: () => void }) => void;
  onError: (error: unknown) => void;
}

/** Where forgets are said; none until `shareForgetting`. */
let shared: ForgettingChannel | undefined;

/** Keys a family remembers as forgotten one by one before it is forgotten whole (products whose stock moved). */
const FORGOTTEN_KEYS_MAX = 20_000;

/** PostgreSQL's bound on a notification's payload, less a margin. */
const MESSAGE_BYTES = 7900;

/**
 * Several processes on one PostgreSQL forget together: each forget is said on the database and heard by every process,
 * this one too (a second forget, harmless). What a process hears is forgotten there. `listen` also reports a gap (its
 * connection was lost, so forgets may have been missed): everything is forgotten then. Answers how to stop saying
 * forgets.
 */
export function shareForgetting(channel: ForgettingChannel): () => void {
  shared = channel;
  channel.listen({
    onMessage: (message) => {
      const [family = '', ...keys] = message.split('\n');
      if (keys.length) families.get(family)?.forgetKeysHere(keys);
      else families.get(family)?.forgetHere();
    },
    onGap: () => {
      for (const family of families.values()) family.forgetHere();
    },
  });
  return () => {
    if (shared === channel) shared = undefined;
  };
}

const FORGET_CHANNEL = 'shop_read_cache_forget';

/** The channel of the processes on one PostgreSQL: NOTIFY and LISTEN on the shop's own name. */
export function forgettingChannel(database: DatabaseHandle, onError: (error: unknown) => void): ForgettingChannel {
  return {
    notify: async (message) => {
      await database.db.execute(sql`select pg_notify(${FORGET_CHANNEL}, ${message})`);
    },
    listen: (handlers) => database.listen(FORGET_CHANNEL, handlers),
    onError,
  };
}

/** The family and its keys; keys too many for one notification make it the whole family's forget. */
function messageOf(family: string, keys: readonly string[]): string {
  const message = [family, ...keys].join('\n');
  return Buffer.byteLength(message) <= MESSAGE_BYTES ? message : family;
}

/** Tells the other processes; a failure to tell them is reported, not the forget's caller's. */
function tellOthers(family: string, keys: readonly string[] = []): void {
  shared?.notify(messageOf(family, keys)).catch(shared.onError);
}

/**
 * A micro-cache for reads that are read far more often than they change and may be a few seconds old: one family of
 * reads that go stale together. `forget()` drops them all at once, with every family that is forgotten with this
 * one: a generation in every key moves on, and a read that raced a forget is not stored. Forgetting reaches the other
 * processes on the same PostgreSQL once `shareForgetting` is set up (server.ts does).
 */
export class ReadCache {
  #generation = 0;
  /** When this family was last forgotten, on the monotonic clock. */
  #forgottenAt = Number.NEGATIVE_INFINITY;
  /** Keys forgotten one by one since the family was last forgotten: how often, and when last. */
  #forgottenKeys = new Map<string, { generation: number; at: number }>();

  /**
   * `name` keeps this family's keys apart from the others'. `forgottenWith`: the families whose `forget()` forgets
   * this one too, such as rendered pages that show the catalogue.
   */
  constructor(
    private readonly name: string,
    private readonly options: { forgottenWith?: readonly ReadCache[] } = {},
  ) {
    families.set(name, this);
  }

  /**
   * The value kept under `key`, else `read()`'s, kept. Requests that ask for it while it is being read share that
   * read: one read, not fifty, when fifty customers ask for the same page. A request made after a forget never shares
   * a read begun before it, as its key carries the new generation.
   *
   * `bytes` weighs a value far from a few kilobytes; `follows` is the key this read stands for in the families it is
   * forgotten with (a product's rendered page, its product); `keepSeconds` keeps it longer than the store's lifetime,
   * for a read whose every change is forgotten; `keepsIf` keeps only the values it approves (a token found, not one
   * made up).
   */
  async read<Value extends object>(
    db: Database,
    key: string,
    read: () => Promise<Value>,
    {
      bytes,
      follows = key,
      keepSeconds,
      keepsIf,
    }: { bytes?: (value: Value) => number; follows?: string; keepSeconds?: number; keepsIf?: (value: Value) => boolean } = {},
  ): Promise<Value> {
    const store = stores.get(db);
    if (!store) return read();
    const readAt = this.#version(key, follows);
    const fullKey = `${this.name}:${readAt}:${key}`;
    const hit = store.entries.get(fullKey) ?? store.reading.get(fullKey);
    if (hit) return hit as Value | Promise<Value>;
    const reading = (async () => {
      const startedAt = performance.now();
      const value = await read();
      const settled = startedAt - this.#lastForgottenAt(key, follows) >= store.lagMs;
      if (settled && this.#version(key, follows) === readAt && (keepsIf?.(value) ?? true)) {
        store.entries.set(fullKey, value, {
          ...(bytes ? { size: bytes(value) } : {}),
          ...(keepSeconds ? { ttl: keepSeconds * 1000 } : {}),
        });
      }
      return value;
    })().finally(() => store.reading.delete(fullKey));
    store.reading.set(fullKey, reading);
    return reading;
  }

  /** Forgets this family here and in every other process of the shop. */
  forget(): void {
    this.forgetHere();
    tellOthers(this.name);
  }

  /** Forgets this family in this process only: another process said it forgot it. */
  forgetHere(): void {
    this.#generation++;
    this.#forgottenAt = performance.now();
    // The family's new generation is in every key from now on: what was forgotten key by key is gone with the rest.
    this.#forgottenKeys.clear();
  }

  /** Forgets the reads kept under `keys` here and in every other process, and keeps the family's other reads. */
  forgetKeys(keys: readonly string[]): void {
    if (!keys.length) return;
    this.forgetKeysHere(keys);
    tellOthers(this.name, keys);
  }

  /** Forgets the reads kept under `keys` in this process only. */
  forgetKeysHere(keys: readonly string[]): void {
    // Each key forgotten is remembered until the family is: past a bound, the family is forgotten instead.
    if (this.#forgottenKeys.size + keys.length > FORGOTTEN_KEYS_MAX) {
      this.forgetHere();
      return;
    }
    const at = performance.now();
    for (const key of keys) {
      this.#forgottenKeys.set(key, { generation: (this.#forgottenKeys.get(key)?.generation ?? 0) + 1, at });
    }
  }

  #lastForgottenAt(key: string, follows: string): number {
    return Math.max(
      this.#forgottenAt,
      this.#forgottenKeys.get(key)?.at ?? Number.NEGATIVE_INFINITY,
      ...(this.options.forgottenWith ?? []).map((family) => family.#lastForgottenAt(follows, follows)),
    );
  }

  /** Moves on whenever this family, one it is forgotten with, or the key alone (or the key it follows) is forgotten. */
  #version(key: string, follows: string): string {
    return [
      this.#generation,
      this.#forgottenKeys.get(key)?.generation ?? 0,
      ...(this.options.forgottenWith ?? []).map((family) => family.#version(follows, follows)),
    ].join('.');
  }
}
