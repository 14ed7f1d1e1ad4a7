import Link from 'next/link';
import type { BlogPost, ContentItem } from '@/lib/api/types';
import { formatDate } from '@/lib/format/display';
import { CmsHtml } from '@/components/cms/cms-html';
import { CmsImage } from '@/components/ui/cms-image';
import { categoryLabel, postCategory } from '@/lib/format/labels';
import { hrefWith } from '@/lib/rules/search-params';

export function BackToBlog() {
  return (
    <Link
      href="/blog"
      className="-ml-3 inline-flex h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand hover:bg-brand-light focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span aria-hidden="true">←</span> Kembali ke Blog
    </Link>
  );
}

/** One blog post: title, date, category, image, sanitised body and its tags. */
export function BlogPostArticle({ post, categories = [] }: { post: BlogPost; categories?: ContentItem[] }) {
  const date = formatDate(post.publishedAt);
  const category = postCategory(post);
  return (
    <article className="mx-auto max-w-page-md px-4 py-6 sm:py-10">
      <BackToBlog />
      <header className="mt-3">
        {category ? (
          <Link
            href={hrefWith('/blog', { tags: category })}
            className="text-xs font-semibold uppercase tracking-wide text-brand underline-offset-2 hover:underline"
          >
            {categoryLabel(category, categories)}
          </Link>
        ) : null}
        <h1 className="mt-1 text-2xl font-bold leading-tight tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        {date ? (
          <p className="mt-2 text-sm text-slate-600">
            <time dateTime={post.publishedAt}>{date}</time>
          </p>
        ) : null}
      </header>
      {post.images[0] ? (
        <div className="mt-6 overflow-hidden rounded-2xl bg-brand-light">
          <CmsImage
            image={post.images[0]}
            alt={post.title}
            width={728}
            sizes="(min-width: 768px) 728px, 100vw"
            priority
            className="aspect-video h-auto w-full object-cover"
          />
        </div>
      ) : null}
      <CmsHtml html={post.body} className="mt-6 text-base sm:text-lg" />
      {post.tags.length > 0 ? (
        <div className="mt-8 border-t border-slate-200 pt-5">
          <h2 className="text-sm font-semibold text-slate-900">Tag</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  href={hrefWith('/blog', { tags: tag })}
                  className="inline-flex min-h-11 items-center rounded-full bg-slate-100 px-4 text-sm wrap-anywhere text-slate-800 hover:bg-brand-light hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {`#${tag}`}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
