import type { z } from 'zod';
import { DetailErrorBodySchema, RateLimitedBodySchema, ValidationErrorBodySchema } from './errors.ts';
import type { RouteSpec } from './route.ts';

/**
 * The refusals a route can answer whatever it does, from what it reads: a bad parameter, query, header, body or Host
 * 400; a body too large 413 or of a type the shop does not read 415, on every method that may carry one; no such
 * record 404 where its path names one; no or a wrong token 401, a customer's where staff only 403; over its rate limit
 * 429; the database away 503. The API answers them with these schemas and the API document lists them
 * (apps/api/src/lib/serve.ts); a route's own `response` adds or overrides.
 */
export function refusalsOf(spec: RouteSpec, { rateLimited = false } = {}): Record<number, z.ZodType> {
  const refusals: Record<number, z.ZodType> = { 400: ValidationErrorBodySchema };
  if (spec.security) refusals[401] = DetailErrorBodySchema;
  if (spec.staff) refusals[403] = DetailErrorBodySchema;
  if (spec.params) refusals[404] = DetailErrorBodySchema;
  if (spec.method !== 'GET') Object.assign(refusals, { 413: DetailErrorBodySchema, 415: DetailErrorBodySchema });
  if (rateLimited) refusals[429] = RateLimitedBodySchema;
  if (!spec.withoutDatabase) refusals[503] = DetailErrorBodySchema;
  return refusals;
}
