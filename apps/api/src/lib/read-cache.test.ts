import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import { enableReadCaches, ReadCache, shareForgetting } from './read-cache.ts';

/** The cache only keys on the database object; no query is sent. */
const newDatabase = () => ({}) as Database;

/** A read that answers how many times it has run. */
function counter() {
  let reads = 0;
  return { read: async () => ({ reads: ++reads }) };
}

describe('ReadCache', () => {
  it('reads once within the TTL, per database, and not at all when caching is off', async () => {
    const [db, other, off] = [newDatabase(), newDatabase(), newDatabase()];
    enableReadCaches(db, 30);
    enableReadCaches(other, 30);
    const cache = new ReadCache('test');
    const source = counter();
    expect(await cache.read(db, 'key', source.read)).toEqual({ reads: 1 });
    expect(await cache.read(db, 'key', source.read)).toEqual({ reads: 1 });
    expect(await cache.read(other, 'key', source.read)).toEqual({ reads: 2 });
    expect(await cache.read(off, 'key', source.read)).toEqual({ reads: 3 });
    expect(await cache.read(off, 'key', source.read)).toEqual({ reads: 4 });
  });

  it('keeps only the values its reader approves, and reads again the ones it did not', async () => {
    const db = newDatabase();
    enableReadCaches(db, 30);
    const cache = new ReadCache('approved');
    const source = counter();
    const keepsIf = ({ reads }: { reads: number }) => reads >= 2;
    expect(await cache.read(db, 'key', source.read, { keepsIf })).toEqual({ reads: 1 });
    expect(await cache.read(db, 'key', source.read, { keepsIf })).toEqual({ reads: 2 });
    expect(await cache.read(db, 'key', source.read, { keepsIf })).toEqual({ reads: 2 });
  });

  it('forgets a family with every family forgotten with it, and keeps the others', async () => {
    const db = newDatabase();
    enableReadCaches(db, 30);
    const catalogue = new ReadCache('catalogue');
    const pages = new ReadCache('pages', { forgottenWith: [catalogue] });
    const accounts = new ReadCache('accounts');
    const source = counter();
    await pages.read(db, 'home', source.read);
    await accounts.read(db, 'home', source.read);
    catalogue.forget();
    expect(await pages.read(db, 'home', source.read)).toEqual({ reads: 3 });
    expect(await accounts.read(db, 'home', source.read)).toEqual({ reads: 2 });
    pages.forget();
    expect(await catalogue.read(db, 'home', source.read)).toEqual({ reads: 4 });
    expect(await catalogue.read(db, 'home', source.read)).toEqual({ reads: 4 });
  });

  it('does not keep a value read while its family was forgotten', async () => {
    const db = newDatabase();
    enableReadCaches(db, 30);
    const cache = new ReadCache('test');
    let reads = 0;
    await cache.read(db, 'key', async () => {
      cache.forget();
      return { reads: ++reads };
    });
    expect(await cache.read(db, 'key', async () => ({ reads: ++reads }))).toEqual({ reads: 2 });
  });

  it('forgets one key and keeps the rest of its family, and does not keep that key read while it was forgotten', async () => {
    const db = newDatabase();
    enableReadCaches(db, 30);
    const cache = new ReadCache('test');
    const [one, two] = [counter(), counter()];
    await cache.read(db, 'one', one.read);
    await cache.read(db, 'two', two.read);
    cache.forgetKeysHere(['one']);
    expect(await cache.read(db, 'one', one.read)).toEqual({ reads: 2 });
    expect(await cache.read(db, 'one', one.read)).toEqual({ reads: 2 });
    expect(await cache.read(db, 'two', two.read)).toEqual({ reads: 1 });

    cache.forgetKeysHere(['one']);
    await cache.read(db, 'one', async () => {
      cache.forgetKeysHere(['one']);
      return one.read();
    });
    expect(await cache.read(db, 'one', one.read)).toEqual({ reads: 4 });
    // Forgetting the whole family forgets the keys forgotten alone too, and keeps nothing from before.
    cache.forget();
    expect(await cache.read(db, 'one', one.read)).toEqual({ reads: 5 });
    expect(await cache.read(db, 'two', two.read)).toEqual({ reads: 2 });
  });

  it('shares a read under way with those who ask meanwhile, but not with those who ask after a forget', async () => {
    const db = newDatabase();
    enableReadCaches(db, 30);
    const cache = new ReadCache('shared-reads');
    let reads = 0;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slowRead = async () => {
      const read = ++reads;
      await gate;
      return { read };
    };
    const atOnce = Array.from({ length: 50 }, () => cache.read(db, 'page', slowRead));
    cache.forgetKeysHere(['page']);
    const afterForget = cache.read(db, 'page', slowRead);
    release();
    expect(new Set(await Promise.all(atOnce))).toEqual(new Set([{ read: 1 }]));
    expect(await afterForget).toEqual({ read: 2 });
    expect(reads).toBe(2);

    // A read that fails fails those who shared it, and the next request reads again.
    const failing = async () => {
      reads++;
      throw new Error('database lost');
    };
    const failed = [cache.read(db, 'other', failing), cache.read(db, 'other', failing)];
    for (const result of await Promise.allSettled(failed)) expect(result.status).toBe('rejected');
    expect(reads).toBe(3);
    expect(await cache.read(db, 'other', async () => ({ read: ++reads }))).toEqual({ read: 4 });
  });

  it('forgets the whole family rather than remember more than 20,000 keys forgotten alone', async () => {
    const db = newDatabase();
    enableReadCaches(db, 30);
    const cache = new ReadCache('bounded');
    const other = counter();
    await cache.read(db, 'other', other.read);
    cache.forgetKeysHere(Array.from({ length: 20_000 }, (_, index) => `product:${index}`));
    expect(await cache.read(db, 'other', other.read)).toEqual({ reads: 1 });
    cache.forgetKeysHere(['product:20000']);
    expect(await cache.read(db, 'other', other.read)).toEqual({ reads: 2 });
  });

  it('tells the other processes which keys it forgot, and forgets the keys they name', async () => {
    const db = newDatabase();
    enableReadCaches(db, 30);
    const told: string[] = [];
    let hear: (message: string) => void = () => undefined;
    onTestFinished(
      shareForgetting({
        notify: async (message) => {
          told.push(message);
        },
        listen: ({ onMessage }) => {
          hear = onMessage;
        },
        onError: (error) => expect.fail(String(error)),
      }),
    );
    const cache = new ReadCache('shared');
    cache.forgetKeys(['product:1', 'product:2']);
    cache.forget();
    // More keys than a notification carries: the whole family is forgotten.
    cache.forgetKeys(Array.from({ length: 1000 }, (_, index) => `product:${index}`));
    expect(told).toEqual(['shared\nproduct:1\nproduct:2', 'shared', 'shared']);

    const [one, two] = [counter(), counter()];
    await cache.read(db, 'product:1', one.read);
    await cache.read(db, 'product:2', two.read);
    hear('shared\nproduct:1');
    expect(await cache.read(db, 'product:1', one.read)).toEqual({ reads: 2 });
    expect(await cache.read(db, 'product:2', two.read)).toEqual({ reads: 1 });
    hear('shared');
    expect(await cache.read(db, 'product:2', two.read)).toEqual({ reads: 2 });
  });

  it('drops the oldest reads when the weights given pass its bytes', async () => {
    const db = newDatabase();
    enableReadCaches(db, 30);
    const cache = new ReadCache('test');
    const source = counter();
    const heavy = () => 40 * 1024 * 1024;
    await cache.read(db, 'first', source.read, { bytes: heavy });
    await cache.read(db, 'second', source.read, { bytes: heavy });
    expect(await cache.read(db, 'second', source.read, { bytes: heavy })).toEqual({ reads: 2 });
    expect(await cache.read(db, 'first', source.read, { bytes: heavy })).toEqual({ reads: 3 });
  });

  it("keeps no read of a lagging replica until its lag has passed since the family's last forget", async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const [primary, replica] = [newDatabase(), newDatabase()];
    enableReadCaches(primary, 30);
    enableReadCaches(replica, 30, { lagSeconds: 5 });
    const catalogue = new ReadCache('catalogue');
    const pages = new ReadCache('pages', { forgottenWith: [catalogue] });
    const source = counter();
    expect(await catalogue.read(replica, 'key', source.read)).toEqual({ reads: 1 });
    expect(await catalogue.read(replica, 'key', source.read)).toEqual({ reads: 1 });

    catalogue.forget();
    vi.advanceTimersByTime(4900);
    expect(await catalogue.read(replica, 'key', source.read)).toEqual({ reads: 2 });
    expect(await catalogue.read(replica, 'key', source.read)).toEqual({ reads: 3 });
    expect(await pages.read(replica, 'home', source.read)).toEqual({ reads: 4 });
    expect(await pages.read(replica, 'home', source.read)).toEqual({ reads: 5 });
    // The primary has the change already: its reads are kept at once.
    expect(await catalogue.read(primary, 'key', source.read)).toEqual({ reads: 6 });
    expect(await catalogue.read(primary, 'key', source.read)).toEqual({ reads: 6 });

    vi.advanceTimersByTime(100);
    expect(await catalogue.read(replica, 'key', source.read)).toEqual({ reads: 7 });
    expect(await catalogue.read(replica, 'key', source.read)).toEqual({ reads: 7 });
    expect(await pages.read(replica, 'home', source.read)).toEqual({ reads: 8 });
    expect(await pages.read(replica, 'home', source.read)).toEqual({ reads: 8 });
  });
});
