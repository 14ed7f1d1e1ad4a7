import { EmptyState } from '@/components/ui/empty-state';
import { DealCarousel, DealGrid } from '@/components/deals/deal-grid';
import { MembersDealsLazy } from '@/components/deals/members-deals-lazy';
import { isRefused } from '@/lib/api/member';
import type { ApiResult, Deal } from '@/lib/api/types';

/**
 * What a page shows of the deal list (`/deals` as a grid, the home page as a carousel): the deals; for a
 * backend that refused the call (it keeps deals for members), the part the browser completes with the
 * member's token, which invites a guest to sign in; none; or a failure.
 */
export function DealsResult({ deals, layout }: { deals: ApiResult<Deal[]>; layout: 'grid' | 'carousel' }) {
  // The home page's section heading is an h2: its parts' titles are h3.
  const headingLevel = layout === 'carousel' ? 3 : 2;
  if (deals.data?.length) return layout === 'carousel' ? <DealCarousel deals={deals.data} label="Deal" /> : <DealGrid deals={deals.data} />;
  if (isRefused(deals)) return <MembersDealsLazy layout={layout} headingLevel={headingLevel} />;
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
