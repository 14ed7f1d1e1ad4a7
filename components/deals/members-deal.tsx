'use client';
import { RichText } from '@/components/member/rich-text';
import { RetryNotice } from '@/components/ui/notice';
import { useDeal } from '@/hooks/use-deal';
import { DealPageLayout } from './deal-page-layout';
import { MembersDealFrame } from './members-deal-frame';

export const DEAL_ERROR = 'Deal belum dapat dimuat';

/**
 * A deal's page on a backend that keeps deals for members (it refused the server's call without a token),
 * on a device with a session (./members-deal-lazy.tsx invites a guest): the deal loads with the token and
 * redeems as usual. `loading` is the loading state rendered on the server.
 */
export function MembersDeal({ uid, loading }: { uid: string; loading: React.ReactNode }) {
  const { deal, error, isValidating, retry } = useDeal(uid);

  if (deal) return <DealPageLayout deal={deal} description={<RichText html={deal.description} className="mt-6" />} />;
  return (
    <MembersDealFrame>
      {error ? <RetryNotice title={DEAL_ERROR} retrying={isValidating} onRetry={() => void retry()} /> : loading}
    </MembersDealFrame>
  );
}
