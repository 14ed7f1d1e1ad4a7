/**
 * The page cache (next.config.ts `cacheHandler`): Next's own file-system cache, with four rules
 * that keep hostile traffic, a failing backend and a late rebuild from changing what everyone is served.
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
 * 4. A webhook wins over every render under way: an entry is dated by the moment its render began
 *    (its first lookup), not by when it was stored. A render that began before a tag of its entry
 *    was revalidated is not stored here, and is stored in Redis dated by its start, so every server
 *    finds it outdated; an entry dated before its tags' last revalidation is never served. Next's own
 *    check dates an entry by its storing, which let a rebuild under way during the webhook (it read
 *    the old data) be stored as fresh for a whole period.
 *
 * What the next request of a cached page is served (docs: "The page cache everyone shares"; the
 * tests named there check each row):
 *
 *   event                           | the next request is served                       | for how long
 *   --------------------------------+--------------------------------------------------+-------------------------------
 *   start (a copy on disk)          | that copy, rebuilt in the background             | until the rebuild is stored
 *   period over (60 s)              | the copy, rebuilt in the background              | until the rebuild is stored
 *   webhook (on any server)         | a new render, once a render under way since      | from the webhook's 200 on
 *                                   | before it is over (the server guard holds the    |
 *                                   | request: lib/server/outdated-renders.ts); that   |
 *                                   | one answers only requests sent before the 200,   |
 *                                   | and is never stored                              |
 *   backend failure in a rebuild    | the copy (none if a webhook outdated it: the     | RETRY_SECONDS, then tried again
 *                                   | shell, from memory)                              |
 *   unknown key (404)               | the 404 page, from memory                        | NOT_FOUND_SECONDS, or until a
 *                                   |                                                  | webhook names it
 *   Redis down (with REDIS_URL)     | each server's own copy; the webhook answers 503  | until Redis answers again
 *
 * With REDIS_URL, the store beneath these rules is shared by every server (shared-store.mjs);
 * the short-lived entries stay in each server's memory. The server guard answers a page it has just
 * seen served fresh from a copy for up to a second (lib/server/front-copies.ts), so the end of a period
 * reaches Next up to a second late; every change here (notePageCacheChange, and with Redis the count
 * shared-store.mjs keeps) ends those copies at once.
 *
 * Plain JavaScript: Next imports this file at run time without compiling it.
 */
import { mkdirSync, readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CACHE_TAGS_HEADER, FileSystemCache, PAGE_KINDS, SharedCacheControls } from '../server/next-cache-internals.mjs';
import { notePageCacheChange } from './changes.mjs';
import { consistentFs } from './consistent-fs.mjs';
import { BoundedLru } from './lru.mjs';
import { noteRevalidationHere, pageWorkBegins, resetPageWork } from './renders.mjs';
import { lastBackendFailureAt } from './render-health.mjs';
import { SharedStore, sharedCache } from './shared-store.mjs';

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

/**
 * Revalidations remembered here (the latest of each tag, oldest forgotten first), and kept on disk
 * beside the cache: Next's own tags manifest lives in memory, so a server started after a webhook
 * would otherwise serve a copy written before it.
 */
const MAX_TRACKED_TAGS = 5000;
const REVALIDATIONS_FILE = 'portal-revalidations.json';

/** Rough bytes of an entry's value: its HTML or body, RSC payload and prefetch segments. */
function sizeOf(entry) {
  const value = entry?.value;
  if (!value) return 25;
  let size = (value.html?.length ?? 0) + (value.body?.length ?? 0) + (value.rscData?.length ?? 0);
  if (value.segmentData) for (const [path, buffer] of value.segmentData) size += path.length + (buffer?.length ?? 0);
  return size;
}

/** The tags an entry is revalidated by: a page's from its header, fetched data's from its context. */
function tagsOf(value, ctx) {
  const header = value?.headers?.[CACHE_TAGS_HEADER];
  if (typeof header === 'string' && header) return header.split(',');
  const tags = Array.isArray(ctx?.tags) ? ctx.tags : [];
  return Array.isArray(ctx?.softTags) ? [...tags, ...ctx.softTags] : tags;
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
    /** key → the first lookup of a render still to be stored: `performance.now()`, Date.now() and, for data, its page's tags. */
    renderStarts: new Map(),
    /** tag → epoch ms of its last revalidation on this server (or one before it on this disk). */
    revalidatedAt: new Map(),
    /** Where they are kept on disk, once a handler has named its build folder. */
    revalidationsFile: null,
    /** key → when a write of it ended that a webhook outdated while it was under way: no copy dated up to then is served. */
    outdatedWrites: new BoundedLru({ maxEntries: MAX_TRACKED_TAGS, maxBytes: Number.POSITIVE_INFINITY, sizeOf: () => 1 }),
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
  resetPageWork();
}

/** Tests and the bench: what the cache holds in memory beyond Next's own copy. */
export function pageCacheStats() {
  return {
    briefEntries: state.brief.size,
    briefBytes: state.brief.bytes,
    trackedRenders: state.renderStarts.size,
    trackedTags: state.revalidatedAt.size,
    outdatedWrites: state.outdatedWrites.size,
  };
}

/**
 * Remembers that these tags were revalidated now, and forgets the short-lived entries they date.
 * The webhook calls it before answering (Next applies its own revalidation after the answer).
 */
export function noteRevalidated(tags) {
  const at = Date.now();
  notePageCacheChange();
  noteRevalidationHere(at);
  for (const tag of typeof tags === 'string' ? [tags] : tags) remember(tag, at);
  for (const [key, entry] of [...state.brief.map])
    if (outdatedHere(tagsOf(entry.value.value), entry.value.lastModified)) state.brief.delete(key);
  if (state.revalidationsFile) saveRevalidations(state.revalidationsFile);
}

function remember(tag, at) {
  if ((state.revalidatedAt.get(tag) ?? Number.NEGATIVE_INFINITY) > at) return;
  state.revalidatedAt.delete(tag);
  state.revalidatedAt.set(tag, at);
  if (state.revalidatedAt.size > MAX_TRACKED_TAGS) state.revalidatedAt.delete(state.revalidatedAt.keys().next().value);
}

function readRevalidations(file) {
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    return Object.entries(saved).filter(([tag, at]) => typeof tag === 'string' && Number.isFinite(at));
  } catch {
    return []; // none yet, or unreadable: nothing to add
  }
}

/** Merged with what another server on this folder wrote, oldest first; written whole, then renamed. */
function saveRevalidations(file) {
  try {
    for (const [tag, at] of readRevalidations(file)) if (!state.revalidatedAt.has(tag)) remember(tag, at);
    const ordered = [...state.revalidatedAt].sort((a, b) => a[1] - b[1]);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.${process.pid}`, JSON.stringify(Object.fromEntries(ordered)));
    renameSync(`${file}.${process.pid}`, file);
  } catch (error) {
    console.warn(`[page cache] revalidations not saved (${error?.message ?? error}): a restart may serve a page once from before them.`);
  }
}

/**
 * True when a tag among these was revalidated on this server at or after `since` (epoch ms). Both are
 * whole milliseconds of Date.now(), as Next dates entries: a tie counts as outdated, since what was
 * stored in the webhook's millisecond may have been read before it.
 */
function outdatedHere(tags, since) {
  for (const tag of tags) if ((state.revalidatedAt.get(tag) ?? Number.NEGATIVE_INFINITY) >= since) return true;
  return false;
}

function noteLookup(key, ctx) {
  const now = performance.now();
  const started = state.renderStarts.get(key);
  // A lookup that found a fresh page leaves a start behind that no store clears: let it age out. Until
  // then the earliest start stands, since a later request may join a render already under way.
  if (started !== undefined && now - started.at < RENDER_WINDOW_MS) return;
  state.renderStarts.delete(key);
  state.renderStarts.set(key, { at: now, epoch: Date.now(), softTags: ctx?.kind === 'FETCH' ? ctx.softTags : undefined });
  if (state.renderStarts.size > MAX_TRACKED_RENDERS) state.renderStarts.delete(state.renderStarts.keys().next().value);
}

/** The lookup that led to this render (or one a whole window ago, when unknown); forgotten once read. */
function takeRenderStart(key) {
  const started = state.renderStarts.get(key) ?? { at: performance.now() - RENDER_WINDOW_MS, epoch: Date.now() - RENDER_WINDOW_MS };
  state.renderStarts.delete(key);
  return started;
}

/** True for a copy whose writing a webhook overtook (its file is dated by the write's end until redated). */
function writtenOutdated(key, entry) {
  const endedAt = state.outdatedWrites.get(key);
  return endedAt !== undefined && !entry.shared && entry.lastModified <= endedAt;
}

function briefEntry(value, revalidate, expire, renderedAt) {
  return { value, lastModified: renderedAt, cacheControl: { revalidate, expire } };
}

export default class PortalCacheHandler {
  /** @param {import('../server/next-cache-internals.mjs').CacheHandlerContext} context */
  constructor(context) {
    if (!state.revalidationsFile && context.serverDistDir) {
      state.revalidationsFile = join(context.serverDistDir, '..', 'cache', REVALIDATIONS_FILE);
      for (const [tag, at] of readRevalidations(state.revalidationsFile).sort((a, b) => a[1] - b[1])) remember(tag, at);
    }
    // A read of a page paired with the date of a write beside it could pass an old page for a new one.
    const local = new FileSystemCache(context.fs ? { ...context, fs: consistentFs(context.fs) } : context);
    const shared = sharedCache();
    this.store = shared ? new SharedStore(local, shared, context.serverDistDir) : local;
  }

  async get(key, ctx) {
    noteLookup(key, ctx);
    if (!PAGE_KINDS.has(ctx?.kind)) {
      const data = await this.store.get(key, ctx);
      return data && (outdatedHere(tagsOf(data.value, ctx), data.lastModified) || writtenOutdated(key, data)) ? null : data;
    }
    // Next's work on the page begins: the server guard keeps from it the requests a webhook came after.
    pageWorkBegins(key);
    const brief = state.brief.get(key);
    if (brief && (await this.outdated(tagsOf(brief.value), brief.lastModified))) state.brief.delete(key);
    else if (brief) return brief;
    const entry = await this.store.get(key, ctx);
    if (entry?.value && (outdatedHere(tagsOf(entry.value), entry.lastModified) || writtenOutdated(key, entry))) return null;
    if (entry?.value && !entry.shared && entry.lastModified < state.startedAt - FILE_CLOCK_SLACK_MS) {
      // Not rendered by a running server (a build's prerender may be a shell built during an outage): try it again soon.
      return { ...entry, cacheControl: { revalidate: RETRY_SECONDS, expire: entry.cacheControl?.expire } };
    }
    return entry;
  }

  /** True when a tag among these was revalidated at or after `since`, here or (with Redis) on any server. */
  async outdated(tags, since) {
    return outdatedHere(tags, since) || ((await this.store.revalidatedSince?.(tags, since)) ?? false);
  }

  async set(key, data, ctx) {
    const started = takeRenderStart(key);
    // Whatever is decided below, the server guard's front copies of pages are made again from what Next serves next.
    if (!data || PAGE_KINDS.has(data.kind)) notePageCacheChange();
    const renderedAt = started.epoch;
    if (!data) return this.store.set(key, data, ctx);
    // Rule 4: what a render read before a webhook is not stored as fresh after it.
    const tags = data.kind === 'FETCH' ? [...(ctx?.tags ?? []), ...(started.softTags ?? [])] : tagsOf(data);
    if (outdatedHere(tags, renderedAt)) return;
    if (!PAGE_KINDS.has(data.kind)) return this.write(key, data, { ...ctx, renderedAt }, tags);

    const failed = lastBackendFailureAt() >= started.at;
    const expire = ctx?.cacheControl?.expire;
    if (typeof data.status === 'number' && data.status >= 400) {
      state.brief.set(key, briefEntry(data, NOT_FOUND_SECONDS, expire, renderedAt));
      return;
    }
    if (failed) {
      const checkedAt = Date.now();
      // The copy everyone is served; else this server's own (outdated elsewhere, still better than a shell).
      const previous = (await this.store.get(key, ctx)) ?? (await this.store.getLocal?.(key, ctx));
      // A copy is current as of its check, unless a webhook came since (or before, for this server's own).
      if (previous?.value && !outdatedHere(tagsOf(previous.value), Math.min(checkedAt, previous.lastModified))) {
        // Keep the copy we have, and try again shortly.
        await this.write(
          key,
          previous.value,
          { ...ctx, renderedAt: checkedAt, cacheControl: { revalidate: RETRY_SECONDS, expire } },
          tagsOf(previous.value),
        );
        state.brief.delete(key);
        return;
      }
      state.brief.set(key, briefEntry(data, RETRY_SECONDS, expire, renderedAt));
      return;
    }
    state.brief.delete(key);
    return this.write(key, data, { ...ctx, renderedAt }, tags);
  }

  /**
   * Stores an entry dated by `ctx.renderedAt`: Redis by its date, and the file on disk redated to it
   * once written (Next dates a file by its writing, which may end after a webhook that came during it;
   * until redated, such a copy is held outdated here).
   */
  async write(key, data, ctx, tags) {
    await this.store.set(key, data, ctx);
    if (outdatedHere(tags, ctx.renderedAt)) state.outdatedWrites.set(key, Date.now());
    else state.outdatedWrites.delete(key);
    const file = this.fileOf(key, data);
    if (!file) return;
    try {
      utimesSync(file, ctx.renderedAt / 1000, ctx.renderedAt / 1000);
    } catch {
      // Not written (a write that failed, or no disk): nothing to date.
    }
  }

  /** The file Next dates an entry by, or null when this cache writes none. */
  fileOf(key, data) {
    const local = this.store.local ?? this.store;
    if (!local.flushToDisk || typeof local.getFilePath !== 'function') return null;
    if (data.kind === 'FETCH') return local.getFilePath(key, 'FETCH');
    if (data.kind === 'APP_ROUTE') return local.getFilePath(`${key}.body`, 'APP_ROUTE');
    return local.getFilePath(`${key}.html`, data.kind === 'PAGES' ? 'PAGES' : 'APP_PAGE');
  }

  async revalidateTag(tags, durations) {
    noteRevalidated(tags);
    return this.store.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
