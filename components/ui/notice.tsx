import { PRIMARY_BUTTON } from './button-styles';

/** A dashed box for what stands in for content: nothing yet, not loaded, or for members only. */
export function Notice({ children, className = '' }: { children: React.ReactNode; className?: string }) {
  return (
    <div
      className={`flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center ${className}`}
    >
      {children}
    </div>
  );
}

interface RetryNoticeProps {
  /** What did not load, e.g. "Voucher tidak dapat dimuat." */
  title: string;
  /** The title as a heading where it stands for a section; a paragraph otherwise. */
  headingLevel?: 2 | 3;
  retrying: boolean;
  onRetry: () => void;
}

/** Something that could not be loaded, and Coba lagi. */
export function RetryNotice({ title, headingLevel, retrying, onRetry }: RetryNoticeProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <Notice>
      <Title className={headingLevel ? 'text-lg font-semibold text-slate-900' : 'font-medium text-slate-900'}>{title}</Title>
      <p className="mt-1 text-sm text-slate-600">Periksa koneksi anda, lalu coba lagi.</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={`${PRIMARY_BUTTON} mt-4`}>
        {retrying ? 'Memuat…' : 'Coba lagi'}
      </button>
    </Notice>
  );
}
