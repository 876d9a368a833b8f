import { z } from 'zod';

/** What the liveness and readiness routes answer when all is well; a 503 answers `{detail}` in Persian. */
export const HealthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
