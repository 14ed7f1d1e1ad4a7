import 'server-only';
import { cache } from 'react';
import { cookies } from 'next/headers';
import { getTokenInfo } from '@/lib/api/auth';
import { getMember, getReferralSummary, listMyDeals, listRewards, listTransactions } from '@/lib/api/member';
import type { ApiResult, Member, User } from '@/lib/api/types';
import { TOKEN_COOKIE, refusesSession, usableToken } from '@/lib/rules/session';

/**
 * The session a member page is rendered for, read from the `__goapp_token` cookie the browser keeps:
 * - `member`: the backend let the token in and knows the member; the page arrives with their data;
 * - `refused`: the backend refused the token (400, 401, 403): the guest's page, and the browser ends the
 *   session (components/member/rendered-session.tsx);
 * - `guest`: no cookie, or the backend could not tell (down, slow, not a member yet, which the browser
 *   registers): the page as the browser builds it, which copes with each of those.
 * Reading the cookie makes the page per-request: it is never written to the page cache and answers
 * `Cache-Control: private, no-store`.
 */
export type RenderedSession =
  | { kind: 'guest' }
  | { kind: 'refused' }
  /** `checkedAt`: when the backend answered (ms since the epoch); the browser takes the check as its own while it is fresh. */
  | { kind: 'member'; token: string; user: User; member: Member; checkedAt: number };

/** A token's user and member, asked of the backend at once (one round trip): the member pages' and the wallet's. */
export const checkToken = (token: string) => Promise.all([getTokenInfo(token), getMember(token)]);

/** Once per request, however many parts of the page ask. */
export const readSession = cache(async (): Promise<RenderedSession> => {
  const token = usableToken((await cookies()).get(TOKEN_COOKIE)?.value?.trim());
  if (!token) return { kind: 'guest' };
  const [info, member] = await checkToken(token);
  if (refusesSession(info.status) || member.status === 401) return { kind: 'refused' };
  if (!info.ok || !info.data || !member.ok || !member.data) return { kind: 'guest' };
  return { kind: 'member', token, user: info.data, member: member.data, checkedAt: Date.now() };
});

/** The data of one of the member's own calls, or undefined: the browser then loads it as it would have. */
const dataOf = async <T>(call: Promise<ApiResult<T>>): Promise<T | undefined> => {
  const result = await call;
  return result.ok ? result.data : undefined;
};

export const loadVouchers = (token: string) => dataOf(listMyDeals(token));
export const loadReferralSummary = (token: string) => dataOf(getReferralSummary(token));
export const loadRewards = (token: string) => dataOf(listRewards(token));
export const loadPointsHistory = (token: string) => dataOf(listTransactions(1, token));
