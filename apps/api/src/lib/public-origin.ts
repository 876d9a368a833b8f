import type { FastifyRequest } from 'fastify';

/**
 * A Host header (or a believed X-Forwarded-Host) that is a host name or address with an optional port, and nothing
 * else: no path, no credentials. A request without one (HTTP/1.0) passes, as a health check sends it.
 */
export function isUsableHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  try {
    const url = new URL(`http://${host}`);
    return url.host !== '' && !url.username && !url.password && url.pathname === '/' && !url.search && !url.hash;
  } catch {
    return false;
  }
}

/** PUBLIC_URL when the shop sits behind a proxy whose host the request does not show; else the request's own. */
export function requestOrigin(request: FastifyRequest): string {
  const publicUrl = request.server.config.PUBLIC_URL;
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}

/**
 * The shop's host name for a message that names it (a sign-in code's `@host #code` line): PUBLIC_URL's, else the one
 * the request came to. The latter is whatever the client or a believed proxy sent, so a shop whose messages carry
 * it sets PUBLIC_URL.
 */
export function publicHost(request: FastifyRequest): string {
  return new URL(requestOrigin(request)).hostname;
}
