import Link from 'next/link';

export const SEE_ALL_LABEL = 'Lihat Semua';

interface SeeAllLinkProps {
  href: string;
  /** Visible text; "Lihat Semua" by default. */
  label?: string;
  /** Read by screen readers after the label, so two "Lihat Semua" links say where each goes. */
  context?: string;
  className?: string;
}

export function SeeAllLink({ href, label = SEE_ALL_LABEL, context, className = '' }: SeeAllLinkProps) {
  return (
    <Link href={href} className={className ? `see-all ${className}` : 'see-all'}>
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
