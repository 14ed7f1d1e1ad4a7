'use client';
import { useState } from 'react';
import { useRetry } from '@/hooks/use-retry';
import { BeforeSignIn } from '@/components/auth/before-sign-in';
import { SignInPrompt } from '@/components/auth/sign-in-prompt';
import { useSession } from '@/hooks/use-session';
import { MemberCardLink } from './member-card-link';
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
import { PointsHistory } from './points-history';
import { ReferralCard } from './referral-card';
import { RewardsList } from './rewards-card';

export const GUEST_INVITATION = 'Masuk untuk melihat level, poin, riwayat poin dan hasil referral Anda.';
export const MEMBER_ERROR = 'Data member tidak dapat dimuat.';
export const OFFLINE_REST = 'Riwayat poin, reward dan hasil referral tampil lagi saat Anda kembali online.';

/**
 * Akun Saya for the session: a guest is invited to sign in and stays here; a member sees their cards.
 * The scheme (public) comes rendered with the page, and for a page rendered for the session so do the
 * slower cards (`referral`, `rewards`, `history`: app/member/page.tsx); otherwise each card loads its own.
 */
export function MemberArea({
  scheme: renderedScheme,
  referral = <ReferralSection />,
  rewards = <RewardsSection />,
  history = <PointsHistorySection />,
  reminders = null,
  account = null,
}: {
  scheme?: Scheme;
  referral?: React.ReactNode;
  rewards?: React.ReactNode;
  history?: React.ReactNode;
  /** The reminders card (components/push/reminders.tsx): rendered by the server, which knows if push is on. */
  reminders?: React.ReactNode;
  /** The links to the member's own account: Profil Saya, Privasi & Data (components/account/). */
  account?: React.ReactNode;
}) {
  const { status, member, error, refresh, keptAt, keptName } = useSession();
  const scheme = useScheme(renderedScheme);
  const { retrying, retry } = useRetry(refresh);

  if (status !== 'member') {
    return (
      <BeforeSignIn restoring={status === 'unknown'} placeholder={<MemberAreaSkeleton />}>
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

  // On a wide screen, the points history beside the rest.
  return (
    <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
      <div className="space-y-4">
        <MemberSummary scheme={scheme} />
        <div className="empty:hidden">{account}</div>
        {reminders}
        <div className="empty:hidden">{referral}</div>
        <div className="empty:hidden">{rewards}</div>
      </div>
      {history}
    </div>
  );
}

/** The member's level card, the link to the member card and the points about to expire. */
function MemberSummary({ scheme }: { scheme: Scheme | null }) {
  const { member, user, refresh } = useSession();
  // Expiry is judged once per visit, like the voucher wallet.
  const [now] = useState(() => Date.now());
  if (!member) return null;
  return (
    <div className="space-y-4">
      <LevelCard member={member} name={formatFullName(user)} scheme={scheme} reload={refresh} />
      <MemberCardLink />
      <ExpiringPointsNotice expiring={member.expiringPoints} now={now} />
    </div>
  );
}

// The slower cards: each loads its own, starting from what the server loaded (`rendered`, ./rendered-sections.tsx).

/** The referral results. */
export function ReferralSection({ rendered }: { rendered?: ReferralSummary }) {
  const { member } = useSession();
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
