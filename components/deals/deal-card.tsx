'use client';
import { useId } from 'react';
import { useUI } from '@/hooks/use-ui';
import { GRID_CARD_SIZES, MediaCard } from '@/components/ui/media-card';
import type { Deal } from '@/lib/api/types';

interface DealCardProps {
  /** Its description already sanitised on the server. */
  deal: Deal;
  /**
   * Its price as shown (`formatDealPrice`), formatted where the cards are laid out (./deal-cards.tsx): on
   * the server for a cached page, so the card's own code, in the home page's first load, formats nothing.
   */
  price: string;
  /** Keeps the page's heading outline in order (h2 on /deals, h3 under a section heading). */
  headingLevel?: 2 | 3;
  /** Above the fold: load the image eagerly. */
  priority?: boolean;
}

/** A deal as a card: the whole card is one button that opens the deal's detail view. */
export function DealCard({ deal, price, headingLevel = 3, priority = false }: DealCardProps) {
  const { openModal } = useUI();
  const priceId = useId();
  const Heading = `h${headingLevel}` as const;
  const free = price === 'Free';
  return (
    <MediaCard image={deal.images[0]} mediaClassName="card-media bg-slate-100" width={400} sizes={GRID_CARD_SIZES} priority={priority}>
      <div className="card-body">
        <Heading className="card-title line-clamp-2">
          <button
            type="button"
            aria-describedby={price ? priceId : undefined}
            onClick={() => openModal('DEAL_DETAIL_VIEW', { data: { deal } })}
            className="card-link"
          >
            {deal.name}
          </button>
        </Heading>
        {/* With points, the chip draws a coin before the price (app/globals.css). */}
        {price ? (
          <p id={priceId} className={`deal-chip ${free ? 'deal-chip-free' : 'deal-chip-points'}`}>
            {price}
          </p>
        ) : null}
      </div>
    </MediaCard>
  );
}
