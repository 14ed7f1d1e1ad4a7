import { waitCountdown } from '@/lib/api/too-many';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * The form's Next: full width, a spinner while the request runs. While a backend's attempt limit
 * makes the person wait, it stays disabled and shows the seconds left.
 */
export function PrimaryButton({
  children,
  disabled,
  busy,
  waitSeconds = 0,
}: {
  children: string;
  disabled?: boolean;
  busy?: boolean;
  waitSeconds?: number;
}) {
  return (
    <button
      type="submit"
      disabled={disabled || waitSeconds > 0}
      aria-busy={busy || undefined}
      className={`flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand px-6 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-700 disabled:shadow-none forced-colors:border ${focusRing}`}
    >
      {busy ? (
        <span aria-hidden="true" className="h-4 w-4 rounded-full border-2 border-white/40 border-t-white motion-safe:animate-spin" />
      ) : null}
      <span>{waitSeconds > 0 ? `${children} (${waitCountdown(waitSeconds)})` : children}</span>
    </button>
  );
}
