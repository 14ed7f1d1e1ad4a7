/** What the service worker and the page agree on: its URL, its caches, and which pages hold a member's data. */

export const SERVICE_WORKER_URL = '/serwist/sw.js';
export const OFFLINE_PAGE = '/offline';

/** Pages as last seen online, for opening without a network. */
export const PAGES_CACHE = 'pages';
/** Pictures as seen, a member's among them (the wallet's, level icons): deleted whole on logout. */
export const IMAGES_CACHE = 'images';
export const STATIC_CACHE = 'static';

/**
 * Pages that show a member's own data once open: their cached copies are deleted on logout, when a
 * session ends with a 401, and when another member signs in on the device.
 */
export const MEMBER_PAGES = ['/my-voucher', '/member'];

/** `/member`, `/member/card` and `/my-voucher`, with or without a query. */
export function isMemberPage(pathname: string): boolean {
  return MEMBER_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));
}

/**
 * Never answered from a cache: APIs (the portal's own, the demo API) whose answers may be personal,
 * and the worker's own files (a new deployment must find its new worker).
 */
export function isNeverCached(pathname: string): boolean {
  return /^\/(demo-api|api|serwist)(\/|$)/.test(pathname);
}

/** Asks the worker to keep a page as the browser would load it (a document), for opening offline. */
export function keepPageOnDevice(worker: ServiceWorker, path: string): void {
  worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: [[path, { headers: { Accept: 'text/html' } }]] } });
}
