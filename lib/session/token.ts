/**
 * The one token rule (docs/security.md#the-token-rule), for every reader of a request's session: the
 * member gate (./gate.ts), the session route, the wallet's logout, and the server guard choosing a
 * members' page (lib/server/deals-for-members.ts).
 *
 * Not marked `server-only`, which throws outside React's server layer: the guard reads this in the Node
 * server. It holds no secret and reads only the headers it is given.
 */
import { tokenOfCookies, usableToken } from '@/lib/rules/session';

/** A request's headers as a route handler sees them (`Request`) or as the Node server does (`req.headers`). */
export type TokenSource = Request | { authorization?: string; cookie?: string };

const header = (source: TokenSource, name: 'authorization' | 'cookie'): string | null =>
  source instanceof Request ? source.headers.get(name) : (source[name] ?? null);

/**
 * A request's token: the one `Authorization: Jwt` names (the browser's own calls name the token it holds:
 * another tab's sign-in may have reached its storage before its cookie), else the `__goapp_token`
 * cookie's; null for a guest. `cookie`, the cookie's token: a refusal is the cookie's only when it holds
 * the token refused, and only then may the cookie be expired.
 */
export function requestToken(source: TokenSource): { token: string | null; cookie: string | null } {
  const cookie = tokenOfCookies(header(source, 'cookie'));
  const named = /^Jwt\s+(\S+)\s*$/i.exec(header(source, 'authorization') ?? '')?.[1];
  return { token: named === undefined ? cookie : usableToken(named), cookie };
}
