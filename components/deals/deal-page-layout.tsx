import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ShareButton } from '@/components/share/share-button';
import type { Deal } from '@/lib/api/types';
import { dealPath } from '@/lib/paths';
import { DEAL_CRUMBS } from './deal-crumbs';
import { DealImage, DealPrice, RedeemBar } from './deal-detail';

/**
 * A deal's page: image, name, price, share, Redeem Now and the description, which the caller renders (sanitised on
 * the server for a cached page, in the browser for a deal loaded with the member's token).
 */
export function DealPageLayout({ deal, description }: { deal: Deal; description: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-page-lg px-4 py-4 sm:py-8">
      <Breadcrumb items={DEAL_CRUMBS} current={deal.name} />
      <article className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 md:gap-10">
        <div>
          <DealImage deal={deal} />
        </div>
        <div>
          <h1 className="text-2xl font-bold leading-tight tracking-tight text-slate-900 sm:text-3xl">{deal.name}</h1>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <DealPrice price={deal.price} />
            <ShareButton showLabel label="Bagikan deal" url={dealPath(deal.uid)} />
          </div>
          <RedeemBar deal={deal} resumeInPlace className="mt-6 max-w-sm" />
          {description}
        </div>
      </article>
    </div>
  );
}
