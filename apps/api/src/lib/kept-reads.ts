import { LRUCache } from 'lru-cache';
import { deepFrozen } from './deep-frozen.ts';

/** What one read is taken to weigh unless its reader says (a rendered page does). */
const TYPICAL_READ_BYTES = 4 * 1024;

export interface KeptReadsOptions {
  /** How long a read is kept at most; 0 keeps nothing, so every read goes to the database. */
  seconds: number;
  /** Bounds on what the reads kept may weigh together, and on how many they are. */
  maxBytes: number;
  maxEntries: number;
  /**
   * For this long after a forget, reads are not kept: a replica the reads come from may not have replayed the change
   * yet (docs/decisions/0029-past-one-machine.md). 0 for the primary.
   */
  lagMs?: number;
  /**
   * The values are answers, plain objects and arrays: each is frozen as it is kept, so that nothing changes what
   * every visitor is shown and its JSON is written once (lib/response-serializer.ts).
   */
  frozen?: boolean;
}

/** Groups a family remembers as forgotten one by one before it is forgotten whole (products whose stock moved). */
const FORGOTTEN_GROUPS_MAX = 20_000;

/**
 * Reads kept in memory until what they show changes (told by the app's caches plugin) or `seconds` pass. Fifty
 * requests that ask for a read not kept while it is under way wait for that one read (lru-cache's `fetch`). A forget
 * moves on a generation that is part of every key, so that a read that was under way when its rows changed is never
 * found again. A read may name a group (a product's page names the product): forgetting the group forgets its reads
 * and keeps the others.
 */
export class KeptReads<Value extends object> {
  readonly #entries: LRUCache<string, Value, () => Promise<Value>> | undefined;
  readonly #lagMs: number;
  #generation = 0;
  /** When the family was last forgotten, on the monotonic clock. */
  #forgottenAt = Number.NEGATIVE_INFINITY;
  readonly #forgottenGroups = new Map<string, { generation: number; at: number }>();

  constructor({ seconds, maxBytes, maxEntries, lagMs = 0, frozen = false }: KeptReadsOptions) {
    this.#lagMs = lagMs;
    this.#entries =
      seconds > 0
        ? new LRUCache({
            max: maxEntries,
            maxSize: maxBytes,
            sizeCalculation: () => TYPICAL_READ_BYTES,
            ttl: seconds * 1000,
            fetchMethod: frozen
              ? async (_key, _stale, { context }) => deepFrozen(await context())
              : (_key, _stale, { context }) => context(),
          })
        : undefined;
  }

  /**
   * `read()`'s value, kept under `key`; `bytes` weighs a large value, `group` names what forgets it with others. A key
   * names one kind of read, so the value found under it is of the type its read answers.
   */
  async read<Result extends Value>(
    key: string,
    read: () => Promise<Result>,
    { bytes, group = key }: { bytes?: (value: Result) => number; group?: string } = {},
  ): Promise<Result> {
    const entries = this.#entries;
    const forgotten = this.#forgottenGroups.get(group);
    // Just after a forget, a replica may still show the rows from before it.
    if (!entries || performance.now() - Math.max(this.#forgottenAt, forgotten?.at ?? -Infinity) < this.#lagMs) {
      return read();
    }
    const value = await entries.fetch(`${this.#generation}.${forgotten?.generation ?? 0}:${key}`, {
      context: read,
      ...(bytes ? { sizeCalculation: (kept: Value) => bytes(kept as Result) } : {}),
    });
    // The fetch method always answers a value; lru-cache's type allows for one that was aborted, which none is.
    return value === undefined ? read() : (value as Result);
  }

  /** Forgets every read kept. */
  forget(): void {
    this.#generation++;
    this.#forgottenAt = performance.now();
    // The new generation is in every key from now on: what was forgotten group by group is gone with the rest.
    this.#forgottenGroups.clear();
  }

  /** Forgets the reads of these groups and keeps the others. */
  forgetGroups(groups: readonly string[]): void {
    if (this.#forgottenGroups.size + groups.length > FORGOTTEN_GROUPS_MAX) {
      this.forget();
      return;
    }
    const at = performance.now();
    for (const group of groups) {
      this.#forgottenGroups.set(group, { generation: (this.#forgottenGroups.get(group)?.generation ?? 0) + 1, at });
    }
  }

  /** Drops what is kept, for the app's close. */
  clear(): void {
    this.#entries?.clear();
  }
}
