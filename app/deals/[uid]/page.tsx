import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { excerpt } from '@/lib/format/cms-text';
import { dealForClient } from '@/components/deals/deal-grid';
import { DealPageView, DealUnavailable, loadDeal } from '@/components/deals/deal-page-view';
import { MembersDealLazy } from '@/components/deals/members-deals-lazy';
import { isRefused, listDeals } from '@/lib/api/member';
import { pageMetadata } from '@/lib/server/metadata';
import { dealPath } from '@/lib/paths';

// Rendered when building (or on first request), then served from cache and refreshed at most once a minute.
export const revalidate = 60;

export async function generateStaticParams(): Promise<{ uid: string }[]> {
  const deals = await listDeals();
  return (deals.data ?? []).filter((deal) => deal.uid).map((deal) => ({ uid: deal.uid }));
}

type Props = { params: Promise<{ uid: string }> };

/** og:title and og:image from the deal, so a shared link shows that deal. */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { uid } = await params;
  const deal = (await loadDeal(uid)).data;
  return pageMetadata({
    title: deal?.name || 'Deal',
    description: deal ? excerpt(deal.description, 160) : undefined,
    path: dealPath(uid),
    image: deal?.images[0]?.url,
  });
}

export default async function DealPage({ params }: Props) {
  const { uid } = await params;
  const deal = await loadDeal(uid);
  if (deal.status === 404) notFound();
  // A backend that shows deals to members only (API.md, guarded deals): the browser loads it with the token.
  if (isRefused(deal)) return <MembersDealLazy uid={uid} />;
  if (!deal.data?.name) return <DealUnavailable />;
  return <DealPageView deal={dealForClient(deal.data)} />;
}
