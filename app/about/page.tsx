import { EmptyState } from '@/components/ui/empty-state';
import { PageSections } from '@/components/cms/page-sections';
import { getPage } from '@/lib/api/content';

export const revalidate = 60;

export default async function AboutPage() {
  const about = await getPage('about');
  const sections = about.data?.sections ?? [];
  return (
    <div className="mx-auto max-w-page-lg px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{about.data?.title || 'Tentang Kami'}</h1>
      <div className="mt-8">
        {sections.length ? (
          <PageSections sections={sections} priorityFirstImage />
        ) : (
          <EmptyState title="Konten belum tersedia" action={{ href: '/', label: 'Kembali ke beranda' }}>
            Halaman ini sedang tidak dapat dimuat. Silakan coba lagi sebentar lagi.
          </EmptyState>
        )}
      </div>
    </div>
  );
}
