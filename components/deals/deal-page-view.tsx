import { CmsHtml } from '@/components/cms/cms-html';
import { ItemUnavailable } from '@/components/ui/item-unavailable';
import { getDeal, isRefused } from '@/lib/api/member';
import type { ApiResult, Deal } from '@/lib/api/types';
import { excerpt } from '@/lib/format/cms-text';
import { itemLoader } from '@/lib/loaders/item-loader';
import { dealPath } from '@/lib/paths';
import { pageMetadata } from '@/lib/server/metadata';
import { DEAL_CRUMBS } from '@/components/deals/deal-crumbs';
import { DealPageLayout } from '@/components/deals/deal-page-layout';
import { dealForClient } from '@/components/deals/deal-grid';
import { DealsInvitation } from '@/components/deals/deals-invitation';
import { DealSkeleton } from '@/components/deals/deals-skeleton';
import { MembersDealLazy } from '@/components/deals/members-deal-lazy';

export const loadDeal = itemLoader(getDeal);

/** og:title and og:image from the deal, so a shared link shows that deal. */
export function dealMetadata(uid: string, deal: Deal | undefined) {
  return pageMetadata({
    title: deal?.name || 'Deal',
    description: deal ? excerpt(deal.description, 160) : undefined,
    path: dealPath(uid),
    image: deal?.images[0]?.url,
  });
}

/**
 * A deal's own page, the link its share button sends: the dialog's content, with Redeem Now working as
 * there. The description is rendered (sanitised) here on the server; the client parts get the deal without it.
 */
export function DealPageView({ deal }: { deal: Deal }) {
  return <DealPageLayout deal={{ ...deal, description: '' }} description={<CmsHtml html={deal.description} className="mt-6" />} />;
}

/**
 * A deal's page from the backend's answer: the deal; for a backend that keeps deals for members (it
 * refused), the invitation to sign in, rendered here for every guest, and the part that loads the deal in
 * the browser for a device with a session; else the deal is unavailable.
 */
export function DealAnswer({ uid, deal }: { uid: string; deal: ApiResult<Deal> }) {
  if (isRefused(deal)) return <MembersDealLazy uid={uid} invitation={<DealsInvitation titled={false} />} loading={<DealSkeleton />} />;
  if (!deal.data?.name) return <DealUnavailable />;
  return <DealPageView deal={dealForClient(deal.data)} />;
}

export function DealUnavailable() {
  return (
    <ItemUnavailable
      crumbs={DEAL_CRUMBS}
      current="Deal"
      title="Deal belum dapat dimuat"
      text="Deal ini sedang tidak dapat ditampilkan. Silakan coba lagi sebentar lagi."
    />
  );
}
