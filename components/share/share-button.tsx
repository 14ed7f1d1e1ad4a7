'use client';
import { useUI } from '@/hooks/use-ui';

interface ShareButtonProps {
  className?: string;
  /** The accessible name; also the visible text when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  /** What to share (made absolute and given the member's referral by the share view); default: this page. */
  url?: string;
  /** Opened from another view (a deal dialog): closing the share view goes back to it. */
  onBack?: () => void;
}

// `.icon-btn`: the header's round icon buttons, on every page (app/globals.css).
const ICON_ONLY = 'icon-btn';
const WITH_LABEL =
  'inline-flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:border-brand hover:text-brand focus-visible:outline-2 focus-visible:outline-brand';

/** Opens the share view: a referral link for members, the page link (or `url`) for guests. */
export function ShareButton({ className = '', label = 'Bagikan', showLabel = false, url, onBack }: ShareButtonProps) {
  const { openModal } = useUI();
  return (
    <button
      type="button"
      data-needs-script
      onClick={() => openModal('SHARE_VIEW', { data: url ? { url } : undefined, onBack })}
      aria-label={showLabel ? undefined : label}
      aria-haspopup="dialog"
      className={`${showLabel ? WITH_LABEL : ICON_ONLY} ${className}`}
    >
      <ShareIcon size={showLabel ? 18 : 22} />
      {showLabel ? label : null}
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
