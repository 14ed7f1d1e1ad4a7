/**
 * The guard in front of every request, in the Node server itself (installed once by
 * instrumentation.ts, before the first request). It costs a few string checks per request, where a
 * Next proxy.ts cost about 1 ms of CPU per request even when it did nothing (measured: an empty
 * proxy took `/` from about 2 to 3 ms of server CPU per request).
 *
 * - A method the path does not answer gets a 405 with `Allow` (lib/http-methods.ts). TRACE and
 *   TRACK never even reached Next's handling: it threw building its Request, answering a bare 500.
 * - A path that is not valid percent-encoding is served the portal's 404 page (an API path, a 400),
 *   where Next answered a bare 500.
 * - A page's render sees only the query parameters its route honours (lib/query-rules.ts): the
 *   request is rewritten before Next reads it, so the address bar keeps what the visitor sent.
 * - A request Node's parser rejects (oversized headers, a malformed request line) gets its 400 or 431.
 * - Every request that reaches Next gets its answer compressed here, in Next's place, keeping the gzip
 *   bytes of cached pages (lib/response-compression.ts).
 * Every answer given here carries the portal's security headers, and none logs anything.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { allowedMethods, isApiPath } from '@/lib/http-methods';
import { planQuery } from '@/lib/query-rules';
import { compressResponse } from '@/lib/response-compression';
import { guardHeaders } from '@/lib/security-headers';

/** A path no route has: rewritten to it, a request renders the portal's not-found page (404). */
export const NOT_FOUND_PATH = '/_portal/not-found';

/** Next's own files: never guarded, never rewritten. */
const FRAMEWORK_PREFIX = '/_next/';

export type GuardDecision =
  | { kind: 'pass' }
  | { kind: 'rewrite'; url: string }
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: string };

function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function answer(status: number, extra: Record<string, string> = {}, body = ''): GuardDecision {
  const headers = Object.fromEntries(guardHeaders(extra));
  headers['content-length'] = String(Buffer.byteLength(body));
  return { kind: 'answer', status, headers, body };
}

/** What to do with a request, from its method and raw URL (path and query, as sent). */
export function guardRequest(method: string, url: string): GuardDecision {
  // An absolute-form request line (`GET http://host/x`) is left to Next.
  if (!url.startsWith('/') || url.startsWith(FRAMEWORK_PREFIX)) return { kind: 'pass' };
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const api = isApiPath(path);

  const allow = allowedMethods(path);
  if (!allow.includes(method)) return answer(405, { Allow: allow.join(', ') });

  if (path.includes('%') && !decodable(path)) {
    if (api) return answer(400, { 'Content-Type': 'application/json' }, JSON.stringify({ detail: 'Alamat tidak valid.' }));
    return { kind: 'rewrite', url: NOT_FOUND_PATH };
  }

  if (queryAt === -1) return { kind: 'pass' };
  const plan = planQuery(path, new URLSearchParams(url.slice(queryAt + 1)));
  return plan ? { kind: 'rewrite', url: `${plan.pathname}${plan.search}` } : { kind: 'pass' };
}

const INSTALLED = Symbol.for('portal.serverGuard');

/** What a clean shutdown needs to know (lib/graceful-shutdown.ts): the server, and what it is still answering. */
export interface Traffic {
  server: http.Server | null;
  inFlight: number;
  /** Set on shutdown: every answer from then on closes its connection. */
  draining: boolean;
}

export const traffic: Traffic = { server: null, inFlight: 0, draining: false };

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };

function clientErrorStatus(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/** Writes a whole response on a socket whose request could not be parsed, then closes it. */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || (socket as Duplex & { bytesWritten?: number }).bytesWritten) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus(error);
  const lines = [`HTTP/1.1 ${status} ${STATUS_TEXT[status]}`];
  for (const [name, value] of guardHeaders({ 'Content-Length': '0', Connection: 'close' })) lines.push(`${name}: ${value}`);
  socket.end(`${lines.join('\r\n')}\r\n\r\n`);
}

export function installServerGuard(): void {
  const proto = http.Server.prototype as http.Server & { [INSTALLED]?: boolean };
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit as Emit;
  proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      traffic.server ??= this;
      traffic.inFlight += 1;
      res.once('close', () => (traffic.inFlight -= 1));
      if (traffic.draining) res.setHeader('Connection', 'close');
      const decision = guardRequest(req.method ?? 'GET', req.url ?? '/');
      if (decision.kind === 'answer') {
        res.writeHead(decision.status, decision.headers);
        res.end(req.method === 'HEAD' ? undefined : decision.body);
        return true;
      }
      if (decision.kind === 'rewrite') req.url = decision.url;
      compressResponse(req, res);
    } else if (event === 'clientError' && this.listenerCount('clientError') === 0) {
      const [error, socket] = args as [NodeJS.ErrnoException, Duplex];
      answerClientError(error, socket);
      return true;
    }
    return emit.call(this, event, ...args);
  } as http.Server['emit'];
}
