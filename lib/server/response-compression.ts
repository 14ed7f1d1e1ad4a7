/**
 * Compression of the server's answers, applied by the server guard (lib/server/server-guard.ts) in place of
 * Next's own (`compress: false` in next.config.ts). It is the same middleware Next uses, with Next's
 * settings (gzip at zlib's default level, above 1 KB, compressible types only) and Next's release of
 * the zlib stream when a client leaves, plus one thing Next lacks: a page served whole from the page
 * cache, the same text for every visitor until it is revalidated, is compressed once and its gzip bytes
 * kept: compressing a whole page again for every request is the server's largest cost under load
 * (decision 0003; `npm run bench:profile`).
 *
 * Only a whole 200 answer that any shared cache may keep (its Cache-Control has an s-maxage or max-age
 * and no private, no-store, no-cache or no-transform) is kept, keyed by its full text: two answers share
 * gzip bytes only when their text is identical. Streamed and per-request answers are compressed as Next
 * compressed them. Browsers' plain `Accept-Encoding` lists take the kept bytes; a list with q-values is
 * left to the middleware's negotiation.
 *
 * Not marked `server-only`, which throws outside React's server layer: applied by the server guard in
 * the Node server. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { BoundedLru } from '@/lib/page-cache/lru.mjs';
import { compression, releaseCompressionStream } from '@/lib/server/next-internals';

const compress = compression();
/** The middleware's own threshold: smaller answers are sent as they are. */
const THRESHOLD_BYTES = 1024;

/** Kept gzip bytes: at most this many pages, and this many bytes of page text and gzip together. */
export const GZIP_CACHE_MAX_ENTRIES = 100;
export const GZIP_CACHE_MAX_BYTES = 8 * 1024 * 1024;

const kept = new BoundedLru<Buffer>({ maxEntries: GZIP_CACHE_MAX_ENTRIES, maxBytes: GZIP_CACHE_MAX_BYTES, sizeOf: (gzip) => gzip.length });
let compressions = 0;

export function compressionStats(): { keptPages: number; keptBytes: number; compressions: number } {
  return { keptPages: kept.size, keptBytes: kept.bytes, compressions };
}

export function resetCompressionCache(): void {
  kept.clear();
  compressions = 0;
}

/** `gzip, deflate, br, zstd` as browsers send it: gzip listed, no q-values to weigh. */
export function acceptsGzipPlainly(header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header.includes(';')) return false;
  return header.split(',').some((token) => token.trim().toLowerCase() === 'gzip');
}

function sharedCacheable(res: ServerResponse): boolean {
  const cacheControl = res.getHeader('cache-control');
  return (
    typeof cacheControl === 'string' &&
    /\b(?:s-maxage|max-age)=[1-9]/.test(cacheControl) &&
    !/\b(?:private|no-store|no-cache|no-transform)\b/.test(cacheControl)
  );
}

function gzipOf(text: string): Buffer {
  const hit = kept.get(text);
  if (hit) return hit;
  const gzip = gzipSync(text);
  compressions += 1;
  kept.set(text, gzip);
  return gzip;
}

type End = ServerResponse['end'];
type Write = ServerResponse['write'];

/**
 * Sets up the compression of one answer (call before Next handles the request). `onKeptGzip` is told
 * when the answer is a cached page sent as kept gzip bytes, once it has been sent.
 */
export function compressResponse(
  req: IncomingMessage,
  res: ServerResponse,
  onKeptGzip?: (res: ServerResponse, gzip: Buffer) => void,
): void {
  compress(req, res, () => {});
  // As Next does: the middleware never ends its zlib stream when the client leaves first.
  res.once('close', () => {
    if (!res.writableFinished) releaseCompressionStream(res);
  });
  if (req.method !== 'GET' || !acceptsGzipPlainly(req.headers['accept-encoding'])) return;

  // The middleware's methods, wrapped: a whole answer reaches `end` before any `write`.
  const write = res.write;
  const end = res.end;
  let streamed = false;
  res.write = function (this: ServerResponse, ...args: Parameters<Write>) {
    streamed = true;
    return write.apply(this, args);
  } as Write;
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (
      !streamed &&
      !this.headersSent &&
      typeof chunk === 'string' &&
      chunk.length >= THRESHOLD_BYTES &&
      this.statusCode === 200 &&
      !this.hasHeader('content-encoding') &&
      sharedCacheable(this) &&
      compression.filter(req, this)
    ) {
      const gzip = gzipOf(chunk);
      if (onKeptGzip) this.once('finish', () => onKeptGzip(this, gzip));
      this.setHeader('Content-Encoding', 'gzip');
      this.setHeader('Content-Length', gzip.length);
      // The middleware sees an encoded answer, adds `Vary: Accept-Encoding` and passes it on untouched.
      const done = typeof encoding === 'function' ? encoding : callback;
      return (end as (data: Buffer, cb?: unknown) => ServerResponse).call(this, gzip, done);
    }
    return (end as (...args: unknown[]) => ServerResponse).apply(this, [chunk, encoding, callback].slice(0, arguments.length));
  } as End;
}
