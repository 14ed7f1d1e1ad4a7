'use client';
import { useUI } from '@/components/providers/modal-and-screen-provider';
import type { Benefit } from '@/lib/api/types';
import { CmsImage } from '@/components/cms/cms-image';

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
    <article className="card group">
      <div className="card-media bg-brand-light">
        {/* The title is the card's text right below, so the image adds nothing for a screen reader. */}
        <CmsImage
          image={benefit.images[0]}
          alt=""
          width={400}
          sizes="(min-width: 1024px) 240px, 50vw"
          priority={priority}
          className="card-img"
        />
      </div>
      <Heading className="card-title p-3 sm:p-4">
        <button
          type="button"
          onClick={() => openModal('BENEFIT_DETAIL_VIEW', { data: { benefit } })}
          className="card-link"
        >
          {benefit.title}
        </button>
      </Heading>
    </article>
  );
}
