import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../db/client.ts';
import * as queries from './rate-limits-queries.ts';

/**
 * What @fastify/rate-limit hands `child()`: its options merged with the route's, and the route as `routeInfo` (its
 * types name the route's own options instead).
 */
interface RouteLimit {
  routeInfo: { method: string | string[]; url: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/**
 * @fastify/rate-limit's counts in PostgreSQL rather than in each process's memory, so that a client meets a route's
 * limit once however many processes serve it (docs/decisions/0028). One upsert per limited request.
 */
export function sharedRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    /** The route this store counts for: set by `child()`, as the plugin's own first store serves no route here. */
    #route = '';

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      this.#count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    async #count(key: string, windowMs: number) {
      const { hits, msLeft } = await queries.countHit(db, `${this.#route}\n${key}`, windowMs);
      return { current: hits, ttl: msLeft };
    }

    child(options: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const { routeInfo, continueExceeding, exponentialBackoff } = options as unknown as RouteLimit;
      // Each would need its own arithmetic in the upsert; no route of the shop asks for them.
      if (continueExceeding || exponentialBackoff) {
        throw new Error('the shared rate-limit store keeps plain windows: no continueExceeding or exponentialBackoff');
      }
      const store = new SharedRateLimitStore();
      store.#route = `${[routeInfo.method].flat().join(',')} ${routeInfo.url}`;
      return store;
    }
  }

  return SharedRateLimitStore;
}

/**
 * Deletes the windows that have ended, by the database's clock: they count nothing any more. The periodic sweep's,
 * rather than a limited request's, which waited for it (a table of every client's windows) once a minute in each
 * process.
 */
export function sweepRateLimitWindows(db: Database): Promise<void> {
  return queries.deleteEndedWindows(db);
}
