import { BenefitGrid } from '@/components/benefits/benefit-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { listBenefits } from '@/lib/api/content';

export const revalidate = 60;

export default async function BenefitsPage() {
  const benefits = await listBenefits();
  return (
    <div className="mx-auto max-w-page-xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Benefit Member</h1>
      <p className="mt-1 text-slate-600">Keuntungan yang Anda nikmati sebagai member, dari poin belanja hingga akses eksklusif.</p>
      <div className="mt-6">
        {benefits.data?.length ? (
          <BenefitGrid benefits={benefits.data} eager={2} />
        ) : benefits.ok ? (
          <EmptyState title="Belum ada benefit" action={{ href: '/', label: 'Kembali ke beranda' }}>
            Daftar benefit member akan segera hadir.
          </EmptyState>
        ) : (
          <EmptyState title="Benefit belum dapat dimuat">Silakan coba lagi sebentar lagi.</EmptyState>
        )}
      </div>
    </div>
  );
}
