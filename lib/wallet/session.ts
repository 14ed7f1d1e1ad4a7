/**
 * Who asks for a pass: the member of the session the portal keeps (the `__goapp_token` cookie, or
 * `Authorization: Jwt <token>`), as the backend knows them with that token. Nothing else is trusted: the
 * route issues only the pass of the member the backend answers for.
 */
import 'server-only';
import { listMyDeals } from '@/lib/api/member';
import type { ApiResult, Deal, Member, User } from '@/lib/api/types';
import { refusesSession } from '@/lib/rules/session';
import { MemberRefused, askBackend } from '@/lib/session/server';

export { MemberRefused };

/** A failed call as the route's answer: the session refused (401), no member (404), the backend failing (502/503). */
function refusal(result: ApiResult<unknown>, what: string): MemberRefused {
  if (refusesSession(result.status)) {
    return new MemberRefused(401, 'The session has ended: sign in to the portal again.');
  }
  if (result.status === 404) return new MemberRefused(404, 'This account is not a member yet.');
  if (result.status >= 500 || result.status === 429) {
    return new MemberRefused(503, `The member service is unavailable (${what}): try again in a moment.`);
  }
  // A 2xx the client could not read, or another status: the backend's answer is not one.
  return new MemberRefused(502, `The member service gave an unreadable answer (${what}).`);
}

/** A member whose every number a pass shows was read: its balance (the card's points). */
export type ReadMember = Member & { balance: number };

export interface SessionMember {
  user: User;
  member: ReadMember;
}

/** The user and the member of this token, both asked of the backend now; throws MemberRefused. */
export async function memberOf(token: string): Promise<SessionMember> {
  const [user, member] = await askBackend(token);
  if (!user.ok || !user.data) throw refusal(user, 'token check');
  if (!member.ok || !member.data) throw refusal(member, 'member');
  // A member without a uid cannot be told apart from another: no pass is issued for it.
  if (!member.data.uid) throw new MemberRefused(502, 'The member service answered a member without a uid.');
  // A balance sent unreadable: no pass is made from the answer, so none says 0 Pts or changes (the pass
  // web service serves a pass as last issued instead, docs/wallet.md).
  const { balance } = member.data;
  if (balance === null) throw new MemberRefused(502, 'The member service answered a balance that cannot be read.');
  return { user: user.data, member: { ...member.data, balance } };
}

/** The deals this token's member owns, with their codes; throws MemberRefused. */
export async function myDealsOf(token: string): Promise<Deal[]> {
  const deals = await listMyDeals(token);
  if (!deals.ok || !deals.data) throw refusal(deals, 'vouchers');
  return deals.data;
}
