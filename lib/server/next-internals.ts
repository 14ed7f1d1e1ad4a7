/**
 * Every name, path and patch the portal takes from Next.js beyond its documented API, in one place:
 * request headers and parameters, a cookie, response headers, deep imports of next/dist, and the
 * patches of Node's http server Next runs on. The page cache's part is in next-cache-internals.mjs (plain
 * JavaScript, which Next loads uncompiled) and the router's header names in lib/next-router-headers.mjs (the
 * service worker and the bench read them), both re-exported here; the rest of the code imports them from
 * this module. Each comment names the Next file it comes from; tests/unit/next-internals.test.ts checks
 * each against the installed Next, so an upgrade that renames or removes one fails there.
 *
 * Not marked `server-only`, which throws outside React's server layer: the server guard uses it in the
 * Node server. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */
import http from 'node:http';
import compression from 'next/dist/compiled/compression';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';
import { ROUTER_STATE_TREE_HEADER, RSC_HEADER, RSC_PARAM } from '@/lib/next-router-headers.mjs';

export * from '@/lib/server/next-cache-internals.mjs';
export * from '@/lib/next-router-headers.mjs';

/**
 * The compression middleware `next start` applies (Next's vendored `compression`, next/dist/compiled/compression,
 * called in next/dist/server/lib/router-server.js), and Next's release of its zlib stream when a client
 * leaves first (next/dist/server/lib/release-compression-stream.js).
 */
export { compression, releaseCompressionStream };

/** Set by the standalone server.js to its Next config as JSON (next/dist/build/utils.js writes that file). */
export const STANDALONE_CONFIG_ENV = '__NEXT_PRIVATE_STANDALONE_CONFIG';

// Files a build writes in its folder (next/dist/shared/lib/constants.js); known-routes.ts reads their contents.
/** ROUTES_MANIFEST: what Next routes by. */
export const ROUTES_MANIFEST = 'routes-manifest.json';
/** MIDDLEWARE_MANIFEST, in `server/`: an edge proxy (middleware). */
export const MIDDLEWARE_MANIFEST = 'middleware-manifest.json';
/** FUNCTIONS_CONFIG_MANIFEST, in `server/`: a Node.js proxy (middleware). */
export const FUNCTIONS_CONFIG_MANIFEST = 'functions-config-manifest.json';

/** Draft mode's cookie: Next renders such a request afresh (COOKIE_NAME_PRERENDER_BYPASS, next/dist/server/api-utils/index.js). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * Set by Next on a cached page's answer: HIT, STALE, MISS or REVALIDATED (next/dist/build/templates/app-page-runtime.js
 * and app-route.js, which `next build` compiles into each route).
 */
export const CACHE_STATUS_HEADER = 'x-nextjs-cache';

/** Next's test of a client navigation's request: `RSC: 1` exactly (isRSCRequestHeader, next/dist/server/lib/is-rsc-request.js). */
export function isRscRequest(headers: http.IncomingHttpHeaders): boolean {
  return headers[RSC_HEADER] === '1';
}

/** `url` without its `_rsc` pairs, the rest as it was. */
export function withoutRscParam(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const pairs = url
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair.split('=', 1)[0] !== RSC_PARAM);
  return pairs.length === 0 ? url.slice(0, queryAt) : `${url.slice(0, queryAt)}?${pairs.join('&')}`;
}

/**
 * An RSC request's req.url loses its `_rsc` once Next has checked it, before the page renders: a stale
 * shared page rebuilt by the request would otherwise keep `?_rsc=…` (`"c":["","about?_rsc=…"]`) for
 * everyone. Next takes its copy of `_rsc` when it parses the URL to route the request (its check reads
 * that copy), and sets the `Vary` naming the router headers after routing, before rendering
 * (BaseServer's setVaryHeader, next/dist/server/base-server.js, through NodeNextResponse's setHeader):
 * from then on req.url is without it, whatever Next assigns to it (it copies back the URL it kept when
 * routing). Tested on a real server (e2e/hostile.spec.ts): client navigation works, the stored page stays clean.
 */
export function dropRscParamOnceChecked(req: http.IncomingMessage, res: http.ServerResponse): void {
  let url = req.url ?? '/';
  let checked = false;
  Object.defineProperty(req, 'url', {
    configurable: true,
    enumerable: true,
    get: () => url,
    set: (value: string) => (url = checked ? withoutRscParam(value) : value),
  });
  const setHeader = res.setHeader;
  res.setHeader = function setHeaderWatchingVary(this: http.ServerResponse, name: string, value: number | string | readonly string[]) {
    if (!checked && name.toLowerCase() === 'vary' && String(value).toLowerCase().includes(ROUTER_STATE_TREE_HEADER)) {
      checked = true;
      url = withoutRscParam(url);
    }
    return setHeader.call(this, name, value);
  } as http.ServerResponse['setHeader'];
}

/**
 * Sees an event of a server before its listeners: `pass` hands it on to them (Next's handler for
 * `request`); the return value is emit's.
 */
export type ServerEventFilter = (server: http.Server, event: string | symbol, args: unknown[], pass: () => boolean) => boolean;

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

const INTERCEPTED = Symbol.for('portal.serverGuard');
const UNGUARDED = Symbol.for('portal.unguarded');

/** Keeps the filter off a server of the portal's own (the metrics port): its requests are not Next's. */
export function leaveUnguarded(server: http.Server): void {
  (server as http.Server & { [UNGUARDED]?: boolean })[UNGUARDED] = true;
}

/**
 * Puts `setUp()`'s filter in front of every event of every node:http server in this process, Next's
 * among them: `next start` and the standalone server.js listen with a plain `http.createServer(handler)`
 * (startServer, next/dist/server/lib/start-server.js), created after instrumentation.ts runs, so a
 * patch of http.Server.prototype.emit sees each request before Next does. Once per process: `setUp`
 * is called then, and only then.
 */
export function interceptServerEvents(setUp: () => ServerEventFilter): void {
  const proto = http.Server.prototype as http.Server & { [INTERCEPTED]?: boolean };
  if (proto[INTERCEPTED]) return;
  proto[INTERCEPTED] = true;
  const filter = setUp();
  const emit = proto.emit as Emit;
  proto.emit = function filteredEmit(this: http.Server & { [UNGUARDED]?: boolean }, event: string | symbol, ...args: unknown[]) {
    if (this[UNGUARDED]) return emit.call(this, event, ...args);
    return filter(this, event, args, () => emit.call(this, event, ...args));
  } as http.Server['emit'];
}
