'use client';
import { useUI } from '@/hooks/use-ui';
import { GRID_CARD_SIZES, MediaCard } from '@/components/ui/media-card';
import type { Benefit } from '@/lib/api/types';

interface BenefitCardProps {
  /** Its body already sanitised on the server. */
  benefit: Benefit;
  headingLevel?: 2 | 3;
  /** Above the fold: its image loads eagerly with high priority. */
  priority?: boolean;
}

/** A member benefit as a card: the whole card is one button that opens the benefit's detail view. */
export function BenefitCard({ benefit, headingLevel = 3, priority = false }: BenefitCardProps) {
  const { openModal } = useUI();
  const Heading = `h${headingLevel}` as const;
  return (
    <MediaCard image={benefit.images[0]} mediaClassName="card-media bg-brand-light" width={400} sizes={GRID_CARD_SIZES} priority={priority}>
      <Heading className="card-title p-3 sm:p-4">
        <button type="button" onClick={() => openModal('BENEFIT_DETAIL_VIEW', { data: { benefit } })} className="card-link">
          {benefit.title}
        </button>
      </Heading>
    </MediaCard>
  );
}
