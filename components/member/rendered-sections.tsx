import { Suspense } from 'react';
import { loadPointsHistory, loadReferralSummary, loadRewards } from '@/lib/session/server';
import { PointsHistorySection, ReferralSection, RewardsSection } from './member-area';

/**
 * Akun Saya's slower cards rendered on the server for the session's member, each streamed in when its
 * call answers (each section, without data, is its own placeholder). A call that fails leaves its section
 * to the browser, which loads it as after a sign-in on the page.
 */
export function renderedSections(token: string) {
  return {
    referral: (
      <Suspense fallback={<ReferralSection />}>
        <RenderedReferral token={token} />
      </Suspense>
    ),
    rewards: (
      <Suspense fallback={null}>
        <RenderedRewards token={token} />
      </Suspense>
    ),
    history: (
      <Suspense fallback={<PointsHistorySection />}>
        <RenderedHistory token={token} />
      </Suspense>
    ),
  };
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
