/**
 * A count of the changes to what the page cache serves, shared between the cache handler (which counts
 * a page stored and a revalidation) and the server guard's front copies (lib/server/front-copies.ts),
 * which are good only while the count is the one they were made at. Plain JavaScript: Next loads the
 * cache handler without compiling it, and the two read one count through globalThis.
 */
const KEY = Symbol.for('portal.pageCacheChanges');

/** Called by the cache handler when a page is stored (or refused) and when tags are revalidated. */
export function notePageCacheChange() {
  globalThis[KEY] = (globalThis[KEY] ?? 0) + 1;
}

/** How many changes this process has seen. */
export function pageCacheChanges() {
  return globalThis[KEY] ?? 0;
}
