import { useId } from 'react';
import { OUTLINE_BUTTON } from '@/components/ui/button-styles';

/** A card of the member area: a section with its heading, and room for an action beside it. */
export function Panel({
  title,
  action,
  children,
  className = '',
}: {
  title: string;
  action?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A grey line in place of text that is loading. */
export function LoadingLines({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-label={label} className="mt-4 space-y-3">
      {Array.from({ length: lines }, (_, i) => (
        <div key={i} className="h-10 rounded-lg bg-slate-100 motion-safe:animate-pulse" />
      ))}
    </div>
  );
}

/** A part of the page that did not load, with a way to try again. */
export function LoadFailed({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  return (
    <div className="mt-4 rounded-xl bg-slate-50 p-4 text-center">
      <p className="font-medium text-slate-900">{message}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={`${OUTLINE_BUTTON} mt-3`}>
        {retrying ? 'Memuat…' : 'Coba lagi'}
      </button>
    </div>
  );
}
