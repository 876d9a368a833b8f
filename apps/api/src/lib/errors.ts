import { messages, messageWith } from '@shop/contract/messages';

/** Errors the services throw; one handler turns them into the spec's bodies. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export class NotFoundError extends HttpError {
  constructor(detail: string = messages.notFound) {
    super(404, detail);
  }
}

export class ForbiddenError extends HttpError {
  constructor(detail: string = messages.noAccess) {
    super(403, detail);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(detail: string = messages.notAuthenticated) {
    super(401, detail);
  }
}

/** A 400 with messages per field; `non_field_errors` for the rest. */
export class InvalidError extends HttpError {
  constructor(readonly fields: Record<string, string[]>) {
    super(400, Object.values(fields).flat().join('\n'));
  }
}

/** A 429 that says how long to wait: in the Persian sentence, in `retry_after` and in the Retry-After header. */
export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterSeconds: number,
    detail: string = messageWith.retryAfter(retryAfterSeconds),
  ) {
    super(429, detail);
  }
}
