import Link from 'next/link';

export const SEE_ALL_LABEL = 'Lihat Semua';

interface SeeAllLinkProps {
  href: string;
  /** Visible text; SPEC section 9: "Lihat Semua" by default. */
  label?: string;
  /** Read by screen readers after the label, so two "Lihat Semua" links say where each goes. */
  context?: string;
  className?: string;
}

export function SeeAllLink({ href, label = SEE_ALL_LABEL, context, className = '' }: SeeAllLinkProps) {
  return (
    <Link
      href={href}
      className={`inline-flex h-11 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-brand ${className}`}
    >
      {label}
      {/* The space sits outside the hidden span, so every name computation keeps the words apart. */}
      {context ? (
        <>
          {' '}
          <span className="sr-only">{context}</span>
        </>
      ) : null}
      <span aria-hidden="true">→</span>
    </Link>
  );
}
