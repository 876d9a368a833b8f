import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '@shop/contract/idempotency';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A request's Idempotency-Key and what makes another request the same one. */
export interface IdempotencyClaim {
  key: string;
  fingerprint: string;
}

/** A write's answer, and whether it is the first one given again. */
export interface WriteAnswer<Body> {
  status: number;
  body: Body;
  replayed: boolean;
}

/**
 * The key a request carries (checked by the route's `IdempotencyHeadersSchema`), or nothing. Its fingerprint is the
 * method, the route and the body as validated: the same form with Persian or Latin digits is the same request.
 */
export function idempotencyClaim(request: FastifyRequest): IdempotencyClaim | undefined {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof key !== 'string') return undefined;
  const fingerprint = createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
  return { key, fingerprint };
}

export function sendWriteAnswer<Body>(reply: FastifyReply, answer: WriteAnswer<Body>) {
  if (answer.replayed) reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return reply.code(answer.status).send(answer.body);
}
