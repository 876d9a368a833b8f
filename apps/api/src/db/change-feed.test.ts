import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import type { Heard } from './change-feed.ts';
import { changed, changeFeedOf, inTransaction } from './client.ts';

const { db } = await createTestApp();
const heard: Heard[] = [];
changeFeedOf(db).subscribe((change) => heard.push(change));

describe('a change said in a transaction', () => {
  it('is told once the transaction has committed, after its work, and in a nested one only once the outer commits', async () => {
    heard.length = 0;
    const told: string[] = [];
    await inTransaction(db, async (tx) => {
      await changed(tx, { storefront: true });
      await inTransaction(tx, async (nested) => {
        await changed(nested, { methods: true });
      });
      await tx.execute(sql`select 1`);
      told.push(`work, with ${heard.length} told`);
    });
    expect(told).toEqual(['work, with 0 told']);
    expect(heard).toEqual([{ storefront: true }, { methods: true }]);
  });

  it('is never told when the transaction rolls back', async () => {
    heard.length = 0;
    await expect(
      inTransaction(db, async (tx) => {
        await changed(tx, { catalogue: true });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard).toEqual([]);
  });

  it('is refused in a transaction begun without inTransaction, whose commit it would miss', async () => {
    await expect(db.transaction(async (tx) => changed(tx, { catalogue: true }))).rejects.toThrow(/inTransaction/);
  });
});
