/**
 * The page cache (next.config.ts `cacheHandler`): Next's own file-system cache, with three rules
 * that keep hostile traffic and a failing backend from changing what everyone is served.
 *
 * 1. A render made while the backend failed never replaces a page: the copy we have keeps being
 *    served and is tried again RETRY_SECONDS later. With no copy at all, that render (the empty
 *    shell) is kept in memory for RETRY_SECONDS only. "While the backend failed" is told by the API
 *    client (render-health.mjs): any backend failure between the lookup that led to the render and
 *    its storing counts, so a render is never trusted wrongly (at worst an unrelated failure costs
 *    one more retry). A copy this process did not render (a build's prerender, or left from an
 *    earlier run) is tried again the same way once served, so a shell built during an outage does
 *    not last a whole period.
 * 2. An error page (a 404 for an unknown key) is never written to disk: it lives in a small
 *    in-memory LRU (BRIEF_MAX_ENTRIES entries, BRIEF_MAX_BYTES bytes, NOT_FOUND_SECONDS each),
 *    shared with the shells of rule 1, so no request can grow the disk.
 * 3. Memory: Next's in-memory copy of the disk cache is bounded by `cacheMaxMemorySize`
 *    (next.config.ts); the LRU above by its own limits.
 *
 * With REDIS_URL, the store beneath these rules is shared by every server (shared-store.mjs);
 * the short-lived entries stay in each server's memory.
 *
 * Plain JavaScript: Next imports this file at run time without compiling it.
 */
import * as fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import * as sharedCacheControlsModule from 'next/dist/server/lib/incremental-cache/shared-cache-controls.external.js';
import { BoundedLru } from './lru.mjs';
import { lastBackendFailureAt } from './render-health.mjs';
import { SharedStore, sharedCache } from './shared-store.mjs';

// Next bundles this file into the server; Node imports it as is. The two read Next's CommonJS modules
// differently (the bundler honours `__esModule`, Node hands over `module.exports` as the default).
/** @param {any} namespace @param {string} name */
const cjsExport = (namespace, name) =>
  name === 'default'
    ? (typeof namespace.default === 'function' ? namespace.default : namespace.default?.default)
    : (namespace[name] ?? namespace.default?.[name]);
const FileSystemCache = cjsExport(fileSystemCacheModule, 'default');
const SharedCacheControls = cjsExport(sharedCacheControlsModule, 'SharedCacheControls');

export const RETRY_SECONDS = 5;
export const NOT_FOUND_SECONDS = 60;
export const BRIEF_MAX_ENTRIES = 200;
export const BRIEF_MAX_BYTES = 8 * 1024 * 1024;
/** Longer than any render can take (each backend call gives up after 2 s). */
const RENDER_WINDOW_MS = 30_000;
const MAX_TRACKED_RENDERS = 1000;
/**
 * A copy on disk is dated by its file's mtime, which the kernel takes from a coarse clock (a few ms behind
 * Date.now() on Linux; whole seconds on some file systems): a page this process wrote just after it
 * started may look older than the start. A build's prerender is older than that by the build's end and
 * the server's boot.
 */
const FILE_CLOCK_SLACK_MS = 1000;

const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/** Rough bytes of an entry's value: its HTML or body, RSC payload and prefetch segments. */
function sizeOf(entry) {
  const value = entry?.value;
  if (!value) return 25;
  let size = (value.html?.length ?? 0) + (value.body?.length ?? 0) + (value.rscData?.length ?? 0);
  if (value.segmentData) for (const [path, buffer] of value.segmentData) size += path.length + (buffer?.length ?? 0);
  return size;
}

function createState() {
  return {
    /** Short-lived entries, never on disk: error pages and shells rendered without a backend. */
    brief: new BoundedLru({
      maxEntries: BRIEF_MAX_ENTRIES,
      maxBytes: BRIEF_MAX_BYTES,
      sizeOf,
      // Next remembers each stored key's lifetime in a map of its own; forget it with the entry.
      onEvict: (key) => SharedCacheControls.cacheControls.delete(key),
    }),
    /** key → performance.now() of the first lookup of a render still to be stored. */
    renderStarts: new Map(),
    /** Entries modified before this (epoch ms) were not rendered by this process. */
    startedAt: Date.now(),
  };
}

// On globalThis: one state per process, however many copies of this module the server loads.
const STATE = Symbol.for('portal.pageCacheState');
globalThis[STATE] ??= createState();
let state = globalThis[STATE];

/** Tests only: a fresh process's state. */
export function resetPageCacheState() {
  state = globalThis[STATE] = createState();
}

/** Tests and the bench: what the cache holds in memory beyond Next's own copy. */
export function pageCacheStats() {
  return { briefEntries: state.brief.size, briefBytes: state.brief.bytes, trackedRenders: state.renderStarts.size };
}

function noteLookup(key) {
  const now = performance.now();
  const started = state.renderStarts.get(key);
  // A lookup that found a fresh page leaves a start behind that no store clears: let it age out.
  if (started !== undefined && now - started < RENDER_WINDOW_MS) return;
  state.renderStarts.delete(key);
  state.renderStarts.set(key, now);
  if (state.renderStarts.size > MAX_TRACKED_RENDERS) state.renderStarts.delete(state.renderStarts.keys().next().value);
}

/** True when the backend failed since the lookup that led to this render (or in the last window). */
function renderedWhileBackendFailed(key) {
  const started = state.renderStarts.get(key) ?? performance.now() - RENDER_WINDOW_MS;
  state.renderStarts.delete(key);
  return lastBackendFailureAt() >= started;
}

function briefEntry(value, revalidate, expire) {
  return { value, lastModified: Date.now(), cacheControl: { revalidate, expire } };
}

export default class PortalCacheHandler {
  /** @param {import('next/dist/server/lib/incremental-cache').CacheHandlerContext} context */
  constructor(context) {
    const local = new FileSystemCache(context);
    const shared = sharedCache();
    this.store = shared ? new SharedStore(local, shared, context.serverDistDir) : local;
  }

  async get(key, ctx) {
    if (!RESPONSE_KINDS.has(ctx?.kind)) return this.store.get(key, ctx);
    noteLookup(key);
    const brief = state.brief.get(key);
    if (brief) return brief;
    const entry = await this.store.get(key, ctx);
    if (entry?.value && !entry.shared && entry.lastModified < state.startedAt - FILE_CLOCK_SLACK_MS) {
      // Not rendered by a running server (a build's prerender may be a shell built during an outage): try it again soon.
      return { ...entry, cacheControl: { revalidate: RETRY_SECONDS, expire: entry.cacheControl?.expire } };
    }
    return entry;
  }

  async set(key, data, ctx) {
    if (!data || !RESPONSE_KINDS.has(data.kind)) return this.store.set(key, data, ctx);
    const failed = renderedWhileBackendFailed(key);
    const expire = ctx?.cacheControl?.expire;
    if (typeof data.status === 'number' && data.status >= 400) {
      state.brief.set(key, briefEntry(data, NOT_FOUND_SECONDS, expire));
      return;
    }
    if (failed) {
      // The copy everyone is served; else this server's own (outdated elsewhere, still better than a shell).
      const previous = (await this.store.get(key, ctx)) ?? (await this.store.getLocal?.(key, ctx));
      if (previous?.value) {
        // Keep the copy we have, and try again shortly.
        await this.store.set(key, previous.value, { ...ctx, cacheControl: { revalidate: RETRY_SECONDS, expire } });
        state.brief.delete(key);
        return;
      }
      state.brief.set(key, briefEntry(data, RETRY_SECONDS, expire));
      return;
    }
    state.brief.delete(key);
    return this.store.set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    return this.store.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
