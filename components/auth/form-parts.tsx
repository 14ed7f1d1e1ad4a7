'use client';
import { useId } from 'react';
import { waitCountdown } from '@/lib/api/too-many';

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

type TextFieldProps = Omit<React.ComponentProps<'input'>, 'id' | 'className'> & {
  label: string;
  /** Extra help under the field. */
  hint?: string;
};

/** A labelled field; a required one shows an asterisk after its label (SPEC 5), hidden from screen readers, which hear "required". */
export function TextField({ label, hint, required, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        required={required}
        aria-describedby={hint ? hintId : undefined}
        {...input}
        className={`h-12 w-full rounded-xl border border-slate-400 bg-white px-4 text-base text-slate-900 placeholder:text-slate-500 hover:border-slate-500 focus-visible:border-brand user-invalid:border-red-700 ${focusRing}`}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

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
      <button
        type="button"
        onClick={onClick}
        className={`group inline-flex min-h-11 items-center gap-1 rounded-md px-2 ${focusRing}`}
      >
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
