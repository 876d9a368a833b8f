import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client.ts';
import { manualClock, newMobileNumber } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';
import { SmsDeliveryError, type SmsProvider, type TextMessage } from '../sms/sms-service.ts';
import { GIVE_UP_MS, queueText, sendDueTexts } from './texts-service.ts';
import { textMessages } from './texts-tables.ts';

const time = manualClock(Date.parse('2026-10-27T07:00:00Z'));
const { db } = await createTestApp({ clock: time.clock });

/** A provider double: it keeps what it was given, or throws as a provider that cannot be reached does. */
class FakeProvider implements SmsProvider {
  sent: TextMessage[] = [];
  down = false;
  calls = 0;

  async sendCode(): Promise<void> {}

  async sendMessage(message: TextMessage): Promise<void> {
    this.calls += 1;
    // A provider's answer takes a while: other workers run meanwhile.
    await new Promise((resolve) => setImmediate(resolve));
    if (this.down) throw new SmsDeliveryError('kavenegar unreachable: TimeoutError');
    this.sent.push(message);
  }

  to(mobileNumber: string): string[] {
    return this.sent.filter((message) => message.mobileNumber === mobileNumber).map((message) => message.text);
  }
}

const workerWith = (sms: SmsProvider) => ({ db, sms, clock: time.clock, log: { warn: () => {} } });

let events = 0;
/** A text of an order event of its own to `mobileNumber`, queued in a transaction of its own. */
async function queue(mobileNumber: string, text: string, key = `test:${++events}`) {
  await inTransaction(db, (tx) =>
    queueText(
      tx,
      { key, kind: 'status_processing', variables: { order: text, link: 'http://shop.test/t' } },
      mobileNumber,
      time.clock(),
    ),
  );
  return key;
}

const rowsOf = (keys: string[]) => db.select().from(textMessages).where(inArray(textMessages.eventKey, keys));

/** Runs the worker every minute for `minutes` of the fake clock. */
async function runFor(provider: FakeProvider, minutes: number) {
  for (let minute = 0; minute < minutes; minute++) {
    await sendDueTexts(workerWith(provider));
    time.advance(60);
  }
}

describe('the text queue', () => {
  it('queues the same event once, however often it is told', async () => {
    const number = newMobileNumber();
    const key = await queue(number, 'A');
    await queue(number, 'A again', key);
    await Promise.all([queue(number, 'A at once', key), queue(number, 'A at once', key)]);
    const provider = new FakeProvider();
    await sendDueTexts(workerWith(provider));
    expect(provider.to(number)).toHaveLength(1);
    expect(provider.to(number)[0]).toContain('سفارش شماره A شما در حال پردازش است.');
    expect(await rowsOf([key])).toMatchObject([{ state: 'sent', attempts: 1 }]);
  });

  it('texts nobody about a change that rolled back', async () => {
    const number = newMobileNumber();
    const key = `test:${++events}`;
    await expect(
      inTransaction(db, async (tx) => {
        await queueText(tx, { key, kind: 'status_processing', variables: { order: 'B' } }, number, time.clock());
        throw new Error('the change failed after queueing its text');
      }),
    ).rejects.toThrow('the change failed');
    const provider = new FakeProvider();
    await sendDueTexts(workerWith(provider));
    expect(provider.to(number)).toEqual([]);
    expect(await rowsOf([key])).toEqual([]);
  });

  it('loses nothing while the provider is down for an hour: each text goes once it is up, each phone’s in order', async () => {
    const [first, second] = [newMobileNumber(), newMobileNumber()];
    const provider = new FakeProvider();
    provider.down = true;
    const keys: string[] = [];
    // A text every ten minutes of the hour, to two phones by turns.
    for (let index = 1; index <= 6; index++) {
      keys.push(await queue(index % 2 ? first : second, `C${index}`));
      await runFor(provider, 10);
    }
    expect(provider.sent).toEqual([]);
    const during = await rowsOf(keys);
    expect(during.map((row) => row.state)).toEqual(Array(6).fill('pending'));
    // Each phone's first text is tried, backed off: an hour of a worker every minute tried it far fewer than 60 times;
    // the later ones wait behind it.
    const firsts = during.filter((row) => row.attempts > 0);
    expect(firsts.map((row) => row.eventKey)).toEqual(keys.slice(0, 2));
    expect(firsts.map((row) => row.lastError)).toEqual(Array(2).fill('kavenegar unreachable: TimeoutError'));
    expect(Math.max(...firsts.map((row) => row.attempts))).toBeLessThan(12);

    provider.down = false;
    await runFor(provider, 16);
    const numbered = (texts: string[]) => texts.map((text) => /C\d/.exec(text)?.[0]);
    expect(numbered(provider.to(first))).toEqual(['C1', 'C3', 'C5']);
    expect(numbered(provider.to(second))).toEqual(['C2', 'C4', 'C6']);
    expect((await rowsOf(keys)).map((row) => row.state)).toEqual(Array(6).fill('sent'));
    await runFor(provider, 30);
    expect(provider.sent.filter((message) => [first, second].includes(message.mobileNumber))).toHaveLength(6);
  });

  it('sends each text once with several workers at once', async () => {
    const numbers = Array.from({ length: 4 }, () => newMobileNumber());
    const keys: string[] = [];
    for (const number of numbers) for (const text of ['D1', 'D2', 'D3']) keys.push(await queue(number, text));
    const provider = new FakeProvider();
    const worker = workerWith(provider);
    await Promise.all([sendDueTexts(worker), sendDueTexts(worker), sendDueTexts(worker), sendDueTexts(worker)]);
    for (const number of numbers) {
      expect(provider.to(number).map((text) => /D\d/.exec(text)?.[0])).toEqual(['D1', 'D2', 'D3']);
    }
    expect(provider.calls).toBe(provider.sent.length);
    expect((await rowsOf(keys)).every((row) => row.state === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('gives up after a day of failures and keeps the text as failed, tried no more', async () => {
    const number = newMobileNumber();
    const key = await queue(number, 'E');
    const provider = new FakeProvider();
    provider.down = true;
    const start = time.clock().getTime();
    while (time.clock().getTime() - start <= GIVE_UP_MS + 15 * 60_000) {
      await sendDueTexts(workerWith(provider));
      time.advance(5 * 60);
    }
    const [row] = await rowsOf([key]);
    expect(row).toMatchObject({ state: 'failed', lastError: 'kavenegar unreachable: TimeoutError', sentAt: null });
    provider.down = false;
    await runFor(provider, 30);
    expect(provider.to(number)).toEqual([]);
    expect((await db.select().from(textMessages).where(eq(textMessages.eventKey, key)))[0]?.attempts).toBe(row?.attempts);
  });
});
