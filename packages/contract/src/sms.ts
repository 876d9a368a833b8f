import { z } from 'zod';
import { inQuery, paginated, paginationQuery } from './query.ts';
import { MobileNumberSchema } from './validation.ts';

/** Development only: the text messages the outbox provider kept instead of sending, newest first. */
export const SmsOutboxQuerySchema = z.object({
  mobile_number: inQuery(MobileNumberSchema.optional()),
  ...paginationQuery(20),
});

export const SmsOutboxMessageSchema = z
  .object({ mobile_number: z.string(), message: z.string(), code: z.string(), created_at: z.string() })
  .meta({ id: 'SmsOutboxMessage' });
export type SmsOutboxMessage = z.infer<typeof SmsOutboxMessageSchema>;

export const SmsOutboxListSchema = paginated(SmsOutboxMessageSchema);
