'use client';
import { useUI } from '@/components/providers/ui-provider';
import type { Benefit } from '@/lib/api/types';
import { CmsImage } from './cms-image';

interface BenefitCardProps {
  /** Its body already sanitised on the server. */
  benefit: Benefit;
  headingLevel?: 2 | 3;
}

/** A member benefit as a card: the whole card is one button that opens the benefit's detail view. */
export function BenefitCard({ benefit, headingLevel = 3 }: BenefitCardProps) {
  const { openModal } = useUI();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <div className="aspect-[4/3] overflow-hidden bg-brand-light">
        {/* The title is the card's text right below, so the image adds nothing for a screen reader. */}
        <CmsImage
          image={benefit.images[0]}
          alt=""
          width={400}
          sizes="(min-width: 1024px) 240px, 50vw"
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
      </div>
      <Heading className="p-3 text-sm font-semibold leading-snug text-slate-900 sm:p-4 sm:text-base">
        <button
          type="button"
          onClick={() => openModal('BENEFIT_DETAIL_VIEW', { data: { benefit } })}
          className="text-left after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand"
        >
          {benefit.title}
        </button>
      </Heading>
    </article>
  );
}
