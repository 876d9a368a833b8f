import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { KeptReads } from './kept-reads.ts';

const kept = (options: { seconds?: number; lagMs?: number; maxBytes?: number } = {}) =>
  new KeptReads<{ reads: number }>({ seconds: 30, maxBytes: 64 * 1024 * 1024, maxEntries: 5000, ...options });

/** A read that answers how many times it has run. */
function counter() {
  let reads = 0;
  return { read: async () => ({ reads: ++reads }) };
}

describe('KeptReads', () => {
  it('reads once within its time, and every time when it is off', async () => {
    const [on, off] = [kept(), kept({ seconds: 0 })];
    const source = counter();
    expect(await on.read('key', source.read)).toEqual({ reads: 1 });
    expect(await on.read('key', source.read)).toEqual({ reads: 1 });
    expect(await off.read('key', source.read)).toEqual({ reads: 2 });
    expect(await off.read('key', source.read)).toEqual({ reads: 3 });
  });

  it('freezes what it keeps when its values are answers, to the last row, so that no request changes them', async () => {
    const answers = new KeptReads<{ rows: { name: string }[] }>({ seconds: 30, maxBytes: 1024, maxEntries: 10, frozen: true });
    const page = await answers.read('page', async () => ({ rows: [{ name: 'فشارسنج' }] }));
    expect(Object.isFrozen(page) && Object.isFrozen(page.rows) && Object.isFrozen(page.rows[0])).toBe(true);
    expect(() => {
      (page.rows[0] as { name: string }).name = 'دیگر';
    }).toThrow(TypeError);
    const plain = await kept().read('key', counter().read);
    expect(Object.isFrozen(plain)).toBe(false);
  });

  it('does not keep a value read while it was forgotten', async () => {
    const cache = kept();
    let reads = 0;
    await cache.read('key', async () => {
      cache.forget();
      return { reads: ++reads };
    });
    expect(await cache.read('key', async () => ({ reads: ++reads }))).toEqual({ reads: 2 });
  });

  it('forgets one group and keeps the rest, and does not keep that group read while it was forgotten', async () => {
    const cache = kept();
    const [one, two] = [counter(), counter()];
    await cache.read('one', one.read);
    await cache.read('two', two.read);
    cache.forgetGroups(['one']);
    expect(await cache.read('one', one.read)).toEqual({ reads: 2 });
    expect(await cache.read('one', one.read)).toEqual({ reads: 2 });
    expect(await cache.read('two', two.read)).toEqual({ reads: 1 });

    cache.forgetGroups(['one']);
    await cache.read('one', async () => {
      cache.forgetGroups(['one']);
      return one.read();
    });
    expect(await cache.read('one', one.read)).toEqual({ reads: 4 });
    // Forgetting everything forgets the groups forgotten alone too, and keeps nothing from before.
    cache.forget();
    expect(await cache.read('one', one.read)).toEqual({ reads: 5 });
    expect(await cache.read('two', two.read)).toEqual({ reads: 2 });
  });

  it('forgets the reads of a group that other keys name', async () => {
    const cache = kept();
    const [page, other] = [counter(), counter()];
    await cache.read('page:/products/7', page.read, { group: 'product:7' });
    await cache.read('page:/products/8', other.read, { group: 'product:8' });
    cache.forgetGroups(['product:7']);
    expect(await cache.read('page:/products/7', page.read, { group: 'product:7' })).toEqual({ reads: 2 });
    expect(await cache.read('page:/products/8', other.read, { group: 'product:8' })).toEqual({ reads: 1 });
  });

  it('shares a read under way with those who ask meanwhile, but not with those who ask after a forget', async () => {
    const cache = new KeptReads<{ read: number }>({ seconds: 30, maxBytes: 1024 * 1024, maxEntries: 100 });
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
    const atOnce = Array.from({ length: 50 }, () => cache.read('page', slowRead));
    cache.forgetGroups(['page']);
    const afterForget = cache.read('page', slowRead);
    release();
    expect(new Set(await Promise.all(atOnce))).toEqual(new Set([{ read: 1 }]));
    expect(await afterForget).toEqual({ read: 2 });
    expect(reads).toBe(2);

    // A read that fails fails those who shared it, and the next request reads again.
    const failing = async (): Promise<{ read: number }> => {
      reads++;
      throw new Error('database lost');
    };
    const failed = [cache.read('other', failing), cache.read('other', failing)];
    for (const result of await Promise.allSettled(failed)) expect(result.status).toBe('rejected');
    expect(reads).toBe(3);
    expect(await cache.read('other', async () => ({ read: ++reads }))).toEqual({ read: 4 });
  });

  it('forgets everything rather than remember more than 20,000 groups forgotten alone', async () => {
    const cache = kept();
    const other = counter();
    await cache.read('other', other.read);
    cache.forgetGroups(Array.from({ length: 20_000 }, (_, index) => `product:${index}`));
    expect(await cache.read('other', other.read)).toEqual({ reads: 1 });
    cache.forgetGroups(['product:20000']);
    expect(await cache.read('other', other.read)).toEqual({ reads: 2 });
  });

  it('drops the oldest reads when the weights given pass its bytes', async () => {
    const cache = kept();
    const source = counter();
    const heavy = () => 40 * 1024 * 1024;
    await cache.read('first', source.read, { bytes: heavy });
    await cache.read('second', source.read, { bytes: heavy });
    expect(await cache.read('second', source.read, { bytes: heavy })).toEqual({ reads: 2 });
    expect(await cache.read('first', source.read, { bytes: heavy })).toEqual({ reads: 3 });
  });

  it('keeps no read of a lagging replica until its lag has passed since the last forget', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const replica = kept({ lagMs: 5000 });
    const source = counter();
    expect(await replica.read('key', source.read)).toEqual({ reads: 1 });
    expect(await replica.read('key', source.read)).toEqual({ reads: 1 });

    replica.forget();
    vi.advanceTimersByTime(4900);
    expect(await replica.read('key', source.read)).toEqual({ reads: 2 });
    expect(await replica.read('key', source.read)).toEqual({ reads: 3 });
    vi.advanceTimersByTime(200);
    expect(await replica.read('key', source.read)).toEqual({ reads: 4 });
    expect(await replica.read('key', source.read)).toEqual({ reads: 4 });

    replica.forgetGroups(['key']);
    expect(await replica.read('key', source.read)).toEqual({ reads: 5 });
    vi.advanceTimersByTime(5100);
    expect(await replica.read('key', source.read)).toEqual({ reads: 6 });
    expect(await replica.read('key', source.read)).toEqual({ reads: 6 });
  });
});
