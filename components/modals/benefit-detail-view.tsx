'use client';
import { useId } from 'react';
import { ZoomableImage } from '@/components/image-viewer/zoomable-image';
import { RichText } from '@/components/member/rich-text';
import { useModalData, useUI } from '@/hooks/use-ui';
import { ShareButton } from '@/components/share/share-button';
import { benefitPath } from '@/lib/paths';

/**
 * BENEFIT_DETAIL_VIEW: image, title, a share button for the benefit's page, and body. The API edge
 * already folds `image`/`images`, `title`/`name` and `body`/`description` into one shape.
 */
export default function BenefitDetailView() {
  const data = useModalData('BENEFIT_DETAIL_VIEW');
  const { openModal } = useUI();
  const headingId = useId();
  const benefit = data?.benefit;
  if (!benefit) return <p className="p-6 pr-14 text-slate-700">Benefit tidak ditemukan.</p>;
  const image = benefit.images[0];
  return (
    <article aria-labelledby={headingId} className="flex flex-col px-4 pb-6 pt-14 sm:px-6">
      {image ? (
        <ZoomableImage
          image={image}
          alt={benefit.title}
          width={640}
          priority
          className="block aspect-[4/3] w-full rounded-2xl bg-slate-100 object-cover"
        />
      ) : null}
      <h2 id={headingId} className="mt-4 px-1 text-xl font-bold leading-snug text-slate-900">
        {benefit.title}
      </h2>
      {benefit.key ? (
        <ShareButton
          showLabel
          label="Bagikan benefit"
          url={benefitPath(benefit.key)}
          // Closing the share view comes back to this benefit.
          onBack={() => openModal('BENEFIT_DETAIL_VIEW', { data: { benefit } })}
          className="mt-3 self-start"
        />
      ) : null}
      <RichText html={benefit.body} className="mt-3 px-1" />
    </article>
  );
}
