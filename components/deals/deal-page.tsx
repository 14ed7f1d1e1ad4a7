import { Breadcrumb } from '@/components/content/breadcrumb';
import { CmsHtml } from '@/components/content/cms-html';
import { ItemUnavailable } from '@/components/content/item-unavailable';
import { ShareButton } from '@/components/share/share-button';
import { getDeal } from '@/lib/api/member';
import type { Deal } from '@/lib/api/types';
import { itemLoader } from '@/lib/item-loader';
import { dealPath } from '@/lib/paths';
import { DealImage, DealPrice, RedeemBar } from './deal-detail';

export const loadDeal = itemLoader(getDeal);

const CRUMBS = [
  { href: '/', label: 'Beranda' },
  { href: '/deals', label: 'Semua Deal' },
];

/**
 * A deal's own page, the link its share button sends: the dialog's content, with Redeem Now working as
 * there. The description is rendered (sanitised) here on the server; the client parts get the deal without it.
 */
export function DealPageView({ deal }: { deal: Deal }) {
  const lean = { ...deal, description: '' };
  return (
    <div className="mx-auto max-w-page-lg px-4 py-4 sm:py-8">
      <Breadcrumb items={CRUMBS} current={deal.name} />
      <article className="mt-4 grid gap-6 md:grid-cols-2 md:gap-10">
        <div>
          <DealImage deal={lean} />
        </div>
        <div>
          <h1 className="text-2xl font-bold leading-tight tracking-tight text-slate-900 sm:text-3xl">{deal.name}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <DealPrice price={deal.price} />
            <ShareButton showLabel label="Bagikan deal" url={dealPath(deal.uid)} />
          </div>
          <RedeemBar deal={lean} resumeInPlace className="mt-6 max-w-sm" />
          <CmsHtml html={deal.description} className="mt-6" />
        </div>
      </article>
    </div>
  );
}

export function DealUnavailable() {
  return (
    <ItemUnavailable
      crumbs={CRUMBS}
      current="Deal"
      title="Deal belum dapat dimuat"
      text="Deal ini sedang tidak dapat ditampilkan. Silakan coba lagi sebentar lagi."
    />
  );
}
