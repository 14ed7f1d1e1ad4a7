/**
 * When the backend last failed a server call, shared between the app's API client (which records
 * it) and the page cache handler (which asks, when a render is stored, whether the backend failed
 * while it ran). Plain JavaScript: Next loads the cache handler without compiling it.
 */
const KEY = Symbol.for('portal.backendFailureAt');

/** Called by lib/api/http.ts on the server: a transport failure, a 5xx or 429, or an unreadable answer. */
export function recordBackendFailure(at = performance.now()) {
  globalThis[KEY] = at;
}

/** `performance.now()` of the last failure, or -Infinity when there was none. */
export function lastBackendFailureAt() {
  return globalThis[KEY] ?? Number.NEGATIVE_INFINITY;
}
