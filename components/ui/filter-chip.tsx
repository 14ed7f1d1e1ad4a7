import { DocumentLink } from './document-link';

interface FilterChipProps {
  href: string;
  /** This link shows the current filter: marked with aria-current and drawn filled. */
  current?: boolean;
  /** On the path to the current filter (a parent category): drawn tinted, not marked current. */
  active?: boolean;
  children: React.ReactNode;
}

/** A filter as a link (works without JavaScript; the URL is the state). */
export function FilterChip({ href, current = false, active = false, children }: FilterChipProps) {
  // `.chip` (app/globals.css) draws an idle chip; these utilities win over it for the current and active ones.
  const look = current ? ' border-brand bg-brand text-white' : active ? ' border-brand/40 bg-brand-light text-brand' : '';
  return (
    <DocumentLink href={href} aria-current={current ? 'page' : undefined} className={`chip${look}`}>
      {children}
    </DocumentLink>
  );
}

/**
 * A row of chips: one swipeable line on a phone, wrapping lines on wider screens. A focused chip's ring
 * has room: above and below it, and at the ends, where focus scrolls the row (its scroll padding).
 */
export const CHIP_ROW =
  '-mx-4 flex scroll-px-4 gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 [&::-webkit-scrollbar]:hidden';
