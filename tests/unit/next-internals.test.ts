// @vitest-environment node
// vitest: own worker: it installs the server guard on Node's http server (vitest.config.mts).
// Each Next.js internal the portal relies on (lib/server/next-internals.ts, next-cache-internals.mjs),
// checked against the installed Next: an upgrade that renames, removes or reworks one fails here.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as routerHeaders from 'next/dist/client/components/app-router-headers';
import nextCompression from 'next/dist/compiled/compression';
import { NEXT_CACHE_TAGS_HEADER } from 'next/dist/lib/constants';
import { getBuiltinRequestContext } from 'next/dist/server/after/builtin-request-context';
import { COOKIE_NAME_PRERENDER_BYPASS } from 'next/dist/server/api-utils';
import { NodeNextRequest, NodeNextResponse } from 'next/dist/server/base-http/node';
import BaseServer from 'next/dist/server/base-server';
import NextFileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache';
import { SharedCacheControls as NextSharedCacheControls } from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external';
import { isRSCRequestHeader } from 'next/dist/server/lib/is-rsc-request';
import { releaseCompressionStream as nextReleaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';
import { getRouteCacheKey } from 'next/dist/server/lib/route-cache-key';
import * as nextConstants from 'next/dist/shared/lib/constants';
import { computeCacheBustingSearchParam as nextCacheBustingSearchParam } from 'next/dist/shared/lib/router/utils/cache-busting-search-param';
import {
  BUILD_ID_FILE,
  BUILD_MANIFEST,
  CACHE_STATUS_HEADER,
  CACHE_TAGS_HEADER,
  computeCacheBustingSearchParam,
  DRAFT_MODE_COOKIE,
  FUNCTIONS_CONFIG_MANIFEST,
  FileSystemCache,
  MIDDLEWARE_MANIFEST,
  NEXT_URL_HEADER,
  PAGE_KINDS,
  ROUTER_HEADERS,
  ROUTER_PREFETCH_HEADER,
  ROUTER_SEGMENT_PREFETCH_HEADER,
  ROUTER_STATE_TREE_HEADER,
  ROUTES_MANIFEST,
  RSC_HEADER,
  RSC_PARAM,
  STANDALONE_CONFIG_ENV,
  SharedCacheControls,
  compression,
  dropRscParamOnceChecked,
  interceptServerEvents,
  isRscRequest,
  leaveUnguarded,
  pageOfRouteCacheKey,
  provideWaitUntil,
  releaseCompressionStream,
  routeCacheHtmlFiles,
} from '@/lib/server/next-internals';

const ROOT = resolve(__dirname, '../..');
const nodeRequire = createRequire(import.meta.url);
/** The text of an installed Next file, e.g. `next/dist/server/lib/start-server.js`. */
const nextFile = (path: string) => readFileSync(nodeRequire.resolve(path), 'utf8');
// Const enums in Next's typings: their values are read at run time.
const { CachedRouteKind } = nodeRequire('next/dist/server/response-cache/types') as { CachedRouteKind: Record<string, string> };
const { RouteKind } = nodeRequire('next/dist/server/route-kind') as {
  RouteKind: Record<string, Parameters<typeof getRouteCacheKey>[1]['kind']>;
};

describe("Next's router headers and parameter", () => {
  it('are the names next/dist/client/components/app-router-headers exports', () => {
    expect(RSC_HEADER).toBe(routerHeaders.RSC_HEADER);
    expect(ROUTER_STATE_TREE_HEADER).toBe(routerHeaders.NEXT_ROUTER_STATE_TREE_HEADER);
    expect(ROUTER_PREFETCH_HEADER).toBe(routerHeaders.NEXT_ROUTER_PREFETCH_HEADER);
    expect(ROUTER_SEGMENT_PREFETCH_HEADER).toBe(routerHeaders.NEXT_ROUTER_SEGMENT_PREFETCH_HEADER);
    expect(NEXT_URL_HEADER).toBe(routerHeaders.NEXT_URL);
    expect(RSC_PARAM).toBe(routerHeaders.NEXT_RSC_UNION_QUERY);
  });

  it("cover every header of Next's client navigations (the dev server's HMR refresh aside)", () => {
    const flight = routerHeaders.FLIGHT_HEADERS.filter((name) => name !== routerHeaders.NEXT_HMR_REFRESH_HEADER);
    expect(flight.length).toBeGreaterThan(0);
    for (const name of flight) expect(ROUTER_HEADERS).toContain(name);
  });

  it("hash a navigation's `_rsc` with the router's own function", () => {
    expect(computeCacheBustingSearchParam).toBe(nextCacheBustingSearchParam);
  });

  it("tell an RSC request as Next's isRSCRequestHeader does", () => {
    for (const value of ['1', '0', 'true', '', ' 1', undefined, ['1', '1']]) {
      expect(isRscRequest({ [RSC_HEADER]: value as string | undefined }), JSON.stringify(value)).toBe(isRSCRequestHeader(value));
    }
  });
});

describe("Next's Vary, which tells that it has checked `_rsc`", () => {
  /** A request's URL as Next's setVaryHeader leaves it, once `dropRscParamOnceChecked` watches it. */
  function urlAfterVary(intercepted: boolean): { before: string; after: string; vary: string } {
    const req = new http.IncomingMessage(new net.Socket());
    req.method = 'GET';
    req.url = '/about?_rsc=abc';
    req.headers = { [RSC_HEADER]: '1' };
    const res = new http.ServerResponse(req);
    dropRscParamOnceChecked(req, res);
    const before = req.url;
    const server = BaseServer.prototype as unknown as {
      setVaryHeader(this: unknown, req: NodeNextRequest, res: NodeNextResponse, isAppPath: boolean, pathname: string): void;
    };
    server.setVaryHeader.call(
      { pathCouldBeIntercepted: () => intercepted },
      new NodeNextRequest(req),
      new NodeNextResponse(res),
      true,
      '/about',
    );
    // Next copies back the URL it kept when routing: it stays without `_rsc`.
    req.url = '/about?_rsc=abc';
    return { before, after: req.url, vary: String(res.getHeader('vary')) };
  }

  it.each([false, true])(
    "is set by BaseServer's setVaryHeader through setHeader, naming the router state tree (intercepted: %s)",
    (intercepted) => {
      const { before, after, vary } = urlAfterVary(intercepted);
      expect(before).toBe('/about?_rsc=abc');
      expect(after).toBe('/about');
      expect(vary).toContain(ROUTER_STATE_TREE_HEADER);
    },
  );
});

describe("Next's draft-mode cookie and cache headers", () => {
  it("the draft-mode cookie is Next's COOKIE_NAME_PRERENDER_BYPASS", () => {
    expect(DRAFT_MODE_COOKIE).toBe(COOKIE_NAME_PRERENDER_BYPASS);
  });

  it.each(['next/dist/build/templates/app-page-runtime.js', 'next/dist/build/templates/app-route.js'])(
    '%s sets x-nextjs-cache, HIT among its values, on a cached answer',
    (file) => {
      expect(nextFile(file)).toMatch(new RegExp(`setHeader\\('${CACHE_STATUS_HEADER}',[^;]*'HIT'`));
    },
  );

  it.each(['next/dist/build/templates/app-page-runtime.js', 'next/dist/build/templates/app-route.js'])(
    "%s stores a page's tags under NEXT_CACHE_TAGS_HEADER, which is x-next-cache-tags",
    (file) => {
      expect(CACHE_TAGS_HEADER).toBe(NEXT_CACHE_TAGS_HEADER);
      expect(nextFile(file)).toMatch(/headers\[[\w$.]*NEXT_CACHE_TAGS_HEADER\]\s*=\s*cacheTags/);
    },
  );
});

describe("Next's page cache", () => {
  it("names every kind of entry Next stores: the page kinds are Next's, and the rest is not a page", () => {
    const kinds = Object.values(CachedRouteKind);
    for (const kind of PAGE_KINDS) expect(kinds).toContain(kind);
    expect(kinds.filter((kind) => !PAGE_KINDS.has(kind)).sort()).toEqual(['FETCH', 'IMAGE', 'REDIRECT']);
  });

  it.each([
    ['/', RouteKind.APP_PAGE, '/page', '/index'],
    ['/about', RouteKind.APP_PAGE, '/about/page', '/about'],
    ['/blog/tips', RouteKind.APP_PAGE, '/blog/[slug]/page', '/blog/tips'],
    ['/sitemap.xml', RouteKind.APP_ROUTE, '/sitemap.xml/route', '/sitemap.xml'],
  ])("reads the page of %s from Next's route cache key", (pathname, kind, sourceRoute, page) => {
    const key = getRouteCacheKey(pathname, { kind, sourceRoute });
    expect(pageOfRouteCacheKey(key)).toBe(page);
  });

  it('finds the file where Next keeps the HTML of a page rendered while serving', () => {
    const dist = mkdtempSync(join(tmpdir(), 'route-cache-'));
    try {
      // getFilePath is private in Next's typings: the path Next writes, read as the cache handler sees it.
      const cache = new FileSystemCache({
        fs: undefined,
        serverDistDir: join(dist, 'server'),
        revalidatedTags: [],
      } as never) as unknown as {
        getFilePath(key: string, kind: string): string;
      };
      const key = getRouteCacheKey('/about', { kind: RouteKind.APP_PAGE, sourceRoute: '/about/page' });
      const file = cache.getFilePath(`${key}.html`, 'APP_PAGE');
      expect(routeCacheHtmlFiles(dist, 'APP_PAGE', '/about')).toEqual([]);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, '<html></html>');
      expect(routeCacheHtmlFiles(dist, 'APP_PAGE', '/about')).toEqual([file]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('takes the classes and methods the cache handler calls from next/dist', () => {
    expect(FileSystemCache).toBe(NextFileSystemCache);
    for (const method of ['get', 'set', 'revalidateTag', 'getFilePath'])
      expect(typeof FileSystemCache.prototype[method as keyof NextFileSystemCache]).toBe('function');
    expect(SharedCacheControls).toBe(NextSharedCacheControls);
    expect((SharedCacheControls as unknown as { cacheControls: unknown }).cacheControls).toBeInstanceOf(Map);
  });

  it('takes the same classes where Node imports the plain module as it is (as `next start` loads the cache handler)', () => {
    const script = `
      import { createRequire } from 'node:module';
      import * as internals from './lib/server/next-cache-internals.mjs';
      const require = createRequire(import.meta.url);
      console.log(JSON.stringify({
        fileSystemCache: internals.FileSystemCache === require('next/dist/server/lib/incremental-cache/file-system-cache.js').default,
        sharedCacheControls: internals.SharedCacheControls === require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js').SharedCacheControls,
        cacheBustingSearchParam: internals.computeCacheBustingSearchParam === require('next/dist/shared/lib/router/utils/cache-busting-search-param.js').computeCacheBustingSearchParam,
      }));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(JSON.parse(out)).toEqual({ fileSystemCache: true, sharedCacheControls: true, cacheBustingSearchParam: true });
  });
});

describe("Next's request context", () => {
  const CONTEXT = Symbol.for('@next/request-context');
  const globals = globalThis as Record<symbol, unknown>;
  let before: unknown;
  beforeEach(() => {
    before = globals[CONTEXT];
    delete globals[CONTEXT];
  });
  afterEach(() => {
    globals[CONTEXT] = before;
  });

  it("hands Next's background work to the waitUntil provided, as BaseServer's getWaitUntil reads it", () => {
    const waitUntil = (promise: Promise<unknown>) => void promise;
    expect(provideWaitUntil(waitUntil)).toBe(true);
    expect(getBuiltinRequestContext()?.waitUntil).toBe(waitUntil);
    const server = BaseServer.prototype as unknown as { getWaitUntil(this: unknown): unknown };
    expect(server.getWaitUntil.call({ minimalMode: false, getInternalWaitUntil: () => undefined })).toBe(waitUntil);
  });

  it("leaves a platform's own request context alone", () => {
    const platform = { waitUntil: () => undefined };
    globals[CONTEXT] = { get: () => platform };
    expect(provideWaitUntil(() => undefined)).toBe(false);
    expect(getBuiltinRequestContext()).toBe(platform);
  });
});

describe("Next's compression", () => {
  it('is the middleware and stream release `next start` uses, with the filter the guard calls', () => {
    expect(compression).toBe(nextCompression);
    expect(releaseCompressionStream).toBe(nextReleaseCompressionStream);
    expect(typeof compression()).toBe('function');
    expect(typeof compression.filter).toBe('function');
    const routerServer = nextFile('next/dist/server/lib/router-server.js');
    expect(routerServer).toContain('require("next/dist/compiled/compression")');
    expect(routerServer).toMatch(/releaseCompressionStream\)\(res\)/);
  });
});

describe("Next's build folder", () => {
  it('names its files as next/dist/shared/lib/constants does', () => {
    expect(ROUTES_MANIFEST).toBe(nextConstants.ROUTES_MANIFEST);
    expect(MIDDLEWARE_MANIFEST).toBe(nextConstants.MIDDLEWARE_MANIFEST);
    expect(FUNCTIONS_CONFIG_MANIFEST).toBe(nextConstants.FUNCTIONS_CONFIG_MANIFEST);
    expect(BUILD_ID_FILE).toBe(nextConstants.BUILD_ID_FILE);
    expect(BUILD_MANIFEST).toBe(nextConstants.BUILD_MANIFEST);
  });

  it("lists its start-up scripts as `rootMainFiles`, which every app page's scripts begin with", () => {
    expect(nextFile('next/dist/server/app-render/required-scripts.js')).toContain('buildManifest.rootMainFiles');
  });

  it("is named to the standalone server in the variable its server.js sets to Next's config", () => {
    expect(nextFile('next/dist/build/utils.js')).toContain(`process.env.${STANDALONE_CONFIG_ENV} = JSON.stringify(nextConfig)`);
  });
});

describe("Next's http server", () => {
  it('is a plain node:http server, for `next start` and the standalone server.js alike', () => {
    expect(nextFile('next/dist/server/lib/start-server.js')).toMatch(/_http\w*\.default\.createServer\(requestListener\)/);
    expect(nextFile('next/dist/cli/next-start.js')).toContain('require("../server/lib/start-server")');
    expect(nextFile('next/dist/build/utils.js')).toContain("require('next/dist/server/lib/start-server')");
  });

  it('has its requests seen first by the patch of http.Server.prototype.emit, then by its own handler', async () => {
    const order: string[] = [];
    interceptServerEvents(() => (_server, event, args, pass) => {
      if (event === 'request') order.push(`filter ${(args[0] as http.IncomingMessage).url}`);
      return pass();
    });
    const server = http.createServer((req, res) => {
      order.push(`handler ${req.url}`);
      res.end('ok');
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<string>((done, fail) => {
        let raw = '';
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write('GET /about HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n'),
        );
        socket.setEncoding('latin1');
        socket.on('data', (chunk) => (raw += chunk));
        socket.on('error', fail);
        socket.on('close', () => done(raw));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*\r\n\r\n(?:2\r\n)?ok/);
      expect(order).toEqual(['filter /about', 'handler /about']);
      // A server of the portal's own (the metrics port) is left alone.
      const own = http.createServer((req, res) => {
        order.push(`own ${req.url}`);
        res.end('ok');
      });
      leaveUnguarded(own);
      await new Promise<void>((done) => own.listen(0, '127.0.0.1', done));
      await new Promise((done) => {
        // A raw socket: MSW, which stands in for fetch and http.get here, would answer it itself.
        const socket = net.connect((own.address() as AddressInfo).port, '127.0.0.1', () =>
          socket.end('GET /metrics HTTP/1.1\r\nHost: portal.test\r\nConnection: close\r\n\r\n'),
        );
        socket.on('data', () => undefined).on('close', done);
      });
      await new Promise<void>((done) => own.close(() => done()));
      expect(order).toEqual(['filter /about', 'handler /about', 'own /metrics']);
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
