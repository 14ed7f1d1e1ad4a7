/**
 * What the page cache takes from Next.js beyond its documented API: deep imports, header and key
 * formats, the request context. Part of lib/server/next-internals.ts, which re-exports all of it (import
 * it from there in TypeScript); tests/unit/next-internals.test.ts checks each against the installed
 * Next, so an upgrade that renames or removes one fails there, not in production.
 *
 * Plain JavaScript: the cache handler (lib/page-cache/*.mjs) imports it, and Next loads that without
 * compiling it. Not marked `server-only`, which throws outside React's server layer.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import * as sharedCacheControlsModule from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js';
import * as cacheBustingModule from 'next/dist/shared/lib/router/utils/cache-busting-search-param.js';

// Next bundles the cache handler into the server; Node imports it as is. The two read Next's CommonJS
// modules differently (the bundler honours `__esModule`, Node hands over `module.exports` as the default).
/** @param {any} namespace @param {string} name */
const cjsExport = (namespace, name) =>
  name === 'default'
    ? typeof namespace.default === 'function'
      ? namespace.default
      : namespace.default?.default
    : (namespace[name] ?? namespace.default?.[name]);

/** Next's own file-system page cache, beneath the portal's rules (next/dist/server/lib/incremental-cache/file-system-cache.js). */
export const FileSystemCache = cjsExport(fileSystemCacheModule, 'default');

/**
 * Next's map of each stored key's lifetime, `SharedCacheControls.cacheControls`: a handler that forgets an
 * entry forgets it there too (next/dist/server/lib/incremental-cache/shared-cache-controls.external.js).
 */
export const SharedCacheControls = cjsExport(sharedCacheControlsModule, 'SharedCacheControls');

/**
 * The `_rsc` of a client navigation, as Next's router computes and its server checks it
 * (computeCacheBustingSearchParam, next/dist/shared/lib/router/utils/cache-busting-search-param.js): the
 * bench sends navigations with it (scripts/bench-navigation.mjs).
 */
export const computeCacheBustingSearchParam = cjsExport(cacheBustingModule, 'computeCacheBustingSearchParam');

/** The file of a build's folder holding its id (BUILD_ID_FILE, next/dist/shared/lib/constants.js). */
export const BUILD_ID_FILE = 'BUILD_ID';

/**
 * The build's manifest of scripts (BUILD_MANIFEST, next/dist/shared/lib/constants.js); its `rootMainFiles`
 * are the start-up scripts every page loads first (next/dist/server/app-render/required-scripts.js).
 */
export const BUILD_MANIFEST = 'build-manifest.json';

/** The header of a cached page's value naming its tags, comma-separated (NEXT_CACHE_TAGS_HEADER, next/dist/lib/constants.js). */
export const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/**
 * The kinds of cache entries that are pages (a route's whole answer); the rest (FETCH, ...) is fetched
 * data (CachedRouteKind, next/dist/server/response-cache/types.js).
 */
export const PAGE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** Next keys a page `/route-cache/<kind>/<hash of its route>/$<page>` (getRouteCacheKey, next/dist/server/lib/route-cache-key.js). */
const ROUTE_CACHE_PREFIX = '/route-cache/';
const PAGE_MARK = '/$';

/**
 * The page a cache key names, as normalizePagePath writes it (`/` is `/index`); any other key is its
 * own page.
 * @param {string} key
 */
export function pageOfRouteCacheKey(key) {
  const at = key.indexOf(PAGE_MARK);
  return key.startsWith(ROUTE_CACHE_PREFIX) && at !== -1 ? key.slice(at + PAGE_MARK.length) : key;
}

/**
 * The files where Next's file cache keeps the HTML of `page` (as pageOfRouteCacheKey names it) rendered
 * while serving, one per route that may own it: `<distDir>/server/route-cache/<kind>/<hash>/$<page>.html`
 * (FileSystemCache's getFilePath for a route cache key).
 * @param {string} distDir @param {string} kind @param {string} page
 */
export function routeCacheHtmlFiles(distDir, kind, page) {
  const folder = join(distDir, 'server', ROUTE_CACHE_PREFIX, kind);
  return existsSync(folder) ? readdirSync(folder).map((hash) => join(folder, hash, `${PAGE_MARK}${page}.html`)) : [];
}

/**
 * Where Next reads a platform's request context from, for every request: `globalThis[symbol].get()`,
 * whose `waitUntil` receives the promises Next keeps working on after answering (getBuiltinRequestContext,
 * next/dist/server/after/builtin-request-context.js; BaseServer's getWaitUntil uses it first).
 */
const REQUEST_CONTEXT = Symbol.for('@next/request-context');

/**
 * Makes Next hand its background promises to `waitUntil`, unless a platform supplies its own request
 * context (then false, and Next uses that one).
 * @param {(promise: Promise<unknown>) => void} waitUntil
 */
export function provideWaitUntil(waitUntil) {
  if (/** @type {any} */ (globalThis)[REQUEST_CONTEXT]) return false;
  const context = { waitUntil };
  /** @type {any} */ (globalThis)[REQUEST_CONTEXT] = { get: () => context };
  return true;
}
