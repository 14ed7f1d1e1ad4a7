import { EmptyState } from '@/components/ui/empty-state';
import { DealGrid } from '@/components/deals/deal-grid';
import { MembersDealsLazy } from '@/components/deals/members-deals-lazy';
import { isRefused, listDeals } from '@/lib/api/member';

export const revalidate = 60;

export default async function DealsPage() {
  const deals = await listDeals();
  return (
    <div className="mx-auto max-w-page-xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Semua Deal</h1>
      <p className="mt-1 text-slate-600">Tukar poin Anda dengan voucher, perlengkapan olahraga dan layanan pilihan.</p>
      <div className="mt-6">
        {deals.data?.length ? (
          <DealGrid deals={deals.data} />
        ) : isRefused(deals) ? (
          // A backend that keeps deals for members: guests are invited to sign in, members load them here.
          <MembersDealsLazy layout="grid" />
        ) : deals.ok ? (
          <EmptyState title="Belum ada deal" action={{ href: '/', label: 'Kembali ke beranda' }}>
            Deal baru akan segera hadir. Kunjungi lagi nanti.
          </EmptyState>
        ) : (
          <EmptyState title="Deal belum dapat dimuat">Silakan coba lagi sebentar lagi.</EmptyState>
        )}
      </div>
    </div>
  );
}
