/**
 * The cached pages Next is looking up or rendering in this process, for the server guard
 * (lib/server/outdated-renders.ts). Next serves every request for a page from the one lookup-and-render
 * under way for it (its response cache joins them): a request sent after a webhook would otherwise be
 * answered by a render begun before it, with the old content.
 *
 * A page's work begins at the cache handler's lookup of it and ends when Next's promise of it settles:
 * at once for a copy Next serves as it is, after the render for a copy it renders again (in the
 * background for a stale one, while serving it) or for a page it has not. Next hands that promise to the
 * platform's `waitUntil` as the lookup begins, in the same synchronous step (its response cache, `get`):
 * installPageWorkWatch supplies that `waitUntil`, through the request context Next reads it from. Its end is
 * told a turn of the event loop late, once Next has let go of the work. Failing that, it ends at the next
 * lookup of the page (Next looks a page up again only once the work before is over), or RENDER_BOUND_MS
 * after it began.
 *
 * Plain JavaScript: Next loads the cache handler without compiling it, and the guard reads the same
 * state through globalThis.
 */
import { pageOfRouteCacheKey, provideWaitUntil } from '../server/next-cache-internals.mjs';

const STATE = Symbol.for('portal.pageRenders');

/** Longer than a render takes (each backend call gives up after 2 s); a request waits no longer on one. */
export const RENDER_BOUND_MS = 10_000;
const MAX_TRACKED = 1000;

/**
 * @typedef {{ page: string, startedAt: number, deadline: number, ended: boolean, waiters: (() => void)[], timer?: NodeJS.Timeout }} PageWork
 */

function createState() {
  /** @type {{ work: Map<string, PageWork>, revalidatedAt: number, justBegun: PageWork | null }} */
  return { work: new Map(), revalidatedAt: Number.NEGATIVE_INFINITY, justBegun: null };
}

/** @returns {ReturnType<typeof createState>} */
function state() {
  return (globalThis[STATE] ??= createState());
}

/** Tests only: a fresh process's state. */
export function resetPageWork() {
  globalThis[STATE] = createState();
}

/** The page a cache key names (`/` is `/index`); any other key is its own page. */
export const pageOfKey = pageOfRouteCacheKey;

/** The page of a request's path, as Next keys its cache: `/` → `/index`, `/index/x` → `/index/index/x`, `/deals/` → `/deals`. */
export function pageOfPath(path) {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed === '/') return '/index';
  return trimmed.startsWith('/index') && (trimmed.length === 6 || trimmed[6] === '/') ? `/index${trimmed}` : trimmed;
}

/** Called by the cache handler as it looks a page up: Next's work on it begins (and the work before it is over). */
export function pageWorkBegins(key) {
  const page = pageOfKey(key);
  const { work } = state();
  const before = work.get(page);
  if (before) pageWorkEnds(before);
  const now = Date.now();
  /** @type {PageWork} */
  const begun = { page, startedAt: now, deadline: now + RENDER_BOUND_MS, ended: false, waiters: [] };
  work.set(page, begun);
  if (work.size > MAX_TRACKED) pageWorkEnds(work.values().next().value);
  // Next's promise of this work reaches `waitUntil` before this step ends, or never.
  const current = state();
  current.justBegun = begun;
  queueMicrotask(() => {
    if (current.justBegun === begun) current.justBegun = null;
  });
  return begun;
}

/** Next is done with this work: its promise settled, the page looked up again, or its bound reached. */
export function pageWorkEnds(begun) {
  if (begun.ended) return;
  begun.ended = true;
  clearTimeout(begun.timer);
  const { work } = state();
  if (work.get(begun.page) === begun) work.delete(begun.page);
  if (begun.waiters.length === 0) return;
  const waiters = begun.waiters.splice(0);
  // Next lets go of the work a few promise steps after the handler returns: all of them run before this.
  setImmediate(() => waiters.forEach((wake) => wake()));
}

/**
 * Next's `waitUntil`, as `next start` has it (each promise's failure logged), also ending the page's work
 * begun in the same step when its promise settles.
 */
export function waitUntil(promise) {
  const current = state();
  const begun = current.justBegun;
  current.justBegun = null;
  const settled = () => begun && pageWorkEnds(begun);
  Promise.resolve(promise).then(settled, (error) => {
    settled();
    console.error(error);
  });
}

/**
 * Makes Next hand its promises to waitUntil above (once per process, as the server starts). Left alone
 * where a platform supplies its own request context: the work then ends at the next lookup, or at its bound.
 */
export function installPageWorkWatch() {
  provideWaitUntil(waitUntil);
}

/** The work under way on a page (not past its bound), or undefined: the guard's question, asked for every page request. */
export function pageWorkUnderWay(page) {
  const { work } = state();
  if (work.size === 0) return undefined;
  const begun = work.get(page);
  if (begun && Date.now() >= begun.deadline) {
    pageWorkEnds(begun);
    return undefined;
  }
  return begun;
}

/** Resolves once this work has ended, or at its bound (one timer for all that wait on it). */
export function pageWorkEnded(begun) {
  if (begun.ended) return Promise.resolve();
  begun.timer ??= setTimeout(() => pageWorkEnds(begun), Math.max(0, begun.deadline - Date.now()));
  return new Promise((resolve) => begun.waiters.push(resolve));
}

/** Called when tags are revalidated on this server (the webhook, then Next's own revalidation). */
export function noteRevalidationHere(at = Date.now()) {
  const current = state();
  if (at > current.revalidatedAt) current.revalidatedAt = at;
}

/** When a webhook last revalidated anything on this server (epoch ms), or -Infinity. */
export function lastRevalidationHere() {
  return state().revalidatedAt;
}
