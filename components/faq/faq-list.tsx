import Link from 'next/link';
import { plainText } from '@/lib/format/cms-text';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { SearchForm } from '@/components/catalog/search-form';
import { JsonLd } from '@/components/seo/json-ld';
import { listFaqs } from '@/lib/api/content';
import { pageMetadata } from '@/lib/server/metadata';
import { faqPageJsonLd } from '@/lib/server/seo';
import { FaqAccordion } from './faq-accordion';

export const FAQ_TITLE = 'Pertanyaan Umum (FAQ)';

/** The FAQ's metadata, for /faq and its searches alike (their canonical is /faq). */
export const faqMetadata = () =>
  pageMetadata({
    title: FAQ_TITLE,
    description: 'Jawaban atas pertanyaan yang sering diajukan tentang member, poin, voucher dan toko.',
    path: '/faq',
  });

/** The FAQ: a search box (`?q=`, asked of the backend as `q`), the questions as an accordion, and FAQPage data. */
export async function FaqList({ q }: { q: string }) {
  const faqs = await listFaqs(q || undefined);
  // A question without its answer (or the reverse) would be an empty card.
  const items = (faqs.data ?? []).filter((item) => item.title && plainText(item.body));

  return (
    <div className="mx-auto max-w-page-md px-4 py-6 sm:py-10">
      <PageHeading title={FAQ_TITLE}>Jawaban singkat seputar member, poin, voucher dan toko.</PageHeading>
      <div className="mt-5">
        <SearchForm action="/faq" label="Cari pertanyaan" placeholder="Cari pertanyaan" defaultValue={q} documentLoad />
      </div>
      <div className="mt-6">
        {items.length > 0 ? (
          <>
            {q ? <p className="mb-3 text-sm text-slate-600">{`${items.length} pertanyaan untuk “${q}”`}</p> : null}
            <FaqAccordion items={items} />
            <JsonLd data={faqPageJsonLd(items.map((item) => ({ question: item.title, answer: plainText(item.body) })))} />
          </>
        ) : !faqs.ok ? (
          <EmptyState title="FAQ belum dapat dimuat">Silakan coba lagi sebentar lagi.</EmptyState>
        ) : q ? (
          <EmptyState title={`Tidak ada pertanyaan untuk “${q}”`} action={{ href: '/faq', label: 'Lihat semua pertanyaan' }}>
            Coba kata kunci lain, atau cari di Pusat Bantuan.
          </EmptyState>
        ) : (
          <EmptyState title="Belum ada pertanyaan">Pertanyaan dan jawaban akan segera hadir.</EmptyState>
        )}
      </div>
      <p className="mt-8 text-sm text-slate-700">
        Tidak menemukan jawaban?{' '}
        <Link href="/help" prefetch={false} className="font-semibold text-brand underline underline-offset-2">
          Kunjungi Pusat Bantuan
        </Link>
      </p>
    </div>
  );
}
