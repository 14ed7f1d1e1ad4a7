'use client';
import { isOnline } from '@/lib/browser/online';
import { formatDateTime } from '@/lib/format/display';

export const OFFLINE_SUFFIX = 'Anda sedang offline';
export const UNREACHABLE_SUFFIX = 'server tidak dapat dihubungi';

/** "Terakhir diperbarui 22 November 2026 19.05 — Anda sedang offline": shown over data kept on the device. */
export function keptNoticeText(savedAt: string, online: boolean): string {
  const when = formatDateTime(savedAt);
  return `${when ? `Terakhir diperbarui ${when}` : 'Tersimpan di perangkat'} — ${online ? UNREACHABLE_SUFFIX : OFFLINE_SUFFIX}`;
}

export function KeptNotice({ savedAt }: { savedAt: string }) {
  return (
    <p role="status" className="flex items-center gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        className="shrink-0"
      >
        <path d="M5 12a10 10 0 0 1 14 0M8.5 15.5a5 5 0 0 1 7 0M3 3l18 18" strokeLinecap="round" />
      </svg>
      <span>{keptNoticeText(savedAt, isOnline())}</span>
    </p>
  );
}
