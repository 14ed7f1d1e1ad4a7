import type { Deal } from '@/lib/api/types';
import { sanitizeHtml } from '@/lib/server/sanitize';
import { DealCards } from '@/components/deals/deal-cards';

/** A deal is handed to a client component (the card, then its detail view) only with clean HTML. */
export function dealForClient(deal: Deal): Deal {
  return { ...deal, description: sanitizeHtml(deal.description) };
}

/** The full list as a grid of cards (server component: sanitises here, on the server). */
export function DealGrid({ deals, headingLevel = 2 }: { deals: Deal[]; headingLevel?: 2 | 3 }) {
  return <DealCards deals={deals.map(dealForClient)} layout="grid" headingLevel={headingLevel} />;
}

/** A swipeable strip of deal cards (home page). */
export function DealCarousel({ deals, label }: { deals: Deal[]; label?: string }) {
  return <DealCards deals={deals.map(dealForClient)} layout="carousel" label={label} />;
}
