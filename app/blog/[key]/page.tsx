import { notFound } from 'next/navigation';
import { BackToBlog, BlogPostArticle } from '@/components/blog/blog-post';
import { getBlogPost, listBlogCategories, listBlogPosts } from '@/lib/api/content';

// Rendered on first request, then served from cache and refreshed at most once a minute.
export const revalidate = 60;

// The posts known when building are prerendered; others render on first request and are cached the same way.
export async function generateStaticParams(): Promise<{ key: string }[]> {
  const posts = await listBlogPosts({ size: 50 });
  return (posts.data ?? []).filter((post) => post.key).map((post) => ({ key: post.key }));
}

export default async function BlogPostPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  const [post, categories] = await Promise.all([getBlogPost(key), listBlogCategories()]);
  // Only the backend saying "no such post" is a 404; a backend that is down gets the friendly page below.
  if (post.status === 404) notFound();
  // A post without a title has nothing to head its page with: shown as one that cannot be displayed.
  if (!post.data?.title) {
    return (
      <div className="mx-auto max-w-page-md px-4 py-6 sm:py-10">
        <BackToBlog />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">Artikel belum dapat dimuat</h1>
        <p className="mt-2 text-slate-600">Artikel ini sedang tidak dapat ditampilkan. Silakan coba lagi sebentar lagi.</p>
      </div>
    );
  }
  return <BlogPostArticle post={post.data} categories={categories.data ?? []} />;
}
