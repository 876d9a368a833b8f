import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

export type Encoding = 'br' | 'gzip';
/** In the order the shop prefers them, for a client that takes both alike. */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/** Below this, compressing gains a phone less than it costs the shop. */
const COMPRESSED_FROM_BYTES = 1024;
/** Larger answers (a back-office export) are compressed as a stream, off the thread, and not kept. */
const KEPT_UP_TO_BYTES = 64 * 1024;

/** A quick brotli level: most answers are compressed once and then kept, but some on every request (a cart). */
const ANSWER_BROTLI_QUALITY = 4;

/** The encoding to send `request`'s answer in, of those the shop compresses to; undefined to send it plain. */
export function chosenEncoding(request: FastifyRequest): Encoding | undefined {
  return negotiate(request.headers['accept-encoding'] ?? '', ENCODINGS) ?? undefined;
}

/** `body` compressed in `encoding`: brotli at `brotliQuality`, gzip at zlib's default level. */
export function compressedAs(encoding: Encoding, body: string | Buffer, brotliQuality: number): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } })
    : zlib.gzipSync(body);
}

/**
 * Answers go out compressed for phones on slow networks (pages keep their own compressed forms, the storefront's files
 * are compressed at build). A JSON answer is compressed once for as long as it is asked for unchanged: its compressed
 * forms are kept by the SHA-256 of its bytes, which costs a fifteenth of compressing them again. The catalogue's
 * answers (listings, searches, products) are the same bytes for every visitor until the catalogue changes, and were
 * compressed again for each (docs/decisions/0040-answers-compressed-once.md). `keptBytes` bounds what they weigh (16 MB
 * by default, about a thousand listings and searches in both encodings); 0 compresses every answer afresh. Everything
 * else (streams, larger answers) goes through `@fastify/compress`.
 */
export async function registerCompression(app: FastifyInstance, { keptBytes }: { keptBytes: number }): Promise<void> {
  const kept =
    keptBytes > 0
      ? new LRUCache<string, Buffer>({ maxSize: keptBytes, sizeCalculation: (compressed, key) => compressed.length + key.length })
      : undefined;

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const bytes = Buffer.byteLength(payload);
    if (bytes < COMPRESSED_FROM_BYTES || bytes > KEPT_UP_TO_BYTES) return payload;
    // Sent plain or compressed by what the client takes: a cache in between must keep them apart.
    varyByEncoding(reply);
    const encoding = chosenEncoding(request);
    if (!encoding) return payload;
    const key = kept && `${encoding}:${createHash('sha256').update(payload).digest('base64')}`;
    let compressed = key ? kept?.get(key) : undefined;
    if (!compressed) {
      compressed = compressedAs(encoding, payload, ANSWER_BROTLI_QUALITY);
      if (key) kept?.set(key, compressed);
    }
    reply.header('content-encoding', encoding);
    return compressed;
  });

  await app.register(compress, {
    threshold: COMPRESSED_FROM_BYTES,
    encodings: ENCODINGS,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY } },
  });
}

/** Says that the answer goes out plain or compressed by what the client takes, keeping any other `Vary`. */
export function varyByEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const named = (Array.isArray(vary) ? vary : vary === undefined ? [] : [String(vary)]).join(', ');
  if (!/\baccept-encoding\b/i.test(named)) reply.header('vary', named ? `${named}, accept-encoding` : 'accept-encoding');
}
