import { Carousel } from '@/components/ui/carousel';
import type { Deal } from '@/lib/api/types';
import { sanitizeHtml } from '@/lib/sanitize';
import { DealCard } from './deal-card';

/** A deal is handed to a client component (the card, then its detail view) only with clean HTML. */
export function dealForClient(deal: Deal): Deal {
  return { ...deal, description: sanitizeHtml(deal.description) };
}

/** The full list as a grid of cards (server component: sanitises here, on the server). */
export function DealGrid({ deals, headingLevel = 2 }: { deals: Deal[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {deals.map((deal, index) => (
        <li key={deal.uid || index}>
          <DealCard deal={dealForClient(deal)} headingLevel={headingLevel} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}

/** A swipeable strip of deal cards (home page); on a phone the next card peeks in, so it reads as swipeable. */
export function DealCarousel({ deals, label }: { deals: Deal[]; label: string }) {
  return (
    <Carousel label={label} slidesPerView={4} slidesPerViewMobile={2.2}>
      {deals.map((deal, index) => (
        <DealCard key={deal.uid || index} deal={dealForClient(deal)} headingLevel={3} />
      ))}
    </Carousel>
  );
}
