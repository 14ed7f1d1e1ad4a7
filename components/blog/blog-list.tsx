import { listBlogCategories, listBlogPosts } from '@/lib/api/content';
import { keyedOnce } from '@/lib/api/normalize';
import { BlogPostCard } from '@/components/blog/blog-post-card';
import { EmptyState } from '@/components/ui/empty-state';
import { CHIP_ROW, FilterChip } from '@/components/ui/filter-chip';
import { categoryLabel, postCategory } from '@/lib/format/labels';
import { hrefWith } from '@/lib/rules/search-params';
import { SearchForm } from '@/components/catalog/search-form';

export const BLOG_PAGE_SIZE = 12;
/** The posts in view from the start on a wide screen (lg:grid-cols-3): their images load at once. */
const FIRST_ROW_WIDE = 3;

/** The blog: a search box, the categories as filter links (`?tags=`) and the matching posts. */
export async function BlogList({ q, tags }: { q: string; tags: string }) {
  const [posts, categories] = await Promise.all([
    listBlogPosts({ q: q || undefined, tags: tags || undefined, size: BLOG_PAGE_SIZE }),
    listBlogCategories(),
  ]);
  // A category is a filter by its key: one without a key would filter nothing, one listed twice is one chip.
  const known = keyedOnce(categories.data ?? []);
  const items = posts.data ?? [];

  return (
    <div className="mx-auto max-w-page-xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Blog</h1>
      <p className="mt-1 text-slate-600">Tips olahraga, kabar terbaru dan promo Arena Sport Rewards.</p>

      <div className="mt-5 space-y-3">
        <div className="max-w-page-sm">
          <SearchForm action="/blog" label="Cari artikel" placeholder="Cari artikel" defaultValue={q} hidden={{ tags }} documentLoad />
        </div>
        {known.length > 0 ? (
          <nav aria-label="Kategori artikel">
            <ul className={CHIP_ROW}>
              <li>
                <FilterChip href={hrefWith('/blog', { q })} current={!tags}>
                  Semua
                </FilterChip>
              </li>
              {known.map((category) => (
                <li key={category.key}>
                  <FilterChip href={hrefWith('/blog', { tags: category.key, q })} current={tags === category.key}>
                    {category.title || categoryLabel(category.key)}
                  </FilterChip>
                </li>
              ))}
              {tags && !known.some((c) => c.key === tags) ? (
                <li>
                  <FilterChip href={hrefWith('/blog', { tags, q })} current>
                    {`#${tags}`}
                  </FilterChip>
                </li>
              ) : null}
            </ul>
          </nav>
        ) : null}
      </div>

      <div className="mt-6">
        {items.length > 0 ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((post, index) => {
              const category = postCategory(post);
              return (
                // Past the first row, below the fold on a phone.
                <li key={`${index}:${post.key}`} className={index < FIRST_ROW_WIDE ? undefined : 'below-fold'}>
                  <BlogPostCard
                    post={post}
                    categoryName={category ? categoryLabel(category, known) : undefined}
                    priority={index === 0}
                    eager={index < FIRST_ROW_WIDE}
                  />
                </li>
              );
            })}
          </ul>
        ) : !posts.ok ? (
          <EmptyState title="Artikel belum dapat dimuat">Silakan coba lagi sebentar lagi.</EmptyState>
        ) : q ? (
          <EmptyState title={`Tidak ada artikel untuk “${q}”`} action={{ href: hrefWith('/blog', { tags }), label: 'Hapus pencarian' }}>
            Coba kata kunci lain atau pilih kategori.
          </EmptyState>
        ) : (
          <EmptyState title="Belum ada artikel" action={tags ? { href: '/blog', label: 'Lihat semua artikel' } : undefined}>
            Artikel baru akan segera hadir.
          </EmptyState>
        )}
      </div>
    </div>
  );
}
