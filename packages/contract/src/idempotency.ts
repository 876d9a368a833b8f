import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * A client names one submission of a write (a new address; later a checkout, a payment) with a key of its own, sent
 * again with every retry of that submission: the server then writes once and answers the retries with the first
 * answer, marked by `Idempotent-Replayed: true`. Keys are remembered for a day.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';

/** 1–255 visible ASCII characters, as a UUID is. */
const IdempotencyKeySchema = z
  .string({ error: messages.idempotencyKeyInvalid })
  .regex(/^[\x21-\x7e]{1,255}$/, messages.idempotencyKeyInvalid)
  .describe('A key of the client for one submission; its retries send the same key');

/** The headers of a write that takes a key; the others pass as they are. */
export const IdempotencyHeadersSchema = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema.optional() });
