'use client';
import { useUI } from '@/hooks/use-ui';
import { CopyButton } from '@/components/share/copy-button';
import { ShareIcon } from '@/components/share/share-button';
import { PRIMARY_BUTTON } from '@/components/ui/button-styles';
import type { ReferralSummaryState } from '@/hooks/use-referral-summary';
import type { Member, ReferralSummary } from '@/lib/api/types';
import { formatDate, formatPoints, formatSignedPoints } from '@/lib/format/display';
import { LoadFailed, Panel } from './panel';

export const REFERRAL_ERROR = 'Hasil referral tidak dapat dimuat.';

interface ReferralResultsProps {
  /** The member's own code (the summary's, else the member's). */
  code: string;
  /** Undefined while loading or when it failed; `failed` then says which. */
  summary: ReferralSummary | undefined;
  failed?: { retrying: boolean; onRetry: () => void };
}

/** The member's referral code with a copy button, what referrals brought, the friends, and the share view. */
export function ReferralResults({ code, summary, failed }: ReferralResultsProps) {
  const { openModal } = useUI();
  const friends = summary?.referrals ?? [];
  return (
    <Panel title="Hasil Referral">
      {code ? (
        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-brand-light p-3">
          {/* Salin moves below the code rather than squeeze it (a narrow phone, a large font). */}
          <div className="min-w-0 flex-[1_1_9rem]">
            <p className="text-xs font-medium text-slate-700">Kode referral Anda</p>
            <p className="break-all font-mono text-xl font-bold tracking-wider text-brand">{code}</p>
          </div>
          <CopyButton text={code} label={`Salin kode referral ${code}`} />
        </div>
      ) : null}

      {summary ? (
        <Totals summary={summary} />
      ) : failed ? (
        <LoadFailed message={REFERRAL_ERROR} retrying={failed.retrying} onRetry={failed.onRetry} />
      ) : (
        <SummarySkeleton />
      )}

      {friends.length > 0 ? (
        <ul aria-label="Teman yang bergabung" className="mt-3 divide-y divide-slate-100">
          {friends.map((friend, index) => (
            <li key={`${friend.name}-${index}`} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate font-medium text-slate-900">{friend.name || 'Teman'}</p>
                {formatDate(friend.joinedAt) ? (
                  <p className="text-xs text-slate-600">{`Bergabung ${formatDate(friend.joinedAt)}`}</p>
                ) : null}
              </div>
              {friend.points === null ? null : (
                <p className="shrink-0 font-bold tabular-nums text-emerald-700">
                  {formatSignedPoints(friend.points)}
                  <span className="sr-only"> poin</span>
                </p>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {/* The share view adds the member's code to the link it shares. */}
      <button
        type="button"
        onClick={() => openModal('SHARE_VIEW')}
        aria-haspopup="dialog"
        className={`${PRIMARY_BUTTON} mt-4 w-full gap-2`}
      >
        <ShareIcon size={18} />
        Bagikan tautan referral
      </button>
    </Panel>
  );
}

/** What referrals brought, in figures: each one the backend told readably (a total not known is left out, never 0). */
function Totals({ summary }: { summary: ReferralSummary }) {
  const known = [
    { label: 'Teman bergabung', value: summary.totalReferrals },
    { label: 'Poin dari referral', value: summary.totalPoints },
  ].flatMap(({ label, value }) => (value === null ? [] : [{ label, value }]));
  if (known.length === 0) return null;
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3">
      {known.map(({ label, value }) => (
        <div key={label} className="rounded-xl border border-slate-200 p-3">
          <dt className="text-xs text-slate-600">{label}</dt>
          <dd className="text-2xl font-bold text-slate-900">{formatPoints(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The two figures' boxes, empty, laid out as the figures will be: the share button under them stays put. */
function SummarySkeleton() {
  return (
    <div role="status" aria-label="Memuat hasil referral" className="mt-4 grid grid-cols-2 gap-3">
      {[0, 1].map((box) => (
        <div key={box} aria-hidden="true" className="rounded-xl border border-slate-100 bg-slate-100 p-3 motion-safe:animate-pulse">
          <p className="text-xs">&nbsp;</p>
          <p className="text-2xl font-bold">&nbsp;</p>
        </div>
      ))}
    </div>
  );
}

/** The referral results of the signed-in member, loaded from the API (useReferralSummary, in Akun Saya). */
export function ReferralCard({ member, referral }: { member: Member; referral: ReferralSummaryState }) {
  const { summary, error, isValidating, retry } = referral;
  return (
    <ReferralResults
      code={summary?.referralCode || member.referralCode || ''}
      summary={summary}
      failed={error && !summary ? { retrying: isValidating, onRetry: () => void retry() } : undefined}
    />
  );
}
