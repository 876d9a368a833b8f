import { eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { Heard } from '../db/change-feed.ts';
import { changed, changeFeedOf, inTransaction, openPostgres } from '../db/client.ts';
import { products } from '../db/schema.ts';
import { createTestApp, createTestDatabase } from '../test/test-app.ts';

const template = inject('testDatabase');

/** A read kept in `family` that answers how many times it has run: it runs again once the family is forgotten. */
function probe(family: { read: (key: string, read: () => Promise<{ reads: number }>) => Promise<{ reads: number }> }) {
  let reads = 0;
  return async () => (await family.read('probe', async () => ({ reads: ++reads }))).reads;
}

const renamed = (name: string) => async (tx: Parameters<Parameters<typeof inTransaction>[1]>[0]) => {
  await tx.update(products).set({ name }).where(eq(products.id, 1));
  await changed(tx, { catalogue: true });
};

describe("the app's caches", () => {
  it('forget what a committed change names, at once, and nothing a rolled-back change named', async () => {
    const { app, db } = await createTestApp();
    const heard: Heard[] = [];
    changeFeedOf(db).subscribe((change) => heard.push(change));
    const [catalogue, methods] = [probe(app.caches.catalogue), probe(app.caches.methods)];
    expect([await catalogue(), await methods()]).toEqual([1, 1]);

    const refused = inTransaction(db, async (tx) => {
      await renamed('نامی که نماند')(tx);
      throw new Error('the write failed after it said what it changed');
    });
    await expect(refused).rejects.toThrow('the write failed');
    expect([await catalogue(), await methods()]).toEqual([1, 1]);
    expect(heard).toEqual([]);

    await inTransaction(db, renamed('فشارسنج دیجیتال بازویی'));
    expect([await catalogue(), await methods()]).toEqual([2, 1]);
    expect(heard).toEqual([{ catalogue: true }]);
  });

  it('of two apps over two databases share nothing', async () => {
    const [one, two] = [await createTestApp(), await createTestApp()];
    const [first, second] = [probe(one.app.caches.catalogue), probe(two.app.caches.catalogue)];
    expect([await first(), await second()]).toEqual([1, 1]);
    await inTransaction(one.db, renamed('نام تازه'));
    expect([await first(), await second()]).toEqual([2, 1]);
  });
});

describe.skipIf(template.engine !== 'postgres')('caches of two processes on one PostgreSQL', () => {
  it("hear each other's committed changes, once, and never a rolled-back one", async () => {
    if (template.engine !== 'postgres') return;
    const { url } = await createTestDatabase(template);
    // Each over a pool of its own, as two processes are.
    const [one, two] = [
      await createTestApp({ database: await openPostgres(url) }),
      await createTestApp({ database: await openPostgres(url) }),
    ];
    const heard: Heard[] = [];
    changeFeedOf(two.db).subscribe((change) => heard.push(change));
    const other = probe(two.app.caches.catalogue);
    expect(await other()).toBe(1);

    await expect(
      inTransaction(one.db, async (tx) => {
        await renamed('نامی که نماند')(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await inTransaction(one.db, async (tx) => changed(tx, { methods: true }));
    // Notifications arrive in commit order: once the second is heard, the first would have been.
    await expect.poll(() => heard.length, { timeout: 5000, interval: 10 }).toBe(1);
    expect(heard).toEqual([{ methods: true }]);
    expect(await other()).toBe(1);

    await inTransaction(one.db, renamed('فشارسنج عقربه‌ای'));
    await expect.poll(() => other(), { timeout: 5000, interval: 10 }).toBe(2);
    expect(heard).toEqual([{ methods: true }, { catalogue: true }]);
  });
});
