import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/env.ts';

export interface LogSettings {
  level: AppConfig['LOG_LEVEL'];
  /** Standard output when not given; tests pass a stream to read the log. */
  stream?: { write(line: string): void };
}

const REDACTED = '[redacted]';

/** Fields of the shop's bodies and rows that name or reach a person, or let someone act as them. */
const PERSONAL_FIELDS = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'birth_date',
  'national_code',
  'postal_code',
  'address',
  'mobile_number',
  'username',
  'code',
  'token',
  'firstName',
  'lastName',
  'birthDate',
  'nationalCode',
  'postalCode',
  'mobileNumber',
  'authorization',
  'cookie',
];

/**
 * pino blanks these wherever a log call puts them: a body, the headers that carry a token, a failed query's values,
 * a personal field at the top of a logged object or one level down. The serializers below keep them out of the
 * request and error entries; this catches whatever a later log call adds.
 */
const REDACTED_PATHS = [
  'body',
  '*.body',
  'params',
  '*.params',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  ...PERSONAL_FIELDS.flatMap((field) => [field, `*.${field}`]),
];

/** Query values can be personal (a mobile number, a name searched for in the address book): their names are enough. */
export function urlForLog(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const names = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`);
  return `${url.slice(0, start)}?${names.join('&')}`;
}

/**
 * Path parameters that are capabilities: whoever holds an order's key, a payment's authority or page token, a shared
 * catalogue's key or a signup link's code may act with it.
 */
const CAPABILITY_PARAMS = new Set([':key', ':code', ':authority', ':token']);

/** The request's address with its query's values blanked, and each capability its matched route reads in the path. */
function requestUrlForLog(request: FastifyRequest): string {
  const url = urlForLog(request.url);
  const pattern = request.routeOptions.url?.split('/') ?? [];
  if (!pattern.some((segment) => CAPABILITY_PARAMS.has(segment))) return url;
  const start = url.indexOf('?');
  const [path, query] = start < 0 ? [url, ''] : [url.slice(0, start), url.slice(start)];
  // The route matched this path, so its segments line up with the pattern's (a trailing slash only adds one at the end).
  const segments = path.split('/').map((segment, index) => (CAPABILITY_PARAMS.has(pattern[index] ?? '') ? REDACTED : segment));
  return segments.join('/') + query;
}

function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: requestUrlForLog(request), host: request.host, remoteAddress: request.ip };
}

/** A PostgreSQL error (node-postgres' or PGlite's): a five-character SQLSTATE and a severity. */
const isDatabaseError = (error: Error): error is Error & { code: string } =>
  'severity' in error && typeof (error as { code?: unknown }).code === 'string';

/**
 * The message of an error without the values it may quote: Drizzle puts a failed query's parameters in its message,
 * and PostgreSQL's data exceptions (SQLSTATE class 22) quote the value they refused.
 */
function messageForLog(error: Error): string {
  if (error instanceof DrizzleQueryError) return 'Failed query';
  if (isDatabaseError(error) && error.code.startsWith('22')) return error.message.replace(/"[^"]*"/g, `"${REDACTED}"`);
  return error.message;
}

/** What a database error says of where it happened: names of things, never the row (`detail`, `where`). */
const KEPT_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'schema', 'table', 'column', 'constraint', 'query'] as const;

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/**
 * An error as the log keeps it: its type, message and code, the schema names a database error gives, the SQL text
 * of a failed query (its values are `$1`, `$2`…), the stack's frames (its first line repeats the message) and its
 * cause, the same way.
 */
function errorForLog(error: unknown, depth = 0): LoggedError {
  // Something thrown that is not an Error may be any value a request sent: only its kind is kept.
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown value that is not an Error', stack: '' };
  const entry: LoggedError = {
    type: isDatabaseError(error) ? 'DatabaseError' : error.constructor.name,
    message: messageForLog(error),
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
  for (const field of KEPT_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (value !== undefined && value !== null) entry[field] = value;
  }
  if (error.cause instanceof Error && depth < 5) entry.cause = errorForLog(error.cause, depth + 1);
  return entry;
}

/** Fastify's logger: the level and destination asked for, and no personal field of any request in any entry. */
export function loggerOptions({ level, stream }: LogSettings): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    serializers: { req: requestForLog, err: errorForLog, error: errorForLog },
  };
}
