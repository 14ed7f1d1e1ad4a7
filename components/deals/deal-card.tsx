'use client';
import { useId } from 'react';
import { useUI } from '@/components/providers/ui-provider';
import { CmsImage } from '@/components/content/cms-image';
import type { Deal } from '@/lib/api/types';
import { formatDealPrice } from '@/lib/format-number';

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
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="aspect-[4/3] overflow-hidden bg-slate-100">
        {/* The name is the card's text right below, so the image adds nothing for a screen reader. */}
        <CmsImage
          image={deal.images[0]}
          alt=""
          width={400}
          sizes="(min-width: 1024px) 240px, 50vw"
          priority={priority}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Heading className="line-clamp-2 text-sm font-semibold leading-snug text-slate-900 sm:text-base">
          <button
            type="button"
            aria-describedby={priceId}
            onClick={() => openModal('DEAL_DETAIL_VIEW', { data: { deal } })}
            className="text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand"
          >
            {deal.name}
          </button>
        </Heading>
        <p
          id={priceId}
          className={`mt-auto inline-flex w-fit items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold sm:text-sm ${
            free ? 'bg-emerald-50 text-emerald-800' : 'bg-brand-light text-brand'
          }`}
        >
          {free ? null : (
            <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" className="text-accent">
              <circle cx="8" cy="8" r="7" fill="currentColor" />
              <circle cx="8" cy="8" r="4.5" fill="none" stroke="#b45309" strokeWidth="1.5" />
            </svg>
          )}
          {price}
        </p>
      </div>
    </article>
  );
}
