import { Suspense } from 'react';
import { Reminders } from '@/components/push/reminders';
import type { Scheme } from '@/lib/api/types';
import { loadPointsHistory, loadReferralSummary, loadRewards } from '@/lib/server/member-session';
import { MemberSummary, PointsHistorySection, ReferralSection, RewardsSection } from './member-area';
import { MemberGrid } from './member-grid';

/**
 * Akun Saya rendered on the server for the session's member: the level card with the page, each slower
 * card streamed in when its call answers (each section, without data, is its own placeholder). A call
 * that fails leaves its section to the browser, which loads it as for a page it built itself.
 */
export function RenderedMemberArea({ token, scheme }: { token: string; scheme?: Scheme }) {
  return (
    <MemberGrid
      summary={
        <div className="space-y-4">
          <MemberSummary scheme={scheme} />
          <Reminders />
        </div>
      }
      referral={
        <Suspense fallback={<ReferralSection />}>
          <RenderedReferral token={token} />
        </Suspense>
      }
      rewards={
        <Suspense fallback={null}>
          <RenderedRewards token={token} />
        </Suspense>
      }
      history={
        <Suspense fallback={<PointsHistorySection />}>
          <RenderedHistory token={token} />
        </Suspense>
      }
    />
  );
}

async function RenderedReferral({ token }: { token: string }) {
  return <ReferralSection rendered={await loadReferralSummary(token)} />;
}

async function RenderedRewards({ token }: { token: string }) {
  return <RewardsSection rendered={await loadRewards(token)} />;
}

async function RenderedHistory({ token }: { token: string }) {
  return <PointsHistorySection rendered={await loadPointsHistory(token)} />;
}
