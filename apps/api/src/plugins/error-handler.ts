import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { databaseUnavailable } from '../db/connection-errors.ts';
import { HttpError, InvalidError, TooManyRequestsError } from '../lib/errors.ts';

/** Fastify's and Node's own refusals, worded for a Persian customer. */
const refusalDetail: Record<number, string> = {
  401: messages.notAuthenticated,
  403: messages.noAccess,
  404: messages.notFound,
  405: messages.methodNotAllowed,
  408: messages.requestTimeout,
  413: messages.requestTooLarge,
  414: messages.urlTooLong,
  415: messages.unsupportedMediaType,
  429: messages.tooManyRequests,
  431: messages.headersTooLarge,
};

/** A refusal the shop did not word itself (Fastify's, Node's), in the spec's shape; never its English cause. */
export function refusalBody(status: number, badRequest: string = messages.badRequest): Record<string, unknown> {
  if (status === 400) return { [NON_FIELD_ERRORS]: [badRequest] };
  if (status > 400 && status < 500) return { detail: refusalDetail[status] ?? messages.invalidValue };
  return { detail: messages.internalServerError };
}

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
 * `{detail}`. A 5xx never shows its cause; it goes to the log. A database that is away answers 503, not 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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

    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      // Nothing is retried here: a write whose answer was lost may have been committed, and only the customer knows
      // whether to send it again (docs/decisions/0012-db-loss-and-health.md).
      request.log.warn(unavailable, 'the database is unavailable; answered 503');
      return reply.code(503).send({ detail: messages.serviceUnavailable });
    }

    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Fastify's 400s left here are about the body it could not read (broken or empty JSON, a wrong length).
    return reply.code(status >= 400 && status < 600 ? status : 500).send(refusalBody(status, messages.invalidJson));
  });
}

/**
 * A request Node's HTTP parser refused (headers over the limit, not HTTP at all, too slow) never reaches Fastify: the
 * answer is written to the socket here, as Node's and Fastify's own would be, but in the spec's shape.
 */
function answerUnreadableRequest(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW'
          ? 413
          : 400;
  this.log.debug({ err: error }, 'unreadable request refused with %d', status);
  if (socket.writable) {
    const body = JSON.stringify(refusalBody(status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Fastify's router refusals (an address that does not decode, a parameter over maxParamLength), in Persian. */
function answerRouterRefusal(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 500;
  if (status >= 500) reply.log.error({ err: error }, 'request failed');
  reply.code(status).send(refusalBody(status, messages.invalidUrl));
}

/** Server options that word the refusals made before any route or hook of the app runs. */
export const refusalOptions = {
  frameworkErrors: answerRouterRefusal,
  clientErrorHandler: answerUnreadableRequest,
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

/**
 * Answers a request no route took: a 405 naming the methods when its API path is asked with a method it does not take
 * (Fastify's router answers 404 there to keep its lookups fast; only this answer pays for a second lookup), else 404.
 * Tracks the API's routes from here on, so it is made before they are registered.
 */
export function answerUnrouted(app: FastifyInstance): (request: FastifyRequest, reply: FastifyReply) => FastifyReply {
  const routes = FindMyWay({ ignoreTrailingSlash: true });
  const methods = new Set<HTTPMethod>();
  const added = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat() as HTTPMethod[]) {
      if (added.has(`${method} ${route.url}`)) continue;
      added.add(`${method} ${route.url}`);
      methods.add(method);
      routes.on(method, route.url, () => undefined);
    }
  });
  return (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = path.startsWith('/api/') ? [...methods].filter((method) => routes.find(method, path)).sort() : [];
    if (allowed.length) return reply.code(405).header('allow', allowed.join(', ')).send(refusalBody(405));
    return reply.code(404).send(refusalBody(404));
  };
}
