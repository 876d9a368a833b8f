import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { afterCommit, inTransaction } from './client.ts';

const { db } = await createTestApp();

describe('a step left for after the commit', () => {
  it('runs once the transaction has committed, after its work, and in a nested one only once the outer commits', async () => {
    const done: string[] = [];
    await inTransaction(db, async (tx) => {
      afterCommit(tx, () => done.push('outer'));
      await inTransaction(tx, async (nested) => {
        afterCommit(nested, () => done.push('nested'));
      });
      await tx.execute(sql`select 1`);
      done.push('work');
    });
    expect(done).toEqual(['work', 'outer', 'nested']);
  });

  it('never runs when the transaction rolls back', async () => {
    const done: string[] = [];
    await expect(
      inTransaction(db, async (tx) => {
        afterCommit(tx, () => done.push('forgotten'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(done).toEqual([]);
  });

  it('is refused in a transaction begun without inTransaction, whose commit it would miss', async () => {
    await expect(db.transaction(async (tx) => afterCommit(tx, () => undefined))).rejects.toThrow(/inTransaction/);
  });
});
