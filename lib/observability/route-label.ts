/**
 * The label a request is counted under: its route's name (`/deals/[uid]`), never its raw path, so that
 * the number of series stays bounded whatever URLs are sent (docs/operations.md).
 *
 * Not marked `server-only`, which throws outside React's server layer: read by the server guard's hook in
 * the Node server.
 */
import { type KnownRoutes } from '@/lib/server/known-routes';
import { routePath } from '@/lib/server/route-path';

/** Labels of requests that no route names. */
export const NOT_FOUND_ROUTE = '(not found)';
export const FILE_ROUTE = '(public file)';
export const REDIRECT_ROUTE = '(redirect)';
export const BAD_REQUEST_ROUTE = '(bad request)';
/** `next dev` and tests: no table of the build's routes. */
export const UNLABELLED_ROUTE = '(any)';

/** The methods requests are labelled by: the standard ones, then `other` for any else. */
export const METHOD_LABELS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'other'] as const;
const METHOD_INDEX = new Map<string | undefined, number>(METHOD_LABELS.slice(0, -1).map((method, i) => [method, i]));

/** A method's place in METHOD_LABELS: one of the standard ones, or `other`'s. */
export function methodIndex(method: string | undefined): number {
  return METHOD_INDEX.get(method) ?? METHOD_LABELS.length - 1;
}

/**
 * The route of `url` (a request target as sent), for the answer `status`. `guard`: the server guard
 * answered it itself (a 308 of a path with `//`, a 400 of a target that is no path).
 */
export function routeLabel(routes: KnownRoutes | null, url: string, status: number, guard = false): string {
  if (guard && status === 308) return REDIRECT_ROUTE;
  if (!url.startsWith('/')) return BAD_REQUEST_ROUTE;
  const queryAt = url.indexOf('?');
  const path = routePath(queryAt === -1 ? url : url.slice(0, queryAt));
  if (path.startsWith('/_next/'))
    return path.startsWith('/_next/static/') ? '/_next/static' : path.startsWith('/_next/image') ? '/_next/image' : '/_next';
  if (!routes) return UNLABELLED_ROUTE;
  if (routes.pages.has(path)) return path;
  for (let i = 0; i < routes.names.length; i++) if (routes.patterns[i].test(path)) return routes.names[i];
  if (routes.files.has(path)) return FILE_ROUTE;
  return NOT_FOUND_ROUTE;
}
