// A client-side navigation's request, as Next's client router sends it (fetchServerResponse in
// next/dist/client/components/router-reducer/fetch-server-response.js; Chromium sent these going from
// /blog to / and back): `RSC: 1`, the router's state tree of the page left, that page's path as
// `Next-Url`, and `_rsc`, the hash of those two that Next checks (a wrong one gets a 307). Next's names and
// hash from the portal's one place for them (lib/server/next-internals.ts's plain-JavaScript parts).
import { NEXT_URL_HEADER, ROUTER_STATE_TREE_HEADER, RSC_HEADER, RSC_PARAM } from '../lib/next-router-headers.mjs';
import { computeCacheBustingSearchParam } from '../lib/server/next-cache-internals.mjs';

/** The router's state tree of a page, as the client router holds it once that page is shown. */
const STATE_TREES = {
  '/': ['', { children: ['__PAGE__', {}, null, null, 128] }, null, null, 16],
  '/blog': [
    '',
    { children: ['blog', { children: ['(list)', { children: ['__PAGE__', {}, null, null, 512] }, null, null, 512] }, null, null, 512] },
    null,
    null,
    528,
  ],
};

/** The page a navigation to each page comes from. */
const FROM = { '/': '/blog', '/blog': '/' };

/** The path and headers of a navigation to `path` (`/` or `/blog`), gzip as browsers accept it. */
export async function navigation(path) {
  const from = FROM[path];
  if (!from) throw new Error(`bench-navigation: no navigation to ${path} (${Object.keys(FROM).join(', ')})`);
  const tree = encodeURIComponent(JSON.stringify(STATE_TREES[from]));
  const hash = await computeCacheBustingSearchParam(undefined, undefined, tree, from);
  return {
    path: `${path}?${RSC_PARAM}=${hash}`,
    headers: { 'accept-encoding': 'gzip', [RSC_HEADER]: '1', [ROUTER_STATE_TREE_HEADER]: tree, [NEXT_URL_HEADER]: from },
  };
}

/**
 * How the bench asks for a page: `gzip` as browsers do, `none` as a client accepting no compression (Next
 * then sends the page as it is), `rsc` as Next's client router on a client-side navigation.
 */
export const ENCODINGS = ['gzip', 'none', 'rsc'];

/** The path and headers of `path` asked for in `encoding` (one of ENCODINGS). */
export async function benchRequest(encoding, path) {
  if (encoding === 'rsc') return navigation(path);
  if (encoding === 'gzip') return { path, headers: { 'accept-encoding': 'gzip' } };
  if (encoding === 'none') return { path, headers: {} };
  throw new Error(`bench-navigation: no encoding "${encoding}" (${ENCODINGS.join(', ')})`);
}
