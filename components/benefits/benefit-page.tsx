import { ZoomableImage } from '@/components/image-viewer/zoomable-image';
import { ShareButton } from '@/components/share/share-button';
import { getBenefit } from '@/lib/api/content';
import type { Benefit } from '@/lib/api/types';
import { itemLoader } from '@/lib/loaders/item-loader';
import { benefitPath } from '@/lib/paths';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { CmsHtml } from '@/components/cms/cms-html';
import { ItemUnavailable } from '@/components/ui/item-unavailable';

export const loadBenefit = itemLoader(getBenefit);

const CRUMBS = [
  { href: '/', label: 'Beranda' },
  { href: '/benefits', label: 'Benefit Member' },
];

/** A benefit's own page, the link its share button sends: the dialog's image, title and body. */
export function BenefitPageView({ benefit }: { benefit: Benefit }) {
  const image = benefit.images[0];
  return (
    <div className="mx-auto max-w-page-lg px-4 py-4 sm:py-8">
      <Breadcrumb items={CRUMBS} current={benefit.title} />
      <article className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 md:gap-10">
        {image ? (
          <div>
            <ZoomableImage
              image={image}
              alt={benefit.title}
              width={640}
              priority
              className="block aspect-[4/3] w-full rounded-2xl bg-slate-100 object-cover"
            />
          </div>
        ) : null}
        <div>
          <h1 className="text-2xl font-bold leading-tight tracking-tight text-slate-900 sm:text-3xl">{benefit.title}</h1>
          <ShareButton showLabel label="Bagikan benefit" url={benefitPath(benefit.key)} className="mt-4" />
          <CmsHtml html={benefit.body} className="mt-6" />
        </div>
      </article>
    </div>
  );
}

export function BenefitUnavailable() {
  return (
    <ItemUnavailable
      crumbs={CRUMBS}
      current="Benefit"
      title="Benefit belum dapat dimuat"
      text="Benefit ini sedang tidak dapat ditampilkan. Silakan coba lagi sebentar lagi."
    />
  );
}
