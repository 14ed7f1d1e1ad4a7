'use client';
import { useId } from 'react';
import { useUI } from '@/components/providers/modal-and-screen-provider';
import { CmsImage } from '@/components/cms/cms-image';
import type { Deal } from '@/lib/api/types';
import { formatDealPrice } from '@/lib/format/number';

interface DealCardProps {
  /** Its description already sanitised on the server. */
  deal: Deal;
  /** Keeps the page's heading outline in order (h2 on /deals, h3 under a section heading). */
  headingLevel?: 2 | 3;
  /** Above the fold: load the image eagerly. */
  priority?: boolean;
}

/** A deal as a card: the whole card is one button that opens the deal's detail view. */
export function DealCard({ deal, headingLevel = 3, priority = false }: DealCardProps) {
  const { openModal } = useUI();
  const priceId = useId();
  const Heading = `h${headingLevel}` as const;
  const price = formatDealPrice(deal.price);
  const free = price === 'Free';
  return (
    <article className="card group">
      <div className="card-media bg-slate-100">
        {/* The name is the card's text right below, so the image adds nothing for a screen reader. */}
        <CmsImage
          image={deal.images[0]}
          alt=""
          width={400}
          sizes="(min-width: 1024px) 240px, 50vw"
          priority={priority}
          className="card-img"
        />
      </div>
      <div className="card-body">
        <Heading className="card-title line-clamp-2">
          <button
            type="button"
            aria-describedby={priceId}
            onClick={() => openModal('DEAL_DETAIL_VIEW', { data: { deal } })}
            className="card-link"
          >
            {deal.name}
          </button>
        </Heading>
        {/* With points, the chip draws a coin before the price (app/globals.css). */}
        <p id={priceId} className={`deal-chip ${free ? 'deal-chip-free' : 'deal-chip-points'}`}>
          {price}
        </p>
      </div>
    </article>
  );
}
