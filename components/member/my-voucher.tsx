'use client';
import Link from 'next/link';
import { useAuth } from '@/components/providers/auth-provider';
import { useUI } from '@/components/providers/ui-provider';
import { KeptNotice } from '@/components/offline/kept-notice';
import { useMyDeals } from '@/hooks/use-my-deals';
import type { Deal } from '@/lib/api/types';
import { formatDealPrice } from '@/lib/format';
import { imageUrl } from '@/lib/image';

export const EMPTY_MESSAGE = 'Belum ada voucher. Tukar poin anda dengan deal menarik!';
export const GUEST_MESSAGE = 'Masuk untuk melihat voucher hasil penukaran poin anda.';
export const ERROR_MESSAGE = 'Voucher tidak dapat dimuat.';

const primaryButton =
  'inline-flex h-11 items-center justify-center rounded-full bg-brand px-6 font-semibold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:bg-slate-300 disabled:text-slate-700';

/** My Voucher: the deals a signed-in member owns; opening one shows its QR code. */
export function MyVoucher() {
  const { status } = useAuth();
  const { deals, error, isLoading, isValidating, retry, keptAt } = useMyDeals();

  if (status === 'guest') return <SignInPrompt />;
  if (error && !deals) {
    return (
      <Notice>
        <p className="font-medium text-slate-900">{ERROR_MESSAGE}</p>
        <p className="mt-1 text-sm text-slate-600">Periksa koneksi anda, lalu coba lagi.</p>
        <button type="button" onClick={() => void retry()} disabled={isValidating} className={`${primaryButton} mt-4`}>
          {isValidating ? 'Memuat…' : 'Coba lagi'}
        </button>
      </Notice>
    );
  }
  if (status === 'restoring' || isLoading || !deals) return <VoucherListSkeleton />;
  if (deals.length === 0) {
    return (
      <Notice>
        <p className="font-medium text-slate-900">{EMPTY_MESSAGE}</p>
        <Link href="/deals" className={`${primaryButton} mt-4`}>
          Lihat deal
        </Link>
      </Notice>
    );
  }
  return (
    <>
      {keptAt ? (
        <div className="mb-4">
          <KeptNotice savedAt={keptAt} />
        </div>
      ) : null}
      <ul aria-label="Voucher saya" className="grid gap-3 sm:grid-cols-2">
        {deals.map((deal) => (
          <li key={deal.uid}>
            <VoucherCard deal={deal} />
          </li>
        ))}
      </ul>
    </>
  );
}

function VoucherCard({ deal }: { deal: Deal }) {
  const { openModal } = useUI();
  const image = deal.images[0];
  const codes = deal.codes.length;
  return (
    <button
      type="button"
      onClick={() => openModal('DEAL_DETAIL_VIEW', { data: { deal, variant: 'my-deals' } })}
      className="flex w-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 text-left shadow-sm transition hover:border-brand hover:shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {image ? (
        <img
          src={imageUrl(image.url, 192)}
          alt=""
          width={96}
          height={72}
          className="h-[72px] w-24 shrink-0 rounded-xl bg-slate-100 object-cover"
        />
      ) : (
        <span aria-hidden="true" className="h-[72px] w-24 shrink-0 rounded-xl bg-brand-light" />
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold leading-snug text-slate-900">{deal.name}</span>
        <span className="mt-0.5 text-sm font-medium text-brand">{formatDealPrice(deal.price)}</span>
        <span className="mt-1 text-xs text-slate-600">
          {codes > 1 ? `${codes} kode · ` : ''}Lihat kode QR
        </span>
      </span>
      <span aria-hidden="true" className="text-xl text-slate-400">
        ›
      </span>
    </button>
  );
}

function SignInPrompt() {
  const { openModal } = useUI();
  return (
    <Notice>
      <p className="font-medium text-slate-900">{GUEST_MESSAGE}</p>
      {/* Once signed in, the list loads by itself (the voucher hook is keyed on the token). */}
      <button type="button" onClick={() => openModal('LOGIN_VIEW')} className={`${primaryButton} mt-4`}>
        Masuk
      </button>
    </Notice>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
      {children}
    </div>
  );
}

function VoucherListSkeleton() {
  return (
    <div role="status" aria-label="Memuat voucher" className="grid gap-3 sm:grid-cols-2">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex animate-pulse items-center gap-3 rounded-2xl border border-slate-200 p-3">
          <div className="h-[72px] w-24 rounded-xl bg-slate-200" />
          <div className="flex-1 space-y-2">
            <div className="h-4 w-3/4 rounded bg-slate-200" />
            <div className="h-3 w-1/3 rounded bg-slate-200" />
          </div>
        </div>
      ))}
    </div>
  );
}
