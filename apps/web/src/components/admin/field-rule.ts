import type { z } from 'zod';

/**
 * A react-admin input's check by the contract's own schema of that field: the same Persian message the API would
 * answer, shown before the form is sent.
 */
export const fieldRule =
  (schema: z.ZodType) =>
  (value: unknown): string | undefined => {
    const result = schema.safeParse(value);
    return result.success ? undefined : result.error.issues[0]?.message;
  };
