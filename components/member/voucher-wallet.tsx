'use client';
import Link from 'next/link';
import { memo, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { PRIMARY_BUTTON } from '@/components/ui/button-styles';
import { useUI } from '@/hooks/use-ui';
import { Notice } from '@/components/ui/notice';
import { Tabs } from '@/components/ui/tabs';
import type { Deal } from '@/lib/api/types';
import { formatDate, formatDealPrice } from '@/lib/format/display';
import { imageUrl } from '@/lib/rules/image';
import { newVoucherOf, walletOf, type Voucher, type VoucherState } from '@/lib/rules/voucher';

export const TAB_LABELS: Record<VoucherState, string> = { active: 'Aktif', used: 'Terpakai', expired: 'Kedaluwarsa' };

export const TAB_EMPTY: Record<VoucherState, string> = {
  active: 'Tidak ada voucher aktif. Tukar poin anda dengan deal menarik!',
  used: 'Belum ada voucher yang terpakai.',
  expired: 'Tidak ada voucher yang kedaluwarsa.',
};

/** The line under a voucher's name that says whether, and until when, it can be used. */
export function voucherNote(voucher: Pick<Voucher, 'state' | 'code'>): string {
  const { state, code } = voucher;
  if (state === 'used') {
    const at = formatDate(code?.usedAt);
    return at ? `Dipakai ${at}` : 'Sudah dipakai';
  }
  const until = formatDate(code?.expiresAt);
  if (state === 'expired') return until ? `Kedaluwarsa ${until}` : 'Kedaluwarsa';
  return until ? `Berlaku sampai ${until}` : 'Lihat kode QR';
}

interface VoucherWalletProps {
  /** The deals the member owns, each with its codes (my_deals), however they were loaded. */
  deals: Deal[];
  /** The time states are judged at (epoch ms); the time of the first render when absent. */
  now?: number;
  /** A redeem's new voucher (components/member/my-voucher.tsx): its deal, and its code when the answer sent one. */
  newVoucher?: { deal: string; code?: string };
}

const noSubscription = () => () => undefined;

/** The mark on the voucher a redeem just made. */
export const NEW_LABEL = 'Baru';

/**
 * The voucher wallet: tabs Aktif, Terpakai and Kedaluwarsa with a count each, one voucher per code.
 * Presentational: it takes the deals as props, so any source (the API, a copy kept on the device) can fill it.
 * Given a redeem's new voucher, it opens that voucher once, over its card (marked, focused and in view
 * once the dialog closes), and takes the redeem's parameter off the address.
 */
export function VoucherWallet({ deals, now, newVoucher }: VoucherWalletProps) {
  // Judged once: a list that re-sorted itself while being read would lose the person's place.
  const [renderedAt] = useState(() => now ?? Date.now());
  const at = now ?? renderedAt;
  // A session step after hydration renders the wallet again with the same deals: the vouchers, and the
  // lists drawn from them, stay the same objects, so the lists are not drawn again.
  const wallet = useMemo(() => walletOf(deals, at), [deals, at]);
  const { openModal } = useUI();
  // Shown once hydrated (the server never sees the redeem's parameter), so the page hydrates as rendered.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const shown = useMemo(
    () => (hydrated && newVoucher ? newVoucherOf(wallet, newVoucher.deal, newVoucher.code) : undefined),
    [hydrated, wallet, newVoucher],
  );
  const opened = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!shown || opened.current) return;
    opened.current = true;
    // Focus scrolls the card into view (clear of the tab bar: scroll-padding), and the dialog gives it back.
    root.current?.querySelector<HTMLElement>('[data-new-voucher]')?.focus();
    // Before the dialog adds its history entry: a reload of this page, or a Back to it, shows the wallet.
    window.history.replaceState(null, '', window.location.pathname);
    openModal('DEAL_DETAIL_VIEW', { data: { deal: shown.deal, variant: 'my-deals' } });
  }, [shown, openModal]);

  const tabs = (['active', 'used', 'expired'] as const).map((state) => ({
    id: state,
    label: (
      <>
        {/* The space keeps the name "Aktif 2" for a screen reader; the flex gap draws it. */}
        {TAB_LABELS[state]}{' '}
        <span
          className={`min-w-5 rounded-full px-1 text-xs leading-5 sm:min-w-6 sm:px-1.5 ${state === 'active' ? 'bg-brand text-white' : 'bg-slate-200 text-slate-800'}`}
        >
          {wallet[state].length}
        </span>
      </>
    ),
    panel: <VoucherList vouchers={wallet[state]} state={state} newKey={shown?.key} />,
  }));
  return (
    <div ref={root}>
      <Tabs label="Voucher saya" tabs={tabs} initial="active" />
    </div>
  );
}

const VoucherList = memo(function VoucherList({ vouchers, state, newKey }: { vouchers: Voucher[]; state: VoucherState; newKey?: string }) {
  if (vouchers.length === 0) {
    return (
      <Notice>
        <p className="font-medium text-slate-900">{TAB_EMPTY[state]}</p>
        {state === 'active' ? (
          <Link href="/deals" className={`${PRIMARY_BUTTON} mt-4`}>
            Lihat deal
          </Link>
        ) : null}
      </Notice>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {vouchers.map((voucher) => (
        <li key={voucher.key}>
          <VoucherCard voucher={voucher} isNew={voucher.key === newKey} />
        </li>
      ))}
    </ul>
  );
});

function VoucherCard({ voucher, isNew }: { voucher: Voucher; isNew: boolean }) {
  const { openModal } = useUI();
  const { deal, state } = voucher;
  const image = deal.images[0];
  const spent = state !== 'active';
  return (
    <button
      type="button"
      data-new-voucher={isNew || undefined}
      onClick={() => openModal('DEAL_DETAIL_VIEW', { data: { deal, variant: 'my-deals' } })}
      className={`flex w-full items-center gap-3 rounded-2xl border border-slate-200 p-3 text-left shadow-sm transition hover:border-brand hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${
        spent ? 'bg-slate-50' : 'bg-white'
      } ${isNew ? 'border-brand ring-2 ring-brand/30' : ''}`}
    >
      {image ? (
        <img
          src={imageUrl(image.url, 192)}
          alt=""
          width={96}
          height={72}
          className={`h-[72px] w-24 shrink-0 rounded-xl bg-slate-100 object-cover ${spent ? 'grayscale' : ''}`}
        />
      ) : (
        <span aria-hidden="true" className="h-[72px] w-24 shrink-0 rounded-xl bg-brand-light" />
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold leading-snug text-slate-900">{deal.name}</span>
        {isNew ? (
          <span className="mt-1 w-fit rounded-full bg-accent px-2 text-xs font-bold leading-5 text-slate-900">{NEW_LABEL}</span>
        ) : null}
        {deal.price === null ? null : (
          <span className={`mt-0.5 text-sm font-medium ${spent ? 'text-slate-600' : 'text-brand'}`}>{formatDealPrice(deal.price)}</span>
        )}
        <span className={`mt-1 text-xs ${state === 'expired' ? 'font-medium text-red-800' : 'text-slate-600'}`}>
          {voucherNote(voucher)}
        </span>
      </span>
      <span aria-hidden="true" className="text-xl text-slate-400">
        ›
      </span>
    </button>
  );
}
