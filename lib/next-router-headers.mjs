/**
 * The request headers and search parameter of Next's client router (next/dist/client/components/app-router-headers.js):
 * a part of lib/server/next-internals.ts, which re-exports it and whose test checks each name against the
 * installed Next. Apart, without imports, because the service worker reads one (lib/offline/worker.ts);
 * plain JavaScript, because the bench sends a client navigation from Node (scripts/bench-navigation.mjs).
 */
// Each makes Next answer something other than the page's HTML.
/** RSC_HEADER: `1` asks for the RSC payload. */
export const RSC_HEADER = 'rsc';
/** NEXT_ROUTER_STATE_TREE_HEADER; Next's `Vary` names it once it has routed an app page. */
export const ROUTER_STATE_TREE_HEADER = 'next-router-state-tree';
/** NEXT_ROUTER_PREFETCH_HEADER. */
export const ROUTER_PREFETCH_HEADER = 'next-router-prefetch';
/** NEXT_ROUTER_SEGMENT_PREFETCH_HEADER. */
export const ROUTER_SEGMENT_PREFETCH_HEADER = 'next-router-segment-prefetch';
/** NEXT_URL: the page an intercepting route is shown over. */
export const NEXT_URL_HEADER = 'next-url';
export const ROUTER_HEADERS = /** @type {const} */ ([
  RSC_HEADER,
  ROUTER_STATE_TREE_HEADER,
  ROUTER_PREFETCH_HEADER,
  ROUTER_SEGMENT_PREFETCH_HEADER,
  NEXT_URL_HEADER,
]);

/**
 * NEXT_RSC_UNION_QUERY: an RSC request's cache-busting parameter, a hash of its router headers that Next
 * checks (307 to the right one when wrong) before it renders.
 */
export const RSC_PARAM = '_rsc';
