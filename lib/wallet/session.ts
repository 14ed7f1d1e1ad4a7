/**
 * Who a pass is for: the member the gate (lib/session/gate.ts) gives, as the backend knows them with the
 * session's token now. Nothing else is trusted: the route issues only the pass of the member the backend
 * answers for.
 */
import 'server-only';
import { listMyDeals } from '@/lib/api/member';
import type { Deal, Member } from '@/lib/api/types';
import { MemberRefusal, type SignedMember, refusalOf } from '@/lib/session/gate';

/** A member whose every number a pass shows was read: its balance (the card's points). */
export type ReadMember = Member & { balance: number };

/**
 * The member as a pass shows them; throws MemberRefusal for a balance sent unreadable: no pass is made
 * from the answer, so none says 0 Pts or changes (the pass web service serves a pass as last issued
 * instead, docs/wallet.md).
 */
export function passMember({ member }: SignedMember): ReadMember {
  const { balance } = member;
  if (balance === null) throw new MemberRefusal('bad-backend', 'The member service answered a balance that cannot be read.');
  return { ...member, balance };
}

/** The deals this token's member owns, with their codes; throws MemberRefusal. */
export async function myDealsOf(token: string): Promise<Deal[]> {
  const deals = await listMyDeals(token);
  if (!deals.ok || !deals.data) throw refusalOf(deals);
  return deals.data;
}
