/**
 * A request's path as the portal's routes name it. Next serves a page with or without one trailing slash
 * (`skipTrailingSlashRedirect` in next.config.ts, kept for the demo API's paths, which end in one):
 * `/deals/` is the deals page. Every table the server guard reads (lib/server/query-rules.ts,
 * lib/server/deals-for-members.ts, lib/server/known-routes.ts) is matched on this path, so a route
 * behaves the same with and without it.
 *
 * Not marked `server-only`, which throws outside React's server layer: the server guard reads this in
 * the Node server. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */

/** `path` without its one trailing slash (`/deals/` → `/deals`); `/` stays `/`. */
export function routePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

const KEY = /^\[([^\]/]+)\]$/;

/**
 * The keys of `route` (`/deals/[uid]`: a key is one segment, never empty) in `path`, trailing slash
 * ignored; null when `path` is not that route.
 */
export function matchRoute(route: string, path: string): Record<string, string> | null {
  const parts = route.split('/');
  const segments = routePath(path).split('/');
  if (parts.length !== segments.length) return null;
  const keys: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const key = KEY.exec(part)?.[1];
    if (key === undefined ? part !== segments[i] : segments[i] === '') return null;
    if (key !== undefined) keys[key] = segments[i];
  }
  return keys;
}
