import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { getTokenInfo } from '@/lib/api/auth';
import { getMember, getReferralSummary, listMyDeals, listRewards, listTransactions } from '@/lib/api/member';
import type { SessionAnswer } from '@/lib/api/session';
import type { ApiResult, Member, User } from '@/lib/api/types';
import { TOKEN_COOKIE, refusesSession, usableToken } from '@/lib/rules/session';

/**
 * The one reader of the session on the server: the member pages, the members' deal pages, the session
 * route (`GET /api/session`) and the member gate (./gate.ts). What the backend says of a request's token:
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

/** A token's user and member, asked of the backend at once (one round trip), `no-store`. */
const askBackend = (token: string) => Promise.all([getTokenInfo(token), getMember(token)]);

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

/**
 * The session of the `__goapp_token` cookie, once per request however many parts of the page ask. Reading
 * the cookie makes the page per-request: never written to the page cache, answered `private, no-store`.
 */
export const readSession = cache(async (): Promise<Session> =>
  // A page's request names no token in a header: the token rule (./token.ts) is the cookie's.
  sessionOf(usableToken((await cookies()).get(TOKEN_COOKIE)?.value?.trim())),
);

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
const dataOrUndefined = async <T>(call: Promise<ApiResult<T>>): Promise<T | undefined> => {
  const result = await call;
  return result.ok ? result.data : undefined;
};

export const loadVouchers = (token: string) => dataOrUndefined(listMyDeals(token));
export const loadReferralSummary = (token: string) => dataOrUndefined(getReferralSummary(token));
export const loadRewards = (token: string) => dataOrUndefined(listRewards(token));
export const loadPointsHistory = (token: string) => dataOrUndefined(listTransactions(1, token));
