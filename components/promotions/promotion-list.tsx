import { CmsHtml } from '@/components/cms/cms-html';
import { CmsLink } from '@/components/cms/cms-link';
import { safeHref } from '@/lib/format/cms-text';
import { EmptyState } from '@/components/ui/empty-state';
import { MediaCard } from '@/components/ui/media-card';
import { PageHeading } from '@/components/ui/page-heading';
import { listPromotions } from '@/lib/api/content';
import type { Promotion } from '@/lib/api/types';
import { hasEnded } from '@/lib/rules/expiry';
import { formatPeriod } from '@/lib/format/display';
import { pageMetadata } from '@/lib/server/metadata';

export const PROMOTIONS_TITLE = 'Promo';

export const promotionsMetadata = () =>
  pageMetadata({
    title: 'Promo yang Sedang Berjalan',
    description: 'Promo Arena Sport Rewards yang sedang berjalan, dengan periodenya.',
    path: '/promotion',
  });

/** Promotions still running at `now`: one whose `end_at` has passed is over and left out. */
export function runningPromotions(promotions: Promotion[], now: number = Date.now()): Promotion[] {
  return promotions.filter((promotion) => promotion.title && !hasEnded(promotion.endAt, now));
}

/** A promotion: image, title, its period, the sanitised description and its link. */
export function PromotionCard({ promotion, priority = false }: { promotion: Promotion; priority?: boolean }) {
  const period = formatPeriod(promotion.startAt, promotion.endAt);
  const href = safeHref(promotion.link);
  return (
    <MediaCard
      image={promotion.images[0]}
      mediaClassName="promotion-media"
      width={640}
      sizes="(min-width: 768px) 50vw, 100vw"
      priority={priority}
      whole={false}
      collapseWithoutImage
    >
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h2 className="text-lg font-bold leading-snug text-slate-900">{promotion.title}</h2>
        {period ? (
          <p className="mt-1 text-sm font-medium text-brand">
            <span className="sr-only">Periode: </span>
            {period}
          </p>
        ) : null}
        <CmsHtml html={promotion.body} className="mt-3 text-sm" />
        {href ? (
          <div className="mt-auto pt-3">
            <CmsLink
              href={href}
              className="inline-flex h-11 items-center gap-1 text-sm font-semibold text-brand underline-offset-2 hover:underline"
            >
              Lihat promo <span className="sr-only">{promotion.title}</span>
              <span aria-hidden="true">→</span>
            </CmsLink>
          </div>
        ) : null}
      </div>
    </MediaCard>
  );
}

/** /promotion: the promotions running now. */
export async function PromotionList() {
  const answer = await listPromotions();
  const promotions = runningPromotions(answer.data ?? []);
  return (
    <div className="mx-auto max-w-page-lg px-4 py-6 sm:py-10">
      <PageHeading title={PROMOTIONS_TITLE}>Promo yang sedang berjalan. Jangan sampai terlewat!</PageHeading>
      <div className="mt-6">
        {promotions.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {promotions.map((promotion, index) => (
              <li key={`${index}:${promotion.key}`}>
                <PromotionCard promotion={promotion} priority={index === 0} />
              </li>
            ))}
          </ul>
        ) : answer.ok ? (
          <EmptyState title="Belum ada promo yang berjalan" action={{ href: '/deals', label: 'Lihat deal' }}>
            Promo baru akan segera hadir. Sementara itu, tukar poin Anda dengan deal pilihan.
          </EmptyState>
        ) : (
          <EmptyState title="Promo belum dapat dimuat">Silakan coba lagi sebentar lagi.</EmptyState>
        )}
      </div>
    </div>
  );
}
