import { z } from 'zod';

/** A 400 answer: field name → messages, plus `non_field_errors` for what belongs to no single field. */
export const ValidationErrorBodySchema = z
  .record(z.string(), z.array(z.string()))
  .meta({ id: 'ValidationError', description: 'فیلد → پیام‌های خطا، و non_field_errors' });
export type ValidationErrorBody = z.infer<typeof ValidationErrorBodySchema>;

/** 401, 403, 404, 429 and 5xx answers. */
export const DetailErrorBodySchema = z.object({ detail: z.string() }).meta({ id: 'DetailError' });
export type DetailErrorBody = z.infer<typeof DetailErrorBodySchema>;

export const NON_FIELD_ERRORS = 'non_field_errors';

/** A 429: the Persian sentence names the wait; `retry_after` gives it in seconds, as the Retry-After header does. */
export const RateLimitedBodySchema = DetailErrorBodySchema.extend({ retry_after: z.number().int() }).meta({
  id: 'RateLimitedError',
});
export type RateLimitedBody = z.infer<typeof RateLimitedBodySchema>;

/** What a route that reads a record refuses with: a bad id, query or body (400), or no such record (404). */
export const recordRefusals = { 400: ValidationErrorBodySchema, 404: DetailErrorBodySchema } as const;
