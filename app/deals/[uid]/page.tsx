import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DealAnswer, dealMetadata, loadDeal } from '@/components/deals/deal-page-view';
import { listDeals } from '@/lib/api/member';
import { noteDealsAnswer } from '@/lib/server/deals-for-members';

// Rendered when building (or on first request), then served from cache and refreshed at most once a minute.
export const revalidate = 60;

export async function generateStaticParams(): Promise<{ uid: string }[]> {
  const deals = await listDeals();
  return (deals.data ?? []).filter((deal) => deal.uid).map((deal) => ({ uid: deal.uid }));
}

type Props = { params: Promise<{ uid: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { uid } = await params;
  return dealMetadata(uid, (await loadDeal(uid)).data);
}

export default async function DealPage({ params }: Props) {
  const { uid } = await params;
  const deal = await loadDeal(uid);
  if (deal.status === 404) notFound();
  // Whether the backend refused it decides where members' requests render (lib/server/deals-for-members.ts).
  noteDealsAnswer(deal.status);
  return <DealAnswer uid={uid} deal={deal} />;
}
