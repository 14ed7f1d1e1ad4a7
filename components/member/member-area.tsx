'use client';
import { useState } from 'react';
import { useRetry } from '@/hooks/use-retry';
import { BeforeSignIn } from '@/components/auth/before-sign-in';
import { SignInPrompt } from '@/components/auth/sign-in-prompt';
import { useAuth } from '@/components/providers/auth-provider';
import { useMember } from '@/components/providers/member-provider';
import { KeptNotice } from '@/components/offline/kept-notice';
import { RetryNotice } from '@/components/ui/notice';
import { formatFullName } from '@/lib/format/display';
import type { ReferralSummary, Reward, Scheme, TransactionPage } from '@/lib/api/types';
import { usePointsHistory } from '@/hooks/use-points-history';
import { useReferralSummary } from '@/hooks/use-referral-summary';
import { useRewards } from '@/hooks/use-rewards';
import { useScheme } from '@/hooks/use-scheme';
import { ExpiringPointsNotice } from './expiring-points';
import { LevelCard } from './level-card';
import { MemberCardLink } from './member-card-link';
import { MemberGrid } from './member-grid';
import { PointsHistory } from './points-history';
import { ReferralCard } from './referral-card';
import { useShownMember } from './rendered-session';
import { RewardsList } from './rewards-card';

export const GUEST_INVITATION = 'Masuk untuk melihat level, poin, riwayat poin dan hasil referral Anda.';
export const MEMBER_ERROR = 'Data member tidak dapat dimuat.';
export const OFFLINE_REST = 'Riwayat poin, reward dan hasil referral tampil lagi saat Anda kembali online.';

/**
 * Akun Saya as the browser builds it: for a page the server rendered as a guest's (no session cookie, or
 * one the server could not check), the session kept in the browser. A guest is invited to sign in and
 * stays here; the cards load once the token exists. The scheme (public) comes rendered with the page.
 * A page rendered for the member (app/member/page.tsx) uses the same sections with the server's data.
 */
export function MemberArea({ scheme: renderedScheme }: { scheme?: Scheme }) {
  const { status } = useAuth();
  const { member, error, refresh, keptAt, keptName } = useMember();
  const scheme = useScheme(renderedScheme);
  const { retrying, retry } = useRetry(refresh);
  // The cards' calls go out here, with the member's (beside the token's check), not once the member and
  // the scheme are in and the cards mount: the cards show what these load.
  const referral = useReferralSummary();
  const { rewards } = useRewards();
  const history = usePointsHistory();

  if (status !== 'signed-in') {
    return (
      <BeforeSignIn restoring={status === 'restoring'} placeholder={<MemberAreaSkeleton />}>
        <SignInPrompt title="Akun member" withRegister>
          {GUEST_INVITATION}
        </SignInPrompt>
      </BeforeSignIn>
    );
  }
  if (!member && error) return <RetryNotice title={MEMBER_ERROR} retrying={retrying} onRetry={retry} />;
  // The level card waits for the scheme too (public, quick): its ladder would otherwise pop in.
  if (!member || scheme === undefined) return <MemberAreaSkeleton />;

  // Offline: the member card kept on the device, and nothing that needs the network.
  if (keptAt) {
    return (
      <div className="space-y-4">
        <KeptNotice savedAt={keptAt} />
        <LevelCard member={member} name={keptName ?? ''} scheme={scheme} reload={refresh} />
        <MemberCardLink />
        <p className="text-sm text-slate-600">{OFFLINE_REST}</p>
      </div>
    );
  }

  return (
    <MemberGrid
      summary={<MemberSummary scheme={scheme ?? undefined} />}
      referral={<ReferralCard member={member} referral={referral} />}
      rewards={rewards ? <RewardsList rewards={rewards} /> : null}
      history={<PointsHistory history={history} />}
    />
  );
}

/** The member's level card, the link to the member card and the points about to expire. */
export function MemberSummary({ scheme: renderedScheme }: { scheme?: Scheme }) {
  const { member, user, keptAt, keptName, refresh } = useShownMember();
  const scheme = useScheme(renderedScheme);
  // Expiry is judged once per visit, like the voucher wallet.
  const [now] = useState(() => Date.now());
  if (!member || scheme === undefined)
    return <div aria-hidden="true" className="h-64 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />;
  return (
    <div className="space-y-4">
      {keptAt ? <KeptNotice savedAt={keptAt} /> : null}
      <LevelCard member={member} name={formatFullName(user) || keptName || ''} scheme={scheme} reload={refresh} />
      <MemberCardLink />
      <ExpiringPointsNotice expiring={member.expiringPoints} now={now} />
    </div>
  );
}

// The sections of a page the server rendered for the session (./rendered-sections.tsx): each loads its own,
// starting from what the server loaded (`rendered`).

/** The referral results. */
export function ReferralSection({ rendered }: { rendered?: ReferralSummary }) {
  const { member } = useShownMember();
  const referral = useReferralSummary(rendered);
  return member ? <ReferralCard member={member} referral={referral} /> : null;
}

/** The rewards; hidden while loading, when empty, and when they cannot be loaded. */
export function RewardsSection({ rendered }: { rendered?: Reward[] }) {
  const { rewards } = useRewards(rendered);
  return rewards ? <RewardsList rewards={rewards} /> : null;
}

/** The points history, from its first page. */
export function PointsHistorySection({ rendered }: { rendered?: TransactionPage }) {
  return <PointsHistory history={usePointsHistory(rendered)} />;
}

function MemberAreaSkeleton() {
  return (
    <div role="status" aria-label="Memuat data member" data-needs-script className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="space-y-4">
        <div className="h-64 rounded-2xl bg-slate-200 motion-safe:animate-pulse" />
        <div className="h-48 rounded-2xl bg-slate-100 motion-safe:animate-pulse" />
      </div>
      <div className="h-96 rounded-2xl bg-slate-100 motion-safe:animate-pulse" />
    </div>
  );
}
