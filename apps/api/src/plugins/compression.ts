import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

type AnswerEncoding = 'br' | 'gzip';
/** In the order the shop prefers them, for a client that takes both alike. */
const ANSWER_ENCODINGS: AnswerEncoding[] = ['br', 'gzip'];

/** Below this, compressing gains a phone less than it costs the shop. */
const COMPRESSED_FROM_BYTES = 1024;
/** Larger answers (a back-office export) are compressed as a stream, off the thread, and not kept. */
const KEPT_UP_TO_BYTES = 64 * 1024;
/** About a thousand listings and searches, each compressed once for brotli and once for gzip. */
const KEPT_BYTES = 16 * 1024 * 1024;

/** A quick brotli level: most answers are compressed once and then kept, but some on every request (a cart). */
const BROTLI_QUALITY = 4;

const compressors: Record<AnswerEncoding, (answer: string | Buffer) => Buffer> = {
  br: (answer) => zlib.brotliCompressSync(answer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: (answer) => zlib.gzipSync(answer),
};

/**
 * Answers go out compressed for phones on slow networks (pages keep their own compressed forms, the storefront's files
 * are compressed at build). A JSON answer is compressed once for as long as it is asked for unchanged: its compressed
 * forms are kept by the SHA-256 of its bytes, which costs a fifteenth of compressing them again. The catalogue's
 * answers (listings, searches, products) are the same bytes for every visitor until the catalogue changes, and were
 * compressed again for each (docs/decisions/0040-answers-compressed-once.md). Everything else (streams, larger
 * answers) goes through `@fastify/compress`.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  const kept = new LRUCache<string, Buffer>({
    maxSize: KEPT_BYTES,
    sizeCalculation: (compressed, key) => compressed.length + key.length,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const bytes = Buffer.byteLength(payload);
    if (bytes < COMPRESSED_FROM_BYTES || bytes > KEPT_UP_TO_BYTES) return payload;
    // Sent plain or compressed by what the client takes: a cache in between must keep them apart.
    varyByEncoding(reply);
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ANSWER_ENCODINGS);
    if (!encoding) return payload;
    const key = `${encoding}:${createHash('sha256').update(payload).digest('base64')}`;
    let compressed = kept.get(key);
    if (!compressed) {
      compressed = compressors[encoding](payload);
      kept.set(key, compressed);
    }
    reply.header('content-encoding', encoding);
    return compressed;
  });

  await app.register(compress, {
    threshold: COMPRESSED_FROM_BYTES,
    encodings: ANSWER_ENCODINGS,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

function varyByEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const named = (Array.isArray(vary) ? vary : vary === undefined ? [] : [String(vary)]).join(', ');
  if (!/\baccept-encoding\b/i.test(named)) reply.header('vary', named ? `${named}, accept-encoding` : 'accept-encoding');
}
