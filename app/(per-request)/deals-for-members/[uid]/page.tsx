import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { DealAnswer, dealMetadata, loadDeal } from '@/components/deals/deal-page-view';
import { SessionHandOver } from '@/hooks/use-session';
import { getDeal } from '@/lib/api/member';
import { isItemKey } from '@/lib/paths';
import { answerOf, readSession } from '@/lib/session/server';

// A member's `/deals/<uid>` where the backend keeps deals for members: rewritten here by the server guard
// (lib/server/deals-for-members.ts), rendered per request for the session, never cached.

type Props = { params: Promise<{ uid: string }> };

/**
 * The deal as the session's member gets it (their token, `no-store`), else as the cached page gets it;
 * once per request, for the page and its metadata.
 */
const sessionDeal = cache(async (uid: string) => {
  const session = await readSession();
  return session.kind === 'member' ? getDeal(uid, session.token) : loadDeal(uid);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { uid } = await params;
  return dealMetadata(uid, isItemKey(uid) ? (await sessionDeal(uid)).data : undefined);
}

export default async function DealForMembersPage({ params }: Props) {
  const { uid } = await params;
  if (!isItemKey(uid)) notFound();
  const [session, deal] = await Promise.all([readSession(), sessionDeal(uid)]);
  if (deal.status === 404) notFound();
  return (
    <SessionHandOver answer={answerOf(session)}>
      <DealAnswer uid={uid} deal={deal} />
    </SessionHandOver>
  );
}
