import { Carousel } from '@/components/ui/carousel';
import type { Deal } from '@/lib/api/types';
import { formatDealPrice } from '@/lib/format/number';
import { DealCard } from '@/components/deals/deal-card';

/**
 * How a list of deals is laid out, for the server (which sanitises first, deal-grid.tsx) and the browser
 * (deals loaded with a member's token; the detail view sanitises a description before showing it).
 */
export type DealLayout = 'grid' | 'carousel';

interface DealCardsProps {
  deals: Deal[];
  layout: DealLayout;
  /** The grid's card headings: h2 on /deals, h3 under a section heading (carousel cards are h3). */
  headingLevel?: 2 | 3;
  /** The carousel's accessible name. */
  label?: string;
}

export function DealCards({ deals, layout, headingLevel = 2, label = 'Deal' }: DealCardsProps) {
  if (layout === 'carousel') {
    // On a phone the next card peeks in, so the strip reads as swipeable.
    return (
      <Carousel label={label} slidesPerView={4} slidesPerViewMobile={2.2}>
        {deals.map((deal, index) => (
          <DealCard key={`${index}:${deal.uid}`} deal={deal} price={formatDealPrice(deal.price)} headingLevel={3} />
        ))}
      </Carousel>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
      {deals.map((deal, index) => (
        <li key={`${index}:${deal.uid}`}>
          <DealCard deal={deal} price={formatDealPrice(deal.price)} headingLevel={headingLevel} priority={index < 2} />
        </li>
      ))}
    </ul>
  );
}
