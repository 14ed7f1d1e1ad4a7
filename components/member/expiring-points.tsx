import type { ExpiringPoints } from '@/lib/api/types';
import { soonestExpiring } from '@/lib/rules/expiry';
import { formatDate, formatPoints } from '@/lib/format/display';

export function expiringText(entry: ExpiringPoints): string {
  const date = formatDate(entry.expiresAt);
  const what = entry.points === null ? 'Sebagian poin Anda' : `${formatPoints(entry.points)} poin`;
  return `${what} akan kedaluwarsa${date ? ` pada ${date}` : ''}`;
}

/** The soonest points to expire, so the member can spend them in time; nothing when none will. */
export function ExpiringPointsNotice({ expiring, now }: { expiring: ExpiringPoints[]; now: number }) {
  const soonest = soonestExpiring(expiring, now);
  if (!soonest) return null;
  return (
    <section
      aria-label="Poin akan kedaluwarsa"
      className="flex items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="mt-0.5 shrink-0 text-amber-700"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" strokeLinecap="round" />
      </svg>
      <div>
        <p className="font-semibold">{expiringText(soonest)}</p>
        <p className="mt-0.5 text-sm text-amber-900">Tukarkan poin Anda dengan deal sebelum tanggal tersebut.</p>
      </div>
    </section>
  );
}
