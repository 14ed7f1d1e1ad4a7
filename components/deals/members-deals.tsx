'use client';
import { Notice, RetryNotice } from '@/components/ui/notice';
import { useDeals } from '@/hooks/use-deals';
import { DealCards, type DealLayout } from '@/components/deals/deal-cards';

export const DEALS_ERROR = 'Deal belum dapat dimuat';

interface MembersDealsProps {
  layout: DealLayout;
  /** Heading level of the notices' titles (and the grid's cards), to keep the page's outline. */
  headingLevel?: 2 | 3;
  /** The loading state, rendered on the server (components/deals/deals-skeleton.tsx). */
  loading: React.ReactNode;
}

/**
 * Deals from a backend that keeps them for members (it refused the server's call without a token), on a
 * device with a session (./members-deals-lazy.tsx invites a guest): they load here with the token and
 * open, and redeem, like any other.
 */
export function MembersDeals({ layout, headingLevel = 2, loading }: MembersDealsProps) {
  const { deals, error, isValidating, retry } = useDeals();
  const Heading = `h${headingLevel}` as const;

  if (error && !deals) {
    return <RetryNotice title={DEALS_ERROR} headingLevel={headingLevel} retrying={isValidating} onRetry={() => void retry()} />;
  }
  if (!deals) return loading;
  if (deals.length === 0) {
    return (
      <Notice>
        <Heading className="text-lg font-semibold text-slate-900">Belum ada deal</Heading>
        <p className="mt-1 text-sm text-slate-600">Deal baru akan segera hadir. Kunjungi lagi nanti.</p>
      </Notice>
    );
  }
  return <DealCards deals={deals} layout={layout} headingLevel={headingLevel} />;
}
