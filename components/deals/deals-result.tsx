import { EmptyState } from '@/components/ui/empty-state';
import { DealCarousel, DealGrid } from '@/components/deals/deal-grid';
import { DealsInvitation } from '@/components/deals/deals-invitation';
import { DealsSkeleton } from '@/components/deals/deals-skeleton';
import { MembersDealsLazy } from '@/components/deals/members-deals-lazy';
import { isRefused } from '@/lib/api/member';
import type { ApiResult, Deal } from '@/lib/api/types';

type Layout = 'grid' | 'carousel';

// The home page's section heading is an h2: its parts' titles are h3.
const headingLevelOf = (layout: Layout) => (layout === 'carousel' ? 3 : 2);

/**
 * What a page shows of the deal list (`/deals` as a grid, the home page as a carousel): the deals; for a
 * backend that refused the call (it keeps deals for members), the members' deals; none; or a failure.
 */
export function DealsResult({ deals, layout }: { deals: ApiResult<Deal[]>; layout: Layout }) {
  const headingLevel = headingLevelOf(layout);
  if (deals.data?.length) return layout === 'carousel' ? <DealCarousel deals={deals.data} label="Deal" /> : <DealGrid deals={deals.data} />;
  if (isRefused(deals)) return <MembersDealsPart layout={layout} />;
  if (deals.ok) {
    return (
      <EmptyState
        title="Belum ada deal"
        headingLevel={headingLevel}
        action={layout === 'grid' ? { href: '/', label: 'Kembali ke beranda' } : undefined}
      >
        Deal baru akan segera hadir. Kunjungi lagi nanti.
      </EmptyState>
    );
  }
  return (
    <EmptyState title="Deal belum dapat dimuat" headingLevel={headingLevel}>
      Silakan coba lagi sebentar lagi.
    </EmptyState>
  );
}

/**
 * The deal list of a backend that keeps its deals for members, as a page rendered without the member's
 * deals holds it: the invitation to sign in, rendered here for every guest, and the deals' loading state,
 * with the part that loads the deals in the browser for a device with a session.
 */
export function MembersDealsPart({ layout }: { layout: Layout }) {
  const headingLevel = headingLevelOf(layout);
  return (
    <MembersDealsLazy
      layout={layout}
      headingLevel={headingLevel}
      invitation={<DealsInvitation headingLevel={headingLevel} />}
      loading={<DealsSkeleton layout={layout} />}
    />
  );
}
