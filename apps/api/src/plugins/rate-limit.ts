import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../lib/errors.ts';

/**
 * Per-route limits by client address (see docs/decisions/0006): a route opts in with
 * `config: { rateLimit: { max, timeWindow } }`. The counts are kept in `store` when given (app.ts gives PostgreSQL's,
 * shared by every process on it: docs/decisions/0028), else in this process's memory. The 429 is the shop's own, in
 * Persian with the seconds to wait.
 */
export async function registerRateLimit(app: FastifyInstance, store?: FastifyRateLimitStoreCtor): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store } : {}),
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
