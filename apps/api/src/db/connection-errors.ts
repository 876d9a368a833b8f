import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception), admin and crash
 * shutdown, still starting, and no connection slot left.
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123]|53300)$/;
/** The socket's errors when the server is down, restarting or out of reach. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres reports a connection that ended or never came with a plain Error and no code. */
const ENDED_CONNECTION = /^Connection terminated|timeout exceeded when trying to connect|not queryable$/;

/**
 * Why a request failed when PostgreSQL could not be reached or dropped the connection, rather than because of the
 * request (a 503 to try again later, not a 500); undefined for any other failure. Drizzle wraps a failed query's error
 * as its cause. The answer is short enough to log: the error itself carries the query, its values and the client.
 */
export function databaseUnavailable(error: unknown): { code?: string; reason: string } | undefined {
  const failure = error instanceof DrizzleQueryError ? error.cause : error;
  if (!(failure instanceof Error)) return undefined;
  const code = (failure as { code?: unknown }).code;
  if (typeof code === 'string') {
    return UNAVAILABLE_STATE.test(code) || SOCKET_CODES.has(code) ? { code, reason: failure.message } : undefined;
  }
  return ENDED_CONNECTION.test(failure.message) ? { reason: failure.message } : undefined;
}
