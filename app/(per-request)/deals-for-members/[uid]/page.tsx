import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { dealForClient } from '@/components/deals/deal-grid';
import { DealPageView, dealMetadata } from '@/components/deals/deal-page-view';
import { MembersDealLazy } from '@/components/deals/members-deals-lazy';
import { SessionView } from '@/components/member/session-view';
import { getDeal } from '@/lib/api/member';
import { isItemKey } from '@/lib/paths';
import { readSession } from '@/lib/server/member-session';

// A member's `/deals/<uid>` where the backend keeps deals for members: rewritten here by the server guard
// (lib/server/deals-for-members.ts), rendered per request for the session, never cached.

type Props = { params: Promise<{ uid: string }> };

/** The deal as the session's member gets it, once per request (the page and its metadata); none for a guest. */
const memberDeal = cache(async (uid: string) => {
  const session = await readSession();
  return session.kind === 'member' && isItemKey(uid) ? getDeal(uid, session.token) : undefined;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { uid } = await params;
  return dealMetadata(uid, (await memberDeal(uid))?.data);
}

export default async function DealForMembersPage({ params }: Props) {
  const { uid } = await params;
  if (!isItemKey(uid)) notFound();
  const [session, deal] = await Promise.all([readSession(), memberDeal(uid)]);
  if (deal?.status === 404) notFound();
  return (
    <SessionView session={session} browser={<MembersDealLazy uid={uid} />}>
      {/* Refused or failed for the member: the browser's part, which says so and offers to try again. */}
      {() => (deal?.data?.name ? <DealPageView deal={dealForClient(deal.data)} /> : <MembersDealLazy uid={uid} />)}
    </SessionView>
  );
}
