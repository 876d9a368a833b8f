import { renderText, type TextKind, type TextVariables, textKinds } from '@shop/contract/texts';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import { OutboxSmsProvider } from '../modules/sms/sms-service.ts';
import { sendDueTexts } from '../modules/texts/texts-service.ts';

/** Sends every queued text that is due into the outbox, as the server's worker does on its beat. */
export async function sendQueuedTexts(db: Database, clock: Clock): Promise<void> {
  const worker = { db, sms: new OutboxSmsProvider(db), clock, log: { warn: () => {} } };
  while ((await sendDueTexts(worker)) > 0);
}

/** A kind's default text with these values. */
export const defaultText = (kind: TextKind, variables: TextVariables) => renderText(textKinds[kind].body, variables);

/** The order texts the outbox kept for a number, oldest first, once the queue has sent what it holds. */
export async function textsSentTo(app: FastifyInstance, db: Database, clock: Clock, mobileNumber: string): Promise<string[]> {
  await sendQueuedTexts(db, clock);
  const answer = await app.inject({ method: 'GET', url: `/api/dev/sms-outbox?mobile_number=${mobileNumber}&limit=100` });
  return (answer.json().results as { message: string; code: string }[])
    .filter((message) => !message.code)
    .map((message) => message.message)
    .reverse();
}
