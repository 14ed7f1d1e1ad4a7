/// <reference lib="webworker" />
/**
 * The service worker (bundled by `serwist build` after `next build`: serwist.config.mjs, scripts/build.mjs).
 *
 * - The build's static assets and the offline page are precached; online, its scripts still come from
 *   the network (the browser's cache), offline from the precache.
 * - Pages: network first (a short timeout), then the copy last seen online, then the offline page.
 * - Images: kept for offline use (deals, levels, logo). Logout deletes them all (device-store.ts): this
 *   worker cannot tell a member page's pictures from others (a client's URL stays the one it loaded at).
 * - Everything else, above all API calls (the backend's, the demo API, anything carrying a token), goes
 *   to the network untouched and is never stored: a shared device must not keep a member's answers.
 * - The members' reminders (Web Push): shown, opened and renewed by lib/push/worker.ts.
 */
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  type SerwistGlobalConfig,
} from 'serwist';
import { RSC_HEADER } from '../next-router-headers.mjs';
import { addReminderListeners } from '../push/worker';
import { IMAGES_CACHE, isNeverCached, OFFLINE_PAGE, PAGES_CACHE, STATIC_CACHE } from './paths';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/** Past this, a page comes from the copy kept on the device (a till in a basement has a weak signal). */
const PAGE_NETWORK_TIMEOUT_S = 3;
/** Past this, a build script does too: the browser's own cache answers a hashed script in milliseconds. */
const SCRIPT_NETWORK_TIMEOUT_MS = 3_000;

/** A file of this build (hashed, immutable). */
const isBuildFile = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/_next/static/');

const ours = ({ url, request }: RouteMatchCallbackOptions) =>
  url.origin === self.location.origin && !isNeverCached(url.pathname) && !request.headers.has('authorization');

/**
 * A page load, or the page asking for itself to be kept (see components/offline/service-worker.tsx):
 * a page reached by a client-side navigation was never loaded as a document. React Server Component
 * fetches (RSC header) vary by router state and go to the network.
 */
const isPage = ({ request }: RouteMatchCallbackOptions) =>
  request.mode === 'navigate' || (!request.headers.has(RSC_HEADER) && (request.headers.get('accept') ?? '').includes('text/html'));

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version waits until the person agrees to reload (the "Versi baru tersedia" toast).
  skipWaiting: false,
  clientsClaim: true,
  precacheOptions: { cleanupOutdatedCaches: true },
  runtimeCaching: [
    {
      matcher: (options) => isPage(options) && ours(options),
      handler: new NetworkFirst({
        cacheName: PAGES_CACHE,
        networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_S,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 40 })],
      }),
    },
    {
      // Hashed build files not in the precache (a page of a newer build while this worker still runs); its
      // scripts take the listener below.
      matcher: (options) => ours(options) && isBuildFile(options.url),
      handler: new CacheFirst({
        cacheName: STATIC_CACHE,
        plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 200 })],
      }),
    },
    {
      // Pictures from the portal or the backend's image host (status 0: a cross-origin image).
      matcher: ({ request }) => request.destination === 'image' && !request.headers.has('authorization'),
      handler: new StaleWhileRevalidate({
        cacheName: IMAGES_CACHE,
        plugins: [
          new CacheableResponsePlugin({ statuses: [0, 200] }),
          new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 }),
        ],
      }),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === 'document' }],
  },
});

/**
 * Pages kept from the previous build would load that build's scripts, which a new server no longer has:
 * when this version takes over, each kept page is fetched again, or dropped if that fails.
 */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PAGES_CACHE);
      await Promise.all(
        (await cache.keys()).map(async (request) => {
          try {
            const fresh = await fetch(request.url, { credentials: 'same-origin' });
            if (fresh.ok) await cache.put(request, fresh);
            else await cache.delete(request);
          } catch {
            await cache.delete(request);
          }
        }),
      );
    })(),
  );
});

/**
 * The build's scripts, online, from the network and so, being hashed and immutable, mostly from the
 * browser's own cache: answered from Cache Storage, they cost a warm visit more of the page's main thread
 * (decision 0026). Offline, or past the timeout, from the precache (or a waiting version's). Not a
 * runtime-caching route: Serwist's precache route answers a precached URL before any of those. Registered
 * before Serwist's listener, which then never sees these requests.
 */
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.destination !== 'script' || !isBuildFile(new URL(request.url))) return;
  event.stopImmediatePropagation();
  event.respondWith(scriptFromNetworkFirst(request));
});

async function scriptFromNetworkFirst(request: Request): Promise<Response> {
  const network = fetch(request);
  let timer: number | undefined;
  const late = new Promise<undefined>((resolve) => (timer = self.setTimeout(resolve, SCRIPT_NETWORK_TIMEOUT_MS)));
  const first = await Promise.race([network.catch(() => undefined), late]);
  clearTimeout(timer);
  if (first?.ok) return first;
  // A kept copy also for a 404: a page of the build before a deployment asking for its own scripts.
  // None kept: the network's answer after all, or its failure, as the browser would have had it.
  return (await caches.match(request)) ?? first ?? network;
}

addReminderListeners(self);

serwist.addEventListeners();
