import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, InvalidError, TooManyRequestsError } from '../lib/errors.ts';

/** Fastify's own client errors, worded for a Persian customer. */
const clientErrorDetail: Record<number, string> = {
  401: messages.notAuthenticated,
  403: messages.noAccess,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  413: messages.requestTooLarge,
  414: messages.invalidUrl,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
};

/**
 * Adds messages to a field of a 400 body, each once: two items of one list (`brand=x,y`) fail alike. A parameter
 * named `__proto__` cannot be a key of the answer (serializers drop it): its error belongs to no field.
 */
function addMessages(body: Record<string, string[]>, name: string, list: string[]): void {
  const field = name === '__proto__' ? NON_FIELD_ERRORS : name;
  // Own keys only: `constructor` and the like are inherited by every object.
  body[field] = [...new Set([...(Object.hasOwn(body, field) ? (body[field] ?? []) : []), ...list])];
}

/**
 * The one place where errors become the spec's bodies: 400 `{field: [...], non_field_errors: [...]}`, others
 * `{detail}`. A 5xx never shows its cause; it goes to the log. Fastify's refusals made before routing (a malformed
 * URL, an over-long path parameter) come here too, through its `frameworkErrors` option.
 */
export function sendError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const body: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const path = (issue.instancePath ?? '').split('/').filter(Boolean);
      // A query parameter is one field however deep its schema goes (`brand=1,x` is `brand`, not `brand.1`).
      const field = (error.validationContext === 'body' ? path.join('.') : path[0]) || NON_FIELD_ERRORS;
      addMessages(body, field, [issue.message ?? messages.invalidValue]);
    }
    return reply.code(400).send(body);
  }
  if (error instanceof InvalidError) {
    const body: Record<string, string[]> = {};
    for (const [field, list] of Object.entries(error.fields)) addMessages(body, field, list);
    return reply.code(400).send(body);
  }
  if (error instanceof TooManyRequestsError) {
    return reply
      .code(429)
      .header('retry-after', String(error.retryAfterSeconds))
      .send({ detail: error.message, retry_after: error.retryAfterSeconds });
  }
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, 'request failed');
    return reply.code(error.statusCode).send({ detail: error.message });
  }

  const status = error.statusCode ?? 500;
  if (status === 400) {
    const message = error.code === 'FST_ERR_BAD_URL' ? messages.invalidUrl : messages.invalidJson;
    return reply.code(400).send({ [NON_FIELD_ERRORS]: [message] });
  }
  if (status > 400 && status < 500) {
    return reply.code(status).send({ detail: clientErrorDetail[status] ?? messages.invalidValue });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ detail: messages.internalServerError });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}
