/**
 * The guard in front of every request, in the Node server itself (installed once by
 * instrumentation.ts, before the first request). It costs a few string checks per request, where a
 * Next proxy.ts costs server CPU on every request even when it does nothing (decision 0002).
 *
 * - A method the path does not answer gets a 405 with `Allow` (lib/server/http-methods.ts). TRACE and
 *   TRACK never even reached Next's handling: it threw building its Request, answering a bare 500.
 * - A path that is not valid percent-encoding is served the portal's 404 page (an API path, a 400),
 *   where Next answered a bare 500.
 * - A path no route of the build answers (no page, no route handler, no file of public/; read from the
 *   build as the server starts, lib/server/known-routes.ts) is served the 404 page by the same constant path:
 *   Next's not-found page is one cached page for every unknown URL, and a render of it kept the URL it was
 *   rendered for (`"c":["","<path>"]`), text of the requester's choosing served to everyone after. A
 *   dynamic route's unknown key is left alone (its 404 is cached under its own path). Without the
 *   build's routes (`next dev`, tests, an unreadable manifest), nothing is rewritten.
 * - A page's render sees only the query parameters its route honours (lib/server/query-rules.ts): the
 *   request is rewritten before Next reads it, so the address bar keeps what the visitor sent.
 * - A path with one trailing slash is matched as the path without it, in every table here: Next serves
 *   `/deals/` as `/deals` (lib/server/route-path.ts).
 * - Next's `_rsc` never reaches a page's render either: a plain request loses it with the rest; an RSC
 *   request keeps it for Next's check of the router headers, then loses it before the render.
 * - A request target that is not a path: `*` (Next threw and logged `Invalid URL` on it) or anything
 *   else unreadable gets a 400; an absolute-form one (`GET http://host/about`) is served as its path.
 * - A path with `//` or `\` is redirected (308) here to the path without them, as Next would, but with
 *   the security headers, and never to another host.
 * - A request Node's parser rejects (oversized headers, a malformed request line) gets its 400 or 431.
 * - Every request that reaches Next gets its answer compressed here, in Next's place, keeping the gzip
 *   bytes of cached pages (lib/server/response-compression.ts).
 * - A request for the service worker reaches Next without its conditions (If-Modified-Since,
 *   If-None-Match): it is always answered whole (answerWorkerWhole).
 * - A page's request waits here while Next renders the page from before the last webhook, on any server
 *   with REDIS_URL, so that it is not answered from that render (lib/server/outdated-renders.ts).
 * - A browser's plain request for a page Next has just served from the page cache is answered here, from
 *   that answer's copy, while the page cache has not changed (on any server, with REDIS_URL), for a
 *   second at most (lib/server/front-copies.ts).
 * Every answer given here carries the portal's security headers, and none logs anything.
 *
 * Not marked `server-only`, which throws outside React's server layer: installed on the Node server by
 * instrumentation.ts. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import { readDeploymentConfig } from '@/lib/config';
import { carriesSession, dealsKeptForMembers, pageForMembers } from '@/lib/server/deals-for-members';
import { readSharedPageChanges, readSharedRevalidation } from '@/lib/page-cache/shared-store.mjs';
import { type SharedChanges, answerOrPass, frontCopyKey } from '@/lib/server/front-copies';
import { allowedMethods, isApiPath } from '@/lib/server/http-methods';
import { type KnownRoutes, isKnownPath, loadKnownRoutes } from '@/lib/server/known-routes';
import { installPageWorkWatch } from '@/lib/page-cache/renders.mjs';
import { type SharedRevalidation, waitForOutdatedRender } from '@/lib/server/outdated-renders';
import {
  RSC_PARAM,
  type ServerEventFilter,
  dropRscParamOnceChecked,
  interceptServerEvents,
  isRscRequest,
  withoutRscParam,
} from '@/lib/server/next-internals';
import { observer } from '@/lib/observability/observer.mjs';
import { planQuery } from '@/lib/server/query-rules';
import { compressResponse } from '@/lib/server/response-compression';
import { guardHeaders } from '@/lib/server/security-headers';

/**
 * A path no route has: rewritten to it, a request renders the portal's not-found page (404), always for
 * the same URL. The address bar keeps what the visitor typed (Next's client reads location.href).
 */
export const NOT_FOUND_PATH = '/_portal/not-found';

/** Where the service worker's files are served (lib/offline/paths.ts SERVICE_WORKER_URL). */
const WORKER_PREFIX = '/serwist/';

/** Next's own files: never guarded, never rewritten. */
const FRAMEWORK_PREFIX = '/_next/';

export type GuardDecision =
  | { kind: 'pass' }
  /** `renderedUrl`: an RSC request's URL once Next has checked its `_rsc` (dropRscParamOnceChecked). */
  | { kind: 'rewrite'; url: string; renderedUrl?: string }
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: string };

export interface GuardRequestOptions {
  /** The request is a client navigation's RSC request (`RSC: 1`, as Next tells it). */
  rsc?: boolean;
  /** The build's routes: a path none answers is rewritten to NOT_FOUND_PATH. None: nothing is. */
  routes?: KnownRoutes | null;
  /**
   * The request carries a session and the backend keeps its deals for members: a page showing deals
   * renders per request for the member (lib/server/deals-for-members.ts), not as the guests' cached page.
   */
  membersDeals?: boolean;
}

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

const ABSOLUTE_FORM = /^https?:\/\/[^/?#\\]*/i;

/**
 * The path and query of an absolute-form request target (`http://host/about?x` → `/about?x`); null for
 * anything else. RFC 9112 has servers accept the form; its host is never used (Next built redirects to it).
 */
function originForm(target: string): string | null {
  const authority = ABSOLUTE_FORM.exec(target);
  if (!authority || !URL.canParse(target)) return null;
  const rest = target.slice(authority[0].length);
  if (rest.startsWith('/')) return rest;
  return rest === '' || rest.startsWith('?') ? `/${rest}` : null;
}

/** What to do with a request, from its method and raw URL (the request target, as sent). */
export function guardRequest(method: string, url: string, options: GuardRequestOptions = {}): GuardDecision {
  if (!url.startsWith('/')) {
    // `*` (OPTIONS's server-wide form) or garbage: Next threw on it, answering a bare 500 and logging a stack.
    const origin = originForm(url);
    if (origin === null) return answer(400);
    const decision = guardRequest(method, origin, options);
    return decision.kind === 'pass' ? { kind: 'rewrite', url: origin } : decision;
  }
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Next answers these with a 308 of its own, without the headers. Collapsed, the path starts with one
  // `/` and a character that is not one: never a protocol-relative `//host`.
  if (/\/\/|\\/.test(path)) {
    const location = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/') + (queryAt === -1 ? '' : url.slice(queryAt));
    return answer(308, { Location: location });
  }
  if (path.startsWith(FRAMEWORK_PREFIX)) return { kind: 'pass' };
  const api = isApiPath(path);

  const allow = allowedMethods(path);
  if (!allow.includes(method)) return answer(405, { Allow: allow.join(', ') });

  if (path.includes('%') && !decodable(path)) {
    if (api) return answer(400, { 'Content-Type': 'application/json' }, JSON.stringify({ detail: 'Alamat tidak valid.' }));
    return { kind: 'rewrite', url: NOT_FOUND_PATH };
  }

  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);
  if (options.routes && !isKnownPath(options.routes, path)) {
    return rewriteTo(NOT_FOUND_PATH, '', options.rsc && query ? new URLSearchParams(query).getAll(RSC_PARAM) : []);
  }

  const forMembers = options.membersDeals ? pageForMembers(path) : null;
  // Those pages read nothing from the query (lib/server/query-rules.ts): only an RSC request's check stays.
  if (forMembers) return rewriteTo(forMembers, '', options.rsc && query ? new URLSearchParams(query).getAll(RSC_PARAM) : []);

  if (queryAt === -1) return { kind: 'pass' };
  const params = new URLSearchParams(query);
  const plan = planQuery(path, params);
  if (!plan) return { kind: 'pass' };
  return rewriteTo(plan.pathname, plan.search, options.rsc ? params.getAll(RSC_PARAM) : []);
}

/** A rewrite to `pathname` and `search`, keeping an RSC request's `_rsc` values (`checks`) for Next's check. */
function rewriteTo(pathname: string, search: string, checks: string[]): GuardDecision {
  if (checks.length === 0) return { kind: 'rewrite', url: `${pathname}${search}` };
  // Next redirects an RSC request whose `_rsc` is missing or wrong (307), so it stays for that check.
  const forCheck = new URLSearchParams(search);
  for (const value of checks) forCheck.append(RSC_PARAM, value);
  const checkedUrl = `${pathname}?${forCheck}`;
  return { kind: 'rewrite', url: checkedUrl, renderedUrl: withoutRscParam(checkedUrl) };
}

/**
 * The service worker's files (a file of the build, next.config.ts) are always answered whole: a browser
 * checks its worker with the Last-Modified it was sent, and a file older than that (a rollback, or the
 * same build copied earlier to another server) would be "not modified", leaving the worker it replaces.
 * The browser compares the bytes itself: the same worker is no new version.
 */
export function answerWorkerWhole(req: Pick<http.IncomingMessage, 'url' | 'headers'>): void {
  if (!(req.url ?? '').startsWith(WORKER_PREFIX)) return;
  delete req.headers['if-modified-since'];
  delete req.headers['if-none-match'];
}

/** What a clean shutdown needs to know (lib/server/graceful-shutdown.ts): the server, and what it is still answering. */
export interface Traffic {
  server: http.Server | null;
  inFlight: number;
  /** Set on shutdown: every answer from then on closes its connection. */
  draining: boolean;
}

export const traffic: Traffic = { server: null, inFlight: 0, draining: false };

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

/**
 * The running build's routes, in production only: a dev server compiles its routes as they are visited
 * (a manifest on disk there is an old build's), and tests have none.
 */
function routesOfThisBuild(): KnownRoutes | null {
  return process.env.NODE_ENV === 'production' ? loadKnownRoutes() : null;
}

/** With REDIS_URL, front copies also wait for the count of every server's changes. */
function sharedChangesOfThisServer(): SharedChanges {
  return readDeploymentConfig().redisUrl ? readSharedPageChanges : null;
}

/** With REDIS_URL, a page's request also waits out a render begun before another server's webhook. */
function sharedRevalidationOfThisServer(): SharedRevalidation {
  return readDeploymentConfig().redisUrl ? readSharedRevalidation : null;
}

/** The path of a request target (`/about?x` → `/about`). */
function pathOf(url: string): string {
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}

/**
 * Installs the guard, once per process; `readRoutes` is called then, and only then. `sharedChanges`:
 * where the front copies read the changes of other servers (lib/server/front-copies.ts);
 * `sharedRevalidation`: where a request reads other servers' webhooks (lib/server/outdated-renders.ts).
 */
export function installServerGuard(
  readRoutes: () => KnownRoutes | null = routesOfThisBuild,
  sharedChanges: SharedChanges = sharedChangesOfThisServer(),
  sharedRevalidation: SharedRevalidation = sharedRevalidationOfThisServer(),
): void {
  interceptServerEvents(() => {
    // The guard's wait ends with Next's work on a page, which Next hands to this waitUntil (lib/page-cache/renders.mjs).
    installPageWorkWatch();
    return guardEvents(readRoutes(), sharedChanges, sharedRevalidation);
  });
}

/** The guard, in front of a server's events (`pass`: on to Next). */
function guardEvents(routes: KnownRoutes | null, sharedChanges: SharedChanges, sharedRevalidation: SharedRevalidation): ServerEventFilter {
  return (server, event, args, pass) => {
    if (event === 'request') {
      const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
      traffic.server ??= server;
      traffic.inFlight += 1;
      res.once('close', () => (traffic.inFlight -= 1));
      if (traffic.draining) res.setHeader('Connection', 'close');
      const decision = guardRequest(req.method ?? 'GET', req.url ?? '/', {
        rsc: isRscRequest(req.headers),
        routes,
        membersDeals: dealsKeptForMembers() && carriesSession(req.headers),
      });
      // Measured only with METRICS_PORT: otherwise one property read.
      const measure = observer()?.request;
      if (measure) measure(req, res, routes, decision.kind === 'answer');
      if (decision.kind === 'answer') {
        res.writeHead(decision.status, decision.headers);
        res.end(req.method === 'HEAD' ? undefined : decision.body);
        return true;
      }
      if (decision.kind === 'rewrite') {
        req.url = decision.url;
        if (decision.renderedUrl !== undefined) dropRscParamOnceChecked(req, res);
      }
      answerWorkerWhole(req);
      const toNext = () => {
        // After the rewrite: a campaign link's `?utm_source=…`, which no page reads, meets the page's copy.
        const frontKey = frontCopyKey(req);
        if (frontKey === null) {
          compressResponse(req, res);
          return pass();
        }
        answerOrPass(
          frontKey,
          res,
          (makeCopy) => {
            compressResponse(req, res, makeCopy);
            pass();
          },
          sharedChanges,
        );
        return true;
      };
      const wait = req.method === 'GET' || req.method === 'HEAD' ? waitForOutdatedRender(pathOf(req.url ?? '/'), sharedRevalidation) : null;
      if (wait === null) return toNext();
      void wait.then(toNext);
      return true;
    } else if (event === 'clientError' && server.listenerCount('clientError') === 0) {
      const [error, socket] = args as [NodeJS.ErrnoException, Duplex];
      answerClientError(error, socket);
      return true;
    }
    return pass();
  };
}
