'use client';
import { Spinner } from '@/components/ui/spinner';
import { useId } from 'react';
import { ZoomableImage } from '@/components/image-viewer/zoomable-image';
import { RichText } from '@/components/member/rich-text';
import { useUI } from '@/hooks/use-ui';
import { ShareButton } from '@/components/share/share-button';
import { useRedeem } from '@/hooks/use-redeem';
import type { Deal } from '@/lib/api/types';
import { formatDealPrice } from '@/lib/format/display';
import { dealPath } from '@/lib/paths';

/** "2.000 Pts", or "Free" for a deal that costs nothing; nothing for a price that is not known (never "Free"). */
export function DealPrice({ price, className = '' }: { price: number | null; className?: string }) {
  if (price === null) return null;
  const label = formatDealPrice(price);
  const free = label === 'Free';
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold ${free ? 'bg-emerald-50 text-emerald-800' : 'bg-brand-light text-brand'} ${className}`}
    >
      {/* Drawn, not lettered: the price's text stays exactly "2.000 Pts" or "Free". */}
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" className="shrink-0">
        {free ? (
          <>
            <circle cx="8" cy="8" r="8" className="fill-emerald-700" />
            <path d="m4.8 8.2 2.1 2.1 4.3-4.5" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
          </>
        ) : (
          <>
            <circle cx="8" cy="8" r="8" className="fill-accent" />
            <circle cx="8" cy="8" r="5.2" fill="none" stroke="#78350f" strokeWidth="1.4" />
            <path d="M7 10.6V5.4h1.6a1.5 1.5 0 0 1 0 3H7" fill="none" stroke="#78350f" strokeWidth="1.4" strokeLinejoin="round" />
          </>
        )}
      </svg>
      <span>{label}</span>
    </p>
  );
}

export function DealImage({ deal }: { deal: Deal }) {
  const image = deal.images[0];
  if (!image) return null;
  // No overflow-hidden wrapper: it would clip the zoom button's focus ring.
  return (
    <ZoomableImage
      image={image}
      alt={deal.name}
      width={640}
      priority
      className="block aspect-[4/3] w-full rounded-2xl bg-slate-100 object-cover"
    />
  );
}

/**
 * Redeem Now, disabled with the reason when it cannot be pressed. `resumeInPlace`: on a deal's page a
 * guest who signs in to redeem comes back to this button, rather than to the deal's dialog.
 */
export function RedeemBar({ deal, resumeInPlace = false, className = '' }: { deal: Deal; resumeInPlace?: boolean; className?: string }) {
  const { state, isRedeeming, press } = useRedeem(deal, { resumeInPlace });
  const noteId = useId();
  const note = state.kind === 'blocked' ? state.reason : state.kind === 'sign-in' ? 'Masuk terlebih dahulu untuk menukar poin anda.' : '';
  const disabled = state.kind === 'blocked' || isRedeeming;
  return (
    <div className={className}>
      {note ? (
        <p id={noteId} className={`mb-2 text-sm ${state.kind === 'blocked' ? 'font-medium text-amber-900' : 'text-slate-600'}`}>
          {note}
        </p>
      ) : null}
      <button
        type="button"
        onClick={press}
        disabled={disabled}
        aria-busy={isRedeeming || undefined}
        aria-describedby={note ? noteId : undefined}
        className="flex h-12 w-full items-center justify-center gap-2 rounded-full bg-brand px-6 text-base font-semibold text-white transition-colors hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:bg-slate-200 disabled:text-slate-600 forced-colors:border"
      >
        {isRedeeming ? <Spinner /> : null}
        <span>Redeem Now</span>
      </button>
      <p role="status" className="sr-only">
        {isRedeeming ? 'Memproses penukaran…' : ''}
      </p>
    </div>
  );
}

/** The deal dialog: image, name, price, a share button for the deal's page, description and Redeem Now. */
export function DealDetail({ deal }: { deal: Deal }) {
  const { openModal } = useUI();
  const headingId = useId();

  return (
    <article aria-labelledby={headingId} className="flex flex-col">
      <div className="px-4 pt-14 sm:px-6">
        <DealImage deal={deal} />
      </div>
      <div className="px-5 pb-5 pt-4 sm:px-6">
        <h2 id={headingId} className="text-xl font-bold leading-snug text-slate-900">
          {deal.name}
        </h2>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <DealPrice price={deal.price} />
          {deal.uid ? (
            <ShareButton
              showLabel
              label="Bagikan deal"
              url={dealPath(deal.uid)}
              // Closing the share view comes back to this deal.
              onBack={() => openModal('DEAL_DETAIL_VIEW', { data: { deal } })}
            />
          ) : null}
        </div>
        <RichText html={deal.description} className="mt-4" />
      </div>
      {/* Stays in view while a long description scrolls. */}
      <RedeemBar
        deal={deal}
        className="sticky bottom-0 border-t border-slate-200 bg-white px-5 pb-[max(1rem,env(safe-area-inset-bottom))] pt-3 sm:px-6"
      />
    </article>
  );
}
