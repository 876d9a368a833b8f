import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from '../lib/errors.ts';

/**
 * Per-route limits by client address, kept in memory (see docs/decisions/0006): a route opts in with
 * `config: { rateLimit: { max, timeWindow } }`. The 429 is the shop's own, in Persian with the seconds to wait.
 */
export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
