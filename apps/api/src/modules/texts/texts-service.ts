import { readOrdering } from '@shop/contract/admin';
import { toLatinDigits } from '@shop/contract/persian';
import {
  type QueuedText,
  type QueuedTextListQuery,
  renderText,
  TEXT_KINDS,
  type TextKind,
  type TextSettings,
  type TextTemplate,
  type TextVariables,
  textKinds,
  textMessageWith,
  textPlaceholderLabel,
  unknownPlaceholders,
} from '@shop/contract/texts';
import { type Database, inTransaction, type Transaction } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { InvalidError } from '../../lib/errors.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { getSeller } from '../settings/settings-service.ts';
import { SmsDeliveryError, type SmsProvider } from '../sms/sms-service.ts';
import * as queries from './texts-queries.ts';

const MINUTE_MS = 60_000;
/** How long a worker holds a text it took: far longer than a provider's answer may take (Kavenegar's 10 s). */
const LEASE_MS = 2 * MINUTE_MS;
/** The wait after a failed attempt doubles from 30 s up to 15 min: a provider down for an hour is tried 10 times. */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 15 * MINUTE_MS;
/** A text that has failed for a day is given up on and kept as failed, for staff to see. */
export const GIVE_UP_MS = 24 * 60 * MINUTE_MS;
/** How many texts one round sends at most, so that a long queue does not hold a process's round for long. */
const ROUND_SIZE = 50;

export const retryDelay = (attempts: number) => Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

/** An event of an order (`order:12:paid`) to text about: its kind, and the values its placeholders take. */
export interface TextEvent {
  key: string;
  kind: TextKind;
  variables: Omit<TextVariables, 'store'>;
}

async function bodyOf(db: Database, kind: TextKind): Promise<string> {
  return (await queries.findTemplate(db, kind))?.body ?? textKinds[kind].body;
}

async function queue(tx: Transaction, event: TextEvent, numbers: string[], now: Date, keyOf: (number: string) => string) {
  if (!numbers.length) return;
  const [body, seller] = await Promise.all([bodyOf(tx, event.kind), getSeller(tx)]);
  const message = renderText(body, { ...event.variables, store: seller.name });
  await queries.insertTexts(
    tx,
    numbers.map((number) => ({
      eventKey: keyOf(number),
      kind: event.kind,
      mobileNumber: number,
      message,
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
}

/**
 * Queues the event's text to a customer in the caller's transaction, as its template reads now and with the store's
 * name: it goes out once the transaction commits, and never if it rolls back. An event queued before is not queued
 * again.
 */
export async function queueText(tx: Transaction, event: TextEvent, mobileNumber: string, now: Date): Promise<void> {
  await queue(tx, event, [mobileNumber], now, () => event.key);
}

/** Queues the event's text to each of the staff numbers (none, to nobody), as queueText does. */
export async function queueStaffText(tx: Transaction, event: TextEvent, now: Date): Promise<void> {
  await queue(tx, event, await queries.findStaffNumbers(tx), now, (number) => `${event.key}:${number}`);
}

/** What the worker needs: the database, the provider that sends, the time, and a log for what failed. */
export interface TextWorker {
  db: Database;
  sms: SmsProvider;
  clock: Clock;
  log: { warn: (details: object, message: string) => void };
}

/** The provider's reason is kept for staff; anything else is a fault of ours, named but not spelt out. */
const failureOf = (error: unknown) =>
  error instanceof SmsDeliveryError ? error.message.slice(0, 500) : `unexpected: ${(error as Error)?.name ?? 'error'}`;

/**
 * Sends the texts that are due, one after another, each claimed in a transaction of its own and marked sent only once
 * the provider took it. A failure waits its back-off (retryDelay) and ends the round, as the provider is likely down;
 * after a day of failures the text is kept as failed. Answers how many were sent.
 */
export async function sendDueTexts(worker: TextWorker): Promise<number> {
  const { db, sms, clock } = worker;
  let sent = 0;
  while (sent < ROUND_SIZE) {
    const now = clock();
    const text = await inTransaction(db, (tx) => queries.claimDueText(tx, now, new Date(now.getTime() + LEASE_MS)));
    if (!text) return sent;
    try {
      await sms.sendMessage({ mobileNumber: text.mobileNumber, text: text.message });
    } catch (error) {
      const failedAt = clock();
      const givenUp = failedAt.getTime() - text.createdAt.getTime() >= GIVE_UP_MS;
      await queries.updateText(db, text.id, {
        state: givenUp ? 'failed' : 'pending',
        lastError: failureOf(error),
        nextAttemptAt: new Date(failedAt.getTime() + retryDelay(text.attempts)),
      });
      worker.log.warn(
        { err: error, textId: text.id, attempts: text.attempts, givenUp },
        givenUp ? 'a text message failed for a day and was given up on' : 'a text message failed; it is tried again later',
      );
      return sent;
    }
    await queries.updateText(db, text.id, { state: 'sent', sentAt: clock() });
    sent += 1;
  }
  return sent;
}

// The back office.

function toTemplate(kind: TextKind, saved: { body: string; updatedAt: Date } | undefined): TextTemplate {
  const definition = textKinds[kind];
  return {
    kind,
    label: definition.label,
    audience: definition.audience,
    body: saved?.body ?? definition.body,
    default_body: definition.body,
    customised: saved !== undefined,
    placeholders: definition.placeholders.map((name) => ({ name, label: textPlaceholderLabel[name] })),
    updated_at: saved?.updatedAt.toISOString() ?? null,
  };
}

export async function listTemplates(db: Database): Promise<TextTemplate[]> {
  const saved = new Map((await queries.findTemplates(db)).map((row) => [row.kind, row]));
  return TEXT_KINDS.map((kind) => toTemplate(kind, saved.get(kind)));
}

type Author = { staffId: number; at: Date };

/** The kind's text from now on; one naming a placeholder the kind does not fill is refused, as it would be sent raw. */
export async function updateTemplate(db: Database, author: Author, kind: TextKind, body: string): Promise<TextTemplate> {
  const unknown = unknownPlaceholders(kind, body);
  if (unknown.length) throw new InvalidError({ body: [textMessageWith.unknownPlaceholders(unknown)] });
  return inTransaction(db, async (tx) => {
    const before = toTemplate(kind, await queries.findTemplate(tx, kind));
    const after = toTemplate(kind, await queries.saveTemplate(tx, kind, body, author.at));
    await recordAudit(tx, { ...author, entity: 'text_template', entityId: kind, action: 'update', before, after });
    return after;
  });
}

export async function resetTemplate(db: Database, author: Author, kind: TextKind): Promise<TextTemplate> {
  return inTransaction(db, async (tx) => {
    const removed = await queries.deleteTemplate(tx, kind);
    const after = toTemplate(kind, undefined);
    if (removed) {
      const before = toTemplate(kind, removed);
      await recordAudit(tx, { ...author, entity: 'text_template', entityId: kind, action: 'reset', before, after });
    }
    return after;
  });
}

export async function getTextSettings(db: Database): Promise<TextSettings> {
  return { staff_mobile_numbers: await queries.findStaffNumbers(db) };
}

/** The staff numbers, each once, in the order given. */
export async function updateTextSettings(db: Database, author: Author, numbers: string[]): Promise<TextSettings> {
  const unique = [...new Set(numbers)];
  return inTransaction(db, async (tx) => {
    const before = await getTextSettings(tx);
    await queries.saveStaffNumbers(tx, unique);
    const after = { staff_mobile_numbers: unique };
    await recordAudit(tx, { ...author, entity: 'text_settings', entityId: 1, action: 'update', before, after });
    return after;
  });
}

const toQueuedText = (row: queries.TextMessageRow): QueuedText => ({
  id: row.id,
  kind: row.kind as TextKind,
  mobile_number: row.mobileNumber,
  message: row.message,
  state: row.state,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  next_attempt_at: row.nextAttemptAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

export async function listQueuedTexts(db: Database, query: QueuedTextListQuery) {
  const { descending } = readOrdering(query.ordering, '-created_at');
  const digits = query.search ? toLatinDigits(query.search).replace(/\D/g, '') : '';
  const page = await queries.findTextsPage(
    db,
    { state: query.state, number: digits || undefined },
    { limit: query.limit, offset: query.offset, ascending: !descending },
  );
  return { count: page.count, results: page.rows.map(toQueuedText) };
}
