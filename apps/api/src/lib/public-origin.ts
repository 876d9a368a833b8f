import type { FastifyRequest } from 'fastify';

/** PUBLIC_URL when the shop sits behind a proxy whose host the request does not show; else the request's own. */
export function requestOrigin(request: FastifyRequest): string {
  const publicUrl = request.server.config.PUBLIC_URL;
  return publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
}
