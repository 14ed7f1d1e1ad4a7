'use client';
import { useUI } from '@/components/providers/ui-provider';

/** Opens the share view: a referral link for members, the page link (or `url`) for guests. */
export function ShareButton({ className = '', label = 'Bagikan', url }: { className?: string; label?: string; url?: string }) {
  const { openModal } = useUI();
  return (
    <button
      type="button"
      onClick={() => openModal('SHARE_VIEW', { data: url ? { url } : undefined })}
      aria-label={label}
      aria-haspopup="dialog"
      className={`grid h-11 w-11 place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand ${className}`}
    >
      <ShareIcon />
    </button>
  );
}

export function ShareIcon({ size = 22 }: { size?: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width={size} height={size} fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}
