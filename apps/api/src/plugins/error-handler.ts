import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, InvalidError, TooManyRequestsError } from '../lib/errors.ts';

/** Fastify's own client errors, worded for a Persian customer. */
const clientErrorDetail: Record<number, string> = {
  401: messages.notAuthenticated,
  403: messages.noAccess,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  413: messages.requestTooLarge,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
};

/**
 * The one place where errors become the spec's bodies: 400 `{field: [...], non_field_errors: [...]}`, others
 * `{detail}`. A 5xx never shows its cause; it goes to the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = (issue.instancePath ?? '').split('/').filter(Boolean);
        // A query parameter is one field however deep its schema goes (`brand=1,x` is `brand`, not `brand.1`).
        const field = (error.validationContext === 'body' ? path.join('.') : path[0]) || NON_FIELD_ERRORS;
        const message = issue.message ?? messages.invalidValue;
        // Two items of one list (`brand=x,y`) fail alike: the field says so once.
        if (!body[field]?.includes(message)) body[field] = [...(body[field] ?? []), message];
      }
      return reply.code(400).send(body);
    }
    if (error instanceof InvalidError) return reply.code(400).send(error.fields);
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
    if (status === 400) return reply.code(400).send({ [NON_FIELD_ERRORS]: [messages.invalidJson] });
    if (status > 400 && status < 500) {
      return reply.code(status).send({ detail: clientErrorDetail[status] ?? messages.invalidValue });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: messages.internalServerError });
  });
}
