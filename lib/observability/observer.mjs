/**
 * Where the server's code reports what it does (docs/operations.md): one object on globalThis, put there
 * once as the server starts (lib/observability/start.ts), read by every hook as `observer()?.…`.
 *
 * On globalThis because Next loads instrumentation.ts, each route's bundle and the page cache (plain
 * JavaScript, outside the bundles) as separate module graphs: a module's own variable would be one per
 * graph. Plain JavaScript with no imports, so the browser's bundle (lib/api/http.ts) and the page cache
 * can read it for the price of one property read; with nothing set, nothing is measured.
 */
const KEY = Symbol.for('portal.observer');

/** @returns {import('./observer.d.mts').Observer | undefined} */
export function observer() {
  return globalThis[KEY];
}

/** @param {import('./observer.d.mts').Observer | undefined} value */
export function setObserver(value) {
  globalThis[KEY] = value;
}
