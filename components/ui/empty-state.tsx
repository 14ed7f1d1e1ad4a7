import Link from 'next/link';

interface EmptyStateProps {
  title: string;
  children?: React.ReactNode;
  action?: { href: string; label: string };
  /** Heading level of the title, to keep the page's outline in order. */
  headingLevel?: 2 | 3;
}

/** What a list shows when it has nothing: empty, filtered to nothing, or not loaded (backend down). */
export function EmptyState({ title, children, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center wrap-anywhere">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="40"
        height="40"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        className="text-slate-400"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5M8 11h6" strokeLinecap="round" />
      </svg>
      <Heading className="mt-3 text-lg font-semibold text-slate-900">{title}</Heading>
      {children ? <p className="mt-1 max-w-md text-sm text-slate-600">{children}</p> : null}
      {action ? (
        <Link href={action.href} className="btn-primary mt-5 text-sm">
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
