import Link from 'next/link';
import { excerpt } from '@/lib/format/cms-text';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeading } from '@/components/ui/page-heading';
import { SearchForm } from '@/components/catalog/search-form';
import { listHelpArticles } from '@/lib/api/content';
import { keyedOnce } from '@/lib/api/normalize';
import type { HelpArticle } from '@/lib/api/types';
import { pageMetadata } from '@/lib/server/metadata';
import { helpArticlePath } from '@/lib/paths';
import { loadHelpCentre, type HelpSection } from '@/lib/loaders/help-centre';

export const HELP_TITLE = 'Pusat Bantuan';
const SEARCH_SIZE = 20;

/** For /help and its searches alike (their canonical is /help). */
export const helpMetadata = () =>
  pageMetadata({ title: HELP_TITLE, description: 'Panduan akun, poin dan voucher Arena Sport Rewards.', path: '/help' });

const ARTICLE_LINK = 'inline-flex min-h-11 items-center text-brand wrap-anywhere underline-offset-2 hover:underline';

/** The help centre's frame: title, the search box and a way to the FAQ; `q` fills the box. */
function HelpFrame({ q, children }: { q: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-page-lg px-4 py-6 sm:py-10">
      <PageHeading title={HELP_TITLE}>Panduan akun, poin dan voucher. Cari jawaban atau pilih topik di bawah.</PageHeading>
      <div className="mt-5 max-w-page-sm">
        <SearchForm action="/help" label="Cari artikel bantuan" placeholder="Cari artikel bantuan" defaultValue={q} documentLoad />
      </div>
      <div className="mt-8">{children}</div>
      <p className="mt-10 text-sm text-slate-700">
        Pertanyaan singkat?{' '}
        <Link href="/faq" prefetch={false} className="font-semibold text-brand underline underline-offset-2">
          Lihat FAQ
        </Link>
      </p>
    </div>
  );
}

/** The categories with their topics, and each topic's articles as links. */
export function HelpSections({ sections }: { sections: HelpSection[] }) {
  return (
    <div className="space-y-10">
      {sections.map(({ category, topics }, index) => (
        // The id is the position: a CMS key may hold spaces, which would split aria-labelledby's list of ids.
        <section key={category.key} aria-labelledby={`help-category-${index}`}>
          <h2 id={`help-category-${index}`} className="text-xl font-bold tracking-tight text-slate-900">
            {category.name}
          </h2>
          <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {topics.map(({ topic, articles }) => (
              <div key={topic.key} className="rounded-2xl border border-slate-200 bg-white p-4">
                <h3 className="font-semibold text-slate-900">{topic.name}</h3>
                <ul className="mt-1">
                  {articles.map((article) => (
                    <li key={article.key}>
                      <Link href={helpArticlePath(article.key)} className={ARTICLE_LINK}>
                        {article.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

/** /help: every category, topic and article. */
export async function HelpCentre() {
  const { ok, sections } = await loadHelpCentre();
  return (
    <HelpFrame q="">
      {sections.length > 0 ? (
        <HelpSections sections={sections} />
      ) : ok ? (
        <EmptyState title="Belum ada artikel bantuan">Panduan akan segera hadir. Sementara itu, lihat FAQ.</EmptyState>
      ) : (
        <EmptyState title="Bantuan belum dapat dimuat">Silakan coba lagi sebentar lagi.</EmptyState>
      )}
    </HelpFrame>
  );
}

/** Found articles, each with the start of its text. */
export function HelpResults({ articles }: { articles: HelpArticle[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {articles.map((article) => {
        const teaser = excerpt(article.body, 160);
        return (
          <li key={article.key} className="p-4">
            <h2 className="font-semibold">
              <Link href={helpArticlePath(article.key)} className={ARTICLE_LINK}>
                {article.title}
              </Link>
            </h2>
            {teaser ? <p className="text-sm text-slate-600">{teaser}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** /help?q=…: the articles the backend finds for `q`. */
export async function HelpSearch({ q }: { q: string }) {
  const answer = await listHelpArticles({ q, size: SEARCH_SIZE });
  const articles = keyedOnce((answer.data ?? []).filter((a) => a.title));
  return (
    <HelpFrame q={q}>
      {articles.length > 0 ? (
        <>
          <p className="mb-3 text-sm text-slate-600">{`${articles.length} artikel untuk “${q}”`}</p>
          <HelpResults articles={articles} />
        </>
      ) : answer.ok ? (
        <EmptyState title={`Tidak ada artikel untuk “${q}”`} action={{ href: '/help', label: 'Lihat semua topik' }}>
          Coba kata kunci lain atau pilih topik.
        </EmptyState>
      ) : (
        <EmptyState title="Pencarian belum dapat dimuat">Silakan coba lagi sebentar lagi.</EmptyState>
      )}
    </HelpFrame>
  );
}
