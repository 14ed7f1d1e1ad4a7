import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { getTokenInfo } from '@/lib/api/auth';
import { getMember, getReferralSummary, listMyDeals, listRewards, listTransactions } from '@/lib/api/member';
import type { SessionAnswer } from '@/lib/api/session';
import type { ApiResult, Member, User } from '@/lib/api/types';
import { TOKEN_COOKIE, refusesSession, tokenOfCookies, usableToken } from '@/lib/rules/session';
import { credentialsOf } from '@/lib/server/request-body';

/**
 * The one reader of the session on the server: the member pages, the members' deal pages, the session
 * route (`GET /api/session`) and the wallet routes. What the backend says of a request's token:
 * - `guest`: no usable token; the backend is not asked;
 * - `refused`: the backend refused it (400, 401, 403; or 401 for the member): the session has ended;
 * - `user`: a user who is not a member yet (the browser registers them, with the pending referral);
 * - `unavailable`: the backend could not tell: down, slow, answering garbage (`down`: 5xx, 429, no answer);
 * - `member`: the token's user and member.
 */
export type Session =
  | { kind: 'guest' }
  | { kind: 'refused' }
  | { kind: 'user'; token: string; user: User }
  | { kind: 'unavailable'; token: string; down: boolean }
  | { kind: 'member'; token: string; user: User; member: Member };

/**
 * The one token rule (docs/security.md#the-token-rule), for every route that acts for a session: the session,
 * account, reminders and wallet routes. A request's token is the one `Authorization: Jwt` names (the
 * browser's own calls name the token it holds: another tab's sign-in may have reached its storage before
 * its cookie), else the `__goapp_token` cookie's; null for a guest. `cookie`, the cookie's token: a refusal
 * is the cookie's only when it holds the token refused, and only then may the cookie be expired.
 */
export function requestToken(request: Request): { token: string | null; cookie: string | null } {
  const cookie = tokenOfCookies(request.headers.get('cookie'));
  const named = credentialsOf(request, 'Jwt');
  return { token: named === null ? cookie : usableToken(named), cookie };
}

/** The token of a request (the rule above), or of a page's cookies; null for a guest. */
export function sessionToken(source: Request | Awaited<ReturnType<typeof cookies>>): string | null {
  if (source instanceof Request) return requestToken(source).token;
  return usableToken(source.get(TOKEN_COOKIE)?.value?.trim());
}

/** A token's user and member, asked of the backend at once (one round trip), `no-store`. */
export const askBackend = (token: string) => Promise.all([getTokenInfo(token), getMember(token)]);

const isDown = ({ status }: ApiResult<unknown>) => status >= 500 || status === 429;

/** What the backend says of `token` (none: a guest, and the backend is not asked). */
export async function sessionOf(token: string | null): Promise<Session> {
  if (!token) return { kind: 'guest' };
  const [info, member] = await askBackend(token);
  if (refusesSession(info.status) || member.status === 401) return { kind: 'refused' };
  if (info.ok && info.data && member.status === 404) return { kind: 'user', token, user: info.data };
  if (info.ok && info.data && member.ok && member.data) return { kind: 'member', token, user: info.data, member: member.data };
  return { kind: 'unavailable', token, down: isDown(info) || isDown(member) };
}

/** A member uid as the backend sends it: a word, never a path or a pattern (it becomes a key in Redis). */
export const MEMBER_UID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Why a session gives no member: the status and words the route answers with. */
export class MemberRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MemberRefused';
  }
}

/**
 * The member of a session, for a route that acts for them; else throws MemberRefused: 401 for a guest or a
 * refused session, 404 for a user who is not a member yet, 503 or 502 for a backend that could not tell.
 */
export function sessionMember(session: Session): Extract<Session, { kind: 'member' }> {
  switch (session.kind) {
    case 'member':
      return session;
    case 'guest':
      throw new MemberRefused(401, 'Sign in to the portal first.');
    case 'refused':
      throw new MemberRefused(401, 'The session has ended: sign in to the portal again.');
    case 'user':
      throw new MemberRefused(404, 'This account is not a member yet.');
    case 'unavailable':
      throw session.down
        ? new MemberRefused(503, 'The member service is unavailable: try again in a moment.')
        : new MemberRefused(502, 'The member service gave an unreadable answer.');
  }
}

/**
 * The session of the `__goapp_token` cookie, once per request however many parts of the page ask. Reading
 * the cookie makes the page per-request: never written to the page cache, answered `private, no-store`.
 */
export const readSession = cache(async (): Promise<Session> => sessionOf(sessionToken(await cookies())));

/**
 * What the browser is told of a session (`GET /api/session`; a page rendered for it hands the same to the
 * browser's session): null where the server has nothing to tell, a guest without a cookie (the browser
 * may still hold a token) or a backend that could not tell.
 */
export function answerOf(session: Session): SessionAnswer | null {
  switch (session.kind) {
    case 'refused':
      return { status: 'guest' };
    case 'user':
      return { status: 'user', user: session.user };
    case 'member':
      return { status: 'member', user: session.user, member: session.member };
    default:
      return null;
  }
}

/** The data of one of the member's own calls, or undefined: the browser then loads it as it would have. */
const dataOf = async <T>(call: Promise<ApiResult<T>>): Promise<T | undefined> => {
  const result = await call;
  return result.ok ? result.data : undefined;
};

export const loadVouchers = (token: string) => dataOf(listMyDeals(token));
export const loadReferralSummary = (token: string) => dataOf(getReferralSummary(token));
export const loadRewards = (token: string) => dataOf(listRewards(token));
export const loadPointsHistory = (token: string) => dataOf(listTransactions(1, token));
