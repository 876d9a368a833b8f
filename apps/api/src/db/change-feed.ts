import { randomUUID } from 'node:crypto';

/**
 * What a write changed, in the shop's words: what the app's caches (answers, pages) must stop showing. A service says it
 * inside its transaction with `changed(tx, …)`; nothing else tells a cache anything.
 */
export interface Change {
  /** Anything a catalogue's list or page shows: products, prices, stock that sold out or came back, categories, brands. */
  catalogue?: true;
  /** Only these products' own pages: their stock moved, and no list shows it. */
  products?: number[];
  /** What every storefront page shows besides the catalogue: stories, announcements, articles, the store's settings. */
  storefront?: true;
  /** The shipping and payment methods offered. */
  methods?: true;
  /** A shareable catalogue's page (/catalogs?key=…). */
  sharedCatalogues?: true;
}

/** What a listener is told: a change, or that changes may have been missed (every kept read is then forgotten). */
export type Heard = Change | 'everything';

/** The channel the processes on one PostgreSQL tell each other changes on. */
export const CHANGES_CHANNEL = 'shop_changes';

/** PostgreSQL's bound on a notification's payload, less a margin. */
const PAYLOAD_BYTES = 7900;

/** How a PostgreSQL database shares changes: NOTIFY inside the writing transaction, LISTEN on a connection of its own. */
export interface SharedChanges {
  /** Settles once the first connection listens, or has failed to (it is tried again meanwhile). */
  listen(handlers: { onMessage: (payload: string) => void; onGap: () => void }): Promise<void>;
}

/**
 * A database's changes, told to the apps built over it once the transaction that made them commits: in this process
 * at once, after the commit (`delivered`), and in the other processes on the same PostgreSQL by the NOTIFY the
 * transaction sent, which PostgreSQL delivers only on commit. A rolled-back change is told to nobody.
 */
export class ChangeFeed {
  readonly #listeners = new Set<(heard: Heard) => void>();
  /** This feed's own notifications come back through its LISTEN: they were delivered already. */
  readonly #origin = randomUUID();
  #listening: Promise<void> | undefined;

  constructor(private readonly shared?: SharedChanges) {}

  /** Whether changes go to other processes too, as a NOTIFY inside the transaction. */
  get isShared(): boolean {
    return this.shared !== undefined;
  }

  /**
   * Hears every change committed from now on, here or (on PostgreSQL) in any process. Answers how to stop, and when
   * the other processes' changes are heard (at once on PGlite, whose database no other process opens).
   */
  subscribe(listener: (heard: Heard) => void): { stop: () => void; listening: Promise<void> } {
    this.#listeners.add(listener);
    this.#listening ??= this.shared?.listen({
      onMessage: (payload) => this.#heard(payload),
      onGap: () => this.#tell('everything'),
    });
    return { stop: () => this.#listeners.delete(listener), listening: this.#listening ?? Promise.resolve() };
  }

  /** The NOTIFY payload of a change: too many products for one notification make it the catalogue's change. */
  payloadOf(change: Change): string {
    const payload = JSON.stringify({ origin: this.#origin, change });
    if (Buffer.byteLength(payload) <= PAYLOAD_BYTES) return payload;
    return JSON.stringify({ origin: this.#origin, change: { ...change, products: undefined, catalogue: true } });
  }

  /** Tells this process's listeners of a change whose transaction has committed. */
  delivered(change: Change): void {
    this.#tell(change);
  }

  #heard(payload: string): void {
    let message: { origin?: unknown; change?: Change };
    try {
      message = JSON.parse(payload) as typeof message;
    } catch {
      // Not the shop's: whatever it says, forgetting everything is safe.
      this.#tell('everything');
      return;
    }
    if (message.origin !== this.#origin) this.#tell(message.change ?? 'everything');
  }

  #tell(heard: Heard): void {
    for (const listener of this.#listeners) listener(heard);
  }
}
