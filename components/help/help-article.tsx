import Link from 'next/link';
import { CmsHtml } from '@/components/cms/cms-html';
import { getHelpArticle } from '@/lib/api/content';
import type { HelpArticle } from '@/lib/api/types';
import { itemLoader } from '@/lib/loaders/item-loader';

export const loadHelpArticle = itemLoader(getHelpArticle);

export function BackToHelp() {
  return (
    <Link
      href="/help"
      className="-ml-3 inline-flex h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span aria-hidden="true">←</span> Kembali ke Pusat Bantuan
    </Link>
  );
}

/** A help article: title, sanitised body and its tags, with the way back to the help centre. */
export function HelpArticleView({ article }: { article: HelpArticle }) {
  return (
    <article className="mx-auto max-w-page-md px-4 py-6 sm:py-10">
      <BackToHelp />
      <h1 className="mt-3 text-2xl font-bold leading-tight tracking-tight text-slate-900 sm:text-3xl">{article.title}</h1>
      <CmsHtml html={article.body} className="mt-6 text-base" />
      {article.tags.length > 0 ? (
        <div className="mt-8 border-t border-slate-200 pt-5">
          <h2 className="text-sm font-semibold text-slate-900">Tag</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 wrap-anywhere">
                {`#${tag}`}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="mt-10 rounded-2xl bg-slate-50 p-4 text-sm text-slate-700">
        Masih butuh bantuan? Hubungi kami lewat kontak di bagian bawah halaman.
      </p>
    </article>
  );
}
