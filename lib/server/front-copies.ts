/**
 * Front copies: a cached page answered by the server guard itself (lib/server/server-guard.ts), without
 * reaching Next, for FRONT_COPY_MS after Next served it from the page cache. In a campaign's burst, the
 * same page is asked for thousands of times a second; Next's path for each of them (routing, an
 * incremental cache made three times, the page cache's lookup) is what set a server's capacity below a
 * bare Next page's (decision 0031).
 *
 * A copy is what Next answered: its headers (the security headers, Cache-Control, Vary, `x-nextjs-cache`)
 * and its kept gzip bytes (lib/server/response-compression.ts). It is made only from a `HIT`: never from
 * a render, a stale page (whose request starts the rebuild) or an answer that sets a cookie. It answers
 * only while the page cache has not changed since its request arrived (a page stored, a webhook:
 * lib/page-cache/changes.mjs, and with REDIS_URL the count every server keeps in Redis, read after the
 * request arrived), so a change reaches the very next request; and for FRONT_COPY_MS at most, so the end
 * of a page's period reaches Next within that. While Redis cannot say, there are none.
 *
 * Only a plain browser request has a copy: GET, no query once the guard has dropped what the page does
 * not read (a campaign link's `utm_source` meets the page's copy), gzip accepted as browsers list it, and
 * none of the headers that make Next answer something else than the page (an RSC request, a prefetch, a
 * draft).
 *
 * Not marked `server-only`, which throws outside React's server layer: used by the server guard in the
 * Node server. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { observer } from '@/lib/observability/observer.mjs';
import { pageCacheChanges } from '@/lib/page-cache/changes.mjs';
import { BoundedLru } from '@/lib/page-cache/lru.mjs';
import { CACHE_STATUS_HEADER, DRAFT_MODE_COOKIE, ROUTER_HEADERS } from '@/lib/server/next-internals';
import { acceptsGzipPlainly } from '@/lib/server/response-compression';

/** How long a copy answers at most: the end of a page's period reaches Next this late at worst. */
export const FRONT_COPY_MS = 1000;
export const FRONT_COPY_MAX_ENTRIES = 100;
export const FRONT_COPY_MAX_BYTES = 4 * 1024 * 1024;

/** Request headers a cached page varies by (its `Vary`) or that Next reads before the cache: none may be sent. */
const OTHER_ANSWERS = [...ROUTER_HEADERS, 'range'];
/** Written by Node for each answer. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Reads the count of changes to pages on every server (lib/page-cache/shared-store.mjs): null when it
 * cannot be read. None without REDIS_URL, where this server's own count is all there is.
 */
export type SharedChanges = (() => Promise<string | null>) | null;

/** Makes a copy of an answer once sent as kept gzip bytes (compressResponse's callback). */
export type CopyMaker = (res: ServerResponse, gzip: Buffer) => void;

interface FrontCopy {
  headers: OutgoingHttpHeaders;
  gzip: Buffer;
  /** Date.now() after which it answers no more. */
  until: number;
  /** pageCacheChanges() when its request arrived. */
  changes: number;
  /** The count of every server's changes its request read (none without Redis). */
  shared: string | null;
}

const copies = new BoundedLru<FrontCopy>({
  maxEntries: FRONT_COPY_MAX_ENTRIES,
  maxBytes: FRONT_COPY_MAX_BYTES,
  sizeOf: (copy) => copy.gzip.length + 1024,
});

/** Tests only. */
export function clearFrontCopies(): void {
  copies.clear();
}

/** The key of a request that a front copy may answer (its path), or null. */
export function frontCopyKey(req: IncomingMessage): string | null {
  const url = req.url;
  if (req.method !== 'GET' || !url || url.includes('?') || url.startsWith('/_next/') || url.startsWith('/api/')) return null;
  const headers = req.headers;
  for (const name of OTHER_ANSWERS) if (headers[name] !== undefined) return null;
  if (headers.cookie?.includes(DRAFT_MODE_COOKIE) || !acceptsGzipPlainly(headers['accept-encoding'])) return null;
  return url;
}

/** The copy of `key` made since the last change here and still within its time, or undefined. */
function goodCopy(key: string): FrontCopy | undefined {
  const copy = copies.get(key);
  if (copy && (copy.changes !== pageCacheChanges() || Date.now() >= copy.until)) {
    copies.delete(key);
    return undefined;
  }
  return copy;
}

function send(res: ServerResponse, copy: FrontCopy): void {
  observer()?.frontCopy?.(res);
  res.writeHead(200, copy.headers);
  res.end(copy.gzip);
}

/**
 * A callback for compressResponse: the copy is made if the answer was a page cache `HIT`, carrying the
 * counts from when its request arrived (a page stored while Next answered may be newer than the answer).
 */
function copyMaker(key: string, changes: number, shared: Promise<string | null> | null): CopyMaker {
  return (res, gzip) => {
    if (res.statusCode !== 200 || res.getHeader(CACHE_STATUS_HEADER) !== 'HIT' || res.hasHeader('set-cookie')) return;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(res.getHeaders())) if (!PER_ANSWER.has(name) && value !== undefined) headers[name] = value;
    headers['content-length'] = gzip.length;
    const keep = (count: string | null) => copies.set(key, { headers, gzip, until: Date.now() + FRONT_COPY_MS, changes, shared: count });
    if (!shared) keep(null);
    else void shared.then((count) => count !== null && keep(count));
  };
}

/**
 * Answers a request with a key from its front copy, or passes it to Next (`toNext`, given the callback
 * that makes the copy): at once without Redis, else once the count of every server's changes is read.
 */
export function answerOrPass(key: string, res: ServerResponse, toNext: (makeCopy: CopyMaker) => void, readShared: SharedChanges): void {
  const changes = pageCacheChanges();
  const copy = goodCopy(key);
  if (!readShared) {
    if (copy) send(res, copy);
    else toNext(copyMaker(key, changes, null));
    return;
  }
  const shared = readShared();
  if (!copy) {
    toNext(copyMaker(key, changes, shared));
    return;
  }
  void shared.then(
    (count) => {
      if (count !== null && count === copy.shared && goodCopy(key) === copy) send(res, copy);
      else toNext(copyMaker(key, changes, Promise.resolve(count)));
    },
    () => toNext(copyMaker(key, changes, Promise.resolve(null))),
  );
}
