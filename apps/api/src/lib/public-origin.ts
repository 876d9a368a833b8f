import { isIP } from 'node:net';
import { NON_FIELD_ERRORS } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import type { FastifyRequest } from 'fastify';
import { InvalidError } from './errors.ts';

const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * A host a link can be built from: a DNS name, an IPv4 address or a bracketed IPv6 one, with an optional port
 * 1–65535, and nothing else. A name whose last label is a number is read as an IPv4 address by URL parsers, so it
 * must be one.
 */
export function isValidHost(host: string): boolean {
  const match = /^(\[[^\]]*\]|[^:]*)(?::(\d{1,5}))?$/.exec(host);
  const name = match?.[1];
  const port = match?.[2];
  if (!name || (port !== undefined && (Number(port) < 1 || Number(port) > 65_535))) return false;
  if (name.startsWith('[')) return isIP(name.slice(1, -1)) === 6;
  const labels = name.split('.');
  if (name.length > 253 || !labels.every((label) => DNS_LABEL.test(label))) return false;
  return !/^\d+$/.test(labels.at(-1) ?? '') || isIP(name) === 4;
}

/** Refuses a request whose Host (or a trusted proxy's X-Forwarded-Host) no link could be built from, as HTTP asks. */
export async function refuseInvalidHost(request: FastifyRequest): Promise<void> {
  if (request.host && !isValidHost(request.host)) throw new InvalidError({ [NON_FIELD_ERRORS]: [messages.invalidHost] });
}

/** The address and port the connection came to: the origin of a request that names no host (HTTP/1.0). */
function localAuthority(request: FastifyRequest): string {
  const address = (request.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
  return `${isIP(address) === 6 ? `[${address}]` : address}:${request.socket.localPort ?? 80}`;
}

/**
 * PUBLIC_URL when set; else the host the request came to, checked (see refuseInvalidHost), with https only when the
 * connection is TLS or a trusted proxy says so. X-Forwarded-* of a client that is not a trusted proxy is not read.
 */
export function requestOrigin(request: FastifyRequest): string {
  const publicUrl = request.server.config.PUBLIC_URL;
  if (publicUrl) return new URL(publicUrl).origin;
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  const host = request.host && isValidHost(request.host) ? request.host : localAuthority(request);
  return `${scheme}://${host}`;
}

/**
 * The shop's origin for links in what the server sends on its own, with no request to take it from (a payment the
 * reconciler settled): PUBLIC_URL's, else this machine's own address, which a shop whose texts carry links sets.
 */
export function configuredOrigin(config: { PUBLIC_URL?: string | undefined; PORT: number }): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
}

/**
 * The path and query asked for, also of a request whose target names an origin of its own (`GET http://other/…`,
 * which HTTP allows): links are built from it on the shop's origin, never on the one the target names.
 */
export function requestPath(request: FastifyRequest): string {
  const target = new URL(request.url, 'http://localhost');
  return `${target.pathname}${target.search}`;
}

/**
 * The shop's host name for a message that names it (a sign-in code's `@host #code` line): PUBLIC_URL's, else the one
 * the request came to. The latter is whatever the client or a believed proxy sent, so a shop whose messages carry
 * it sets PUBLIC_URL.
 */
export function publicHost(request: FastifyRequest): string {
  return new URL(requestOrigin(request)).hostname;
}
