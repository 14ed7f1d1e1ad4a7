/**
 * Whether the backend keeps its deals for members (listDeals and getDeal in contract/openapi.yaml may
 * answer 401 or 403 to a call without a token), as this server last saw it: learned whenever a cached page
 * showing deals renders here (`/`, `/deals`, a deal's page; a build's prerender is rendered again 5 s after
 * the server first serves it). While the backend cannot be reached the last word stands; none at all counts
 * as no, and the cached page then serves members too, completed by the browser as for any visitor.
 *
 * Not asked as the server starts: the guard's bundle would then carry the API client and, through it,
 * the demo API, taking the build past 5,000 modules, where Turbopack's module ids grow a digit in every
 * chunk and `/`'s first load past its budget (decision 0025).
 *
 * The server guard (lib/server/server-guard.ts) reads it: a member's request for one of those pages then
 * renders per request, with the member's deals (`app/(per-request)/*-for-members`), while guests keep the
 * cached page. The pages and the guard are separate bundles: the word lives on `globalThis`.
 *
 * Not marked `server-only`, which throws outside React's server layer: the guard reads this in the Node
 * server. Client code never imports it (tests/unit/server-code-boundary.test.ts).
 */

import { matchRoute } from '@/lib/server/route-path';
import { type TokenSource, requestToken } from '@/lib/session/token';

const KEPT = Symbol.for('portal.dealsKeptForMembers');

type Store = typeof globalThis & { [KEPT]?: boolean };

/** Notes the status of a deal call made without a token: refused (401, 403) or answered (2xx). */
export function noteDealsAnswer(status: number): void {
  if (status === 401 || status === 403) (globalThis as Store)[KEPT] = true;
  else if (status >= 200 && status < 300) (globalThis as Store)[KEPT] = false;
}

/** Whether the backend was last seen keeping its deals for members. */
export function dealsKeptForMembers(): boolean {
  return (globalThis as Store)[KEPT] === true;
}

/** Forgets what was learned (tests). */
export function forgetDealsPolicy(): void {
  delete (globalThis as Store)[KEPT];
}

/**
 * The pages showing deals (`[uid]` is one segment), and the per-request twin a member's request for one
 * renders as while deals are kept for members.
 */
export const PAGES_FOR_MEMBERS: readonly { route: string; twin: string }[] = [
  { route: '/', twin: '/home-for-members' },
  { route: '/deals', twin: '/deals-for-members' },
  { route: '/deals/[uid]', twin: '/deals-for-members/[uid]' },
];

/**
 * The per-request page a member's request for `path` renders as, or null for a page without deals. With
 * or without a trailing slash alike: Next serves `/deals/` as `/deals`, and a member must not get the
 * guests' page there.
 */
export function pageForMembers(path: string): string | null {
  for (const { route, twin } of PAGES_FOR_MEMBERS) {
    const keys = matchRoute(route, path);
    if (keys) return twin.replace(/\[([^\]/]+)\]/g, (_, key: string) => keys[key]);
  }
  return null;
}

/** Whether a request carries a session's token, by the token rule (lib/session/token.ts). */
export const carriesSession = (headers: TokenSource): boolean => requestToken(headers).token !== null;
