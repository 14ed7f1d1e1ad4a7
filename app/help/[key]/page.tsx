import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { excerpt } from '@/lib/format/cms-text';
import { ItemUnavailable } from '@/components/ui/item-unavailable';
import { HelpArticleView, loadHelpArticle } from '@/components/help/help-article';
import { listHelpArticles } from '@/lib/api/content';
import { pageMetadata } from '@/lib/server/metadata';
import { helpArticlePath } from '@/lib/paths';

// Rendered when building (or on first request), then served from cache and refreshed at most once a minute.
export const revalidate = 60;

export async function generateStaticParams(): Promise<{ key: string }[]> {
  const articles = await listHelpArticles({ size: 100 });
  return (articles.data ?? []).filter((article) => article.key).map((article) => ({ key: article.key }));
}

type Props = { params: Promise<{ key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { key } = await params;
  const article = (await loadHelpArticle(key)).data;
  return pageMetadata({
    title: article?.title || 'Pusat Bantuan',
    description: article ? excerpt(article.body, 160) : undefined,
    path: helpArticlePath(key),
  });
}

export default async function HelpArticlePage({ params }: Props) {
  const { key } = await params;
  const article = await loadHelpArticle(key);
  // Only the backend saying "no such article" is a 404; a backend that is down gets the friendly page below.
  if (article.status === 404) notFound();
  if (!article.data?.title) {
    return (
      <ItemUnavailable
        crumbs={[{ href: '/help', label: 'Pusat Bantuan' }]}
        current="Artikel"
        title="Artikel belum dapat dimuat"
        text="Artikel ini sedang tidak dapat ditampilkan. Silakan coba lagi sebentar lagi."
      />
    );
  }
  return <HelpArticleView article={article.data} />;
}
