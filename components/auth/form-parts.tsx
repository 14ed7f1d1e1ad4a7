'use client';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/** The backend's words after too many attempts (a 429), shown in the dialog until the wait is over. */
export function LockoutNotice({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm leading-relaxed text-amber-900">
      {message}
    </p>
  );
}

/** A button that looks like a link (switching views, resending a code). */
export function TextButton({
  children,
  onClick,
  disabled,
  className = '',
}: {
  children: React.ReactNode;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex min-h-11 items-center rounded-md px-1 font-semibold text-brand underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:font-medium disabled:text-slate-600 disabled:no-underline ${focusRing} ${className}`}
    >
      {children}
    </button>
  );
}

/** "Belum punya akun? Daftar di sini": the whole sentence is the control, its action part underlined. */
export function SwitchViewLink({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  return (
    <p className="text-center text-sm text-slate-700">
      <button type="button" onClick={onClick} className={`group inline-flex min-h-11 items-center gap-1 rounded-md px-2 ${focusRing}`}>
        {question} <span className="font-semibold text-brand underline underline-offset-4 group-hover:text-brand-dark">{action}</span>
      </button>
    </p>
  );
}

/** The view's heading and a line under it. */
export function ViewHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="pr-10">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
      {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
    </div>
  );
}

/** "← Ubah nomor": back to the phone step. */
export function BackButton({ children, onClick }: { children: React.ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-semibold text-brand hover:underline ${focusRing}`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2.2">
        <path d="M15 18l-6-6 6-6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {children}
    </button>
  );
}
