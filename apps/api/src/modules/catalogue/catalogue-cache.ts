import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';

/**
 * Micro-cache of catalogue reads. A shop window is read far more than it changes: listing pages, counts and price
 * ranges are kept for a few seconds per database, and any catalogue write in this process forgets them all at once
 * (the generation in every key moves on). Several servers on one PostgreSQL see each other's writes within the TTL.
 */
let generation = 0;
const caches = new WeakMap<Database, LRUCache<string, object>>();

/** What one cached read is taken to weigh unless its reader says (a rendered page does). */
const TYPICAL_READ_BYTES = 4 * 1024;
/** Any query string makes a new key: the memory the cache may hold is bounded, not only its count. */
const CACHE_BYTES = 64 * 1024 * 1024;

export function enableCatalogueCache(db: Database, ttlSeconds: number): void {
  if (ttlSeconds > 0) {
    caches.set(
      db,
      new LRUCache({ max: 5000, maxSize: CACHE_BYTES, sizeCalculation: () => TYPICAL_READ_BYTES, ttl: ttlSeconds * 1000 }),
    );
  } else caches.delete(db);
}

export function forgetCatalogue(): void {
  generation++;
}

export async function cachedRead<Value extends object>(
  db: Database,
  key: string,
  read: () => Promise<Value>,
  bytes?: (value: Value) => number,
): Promise<Value> {
  const cache = caches.get(db);
  if (!cache) return read();
  const fullKey = `${generation}:${key}`;
  const hit = cache.get(fullKey);
  if (hit) return hit as Value;
  const readAt = generation;
  const value = await read();
  // A write that landed while reading makes this value stale before it is stored.
  if (readAt === generation) cache.set(fullKey, value, bytes ? { size: bytes(value) } : {});
  return value;
}
