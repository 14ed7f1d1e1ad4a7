import Link from 'next/link';
import type { BlogPost } from '@/lib/api/types';
import { formatDate } from '@/lib/format/display';
import { MediaCard } from '@/components/ui/media-card';
import { excerpt } from '@/lib/format/cms-text';

interface BlogPostCardProps {
  post: BlogPost;
  categoryName?: string;
  /** The list's first image (the LCP image on a phone): eager, with high priority. */
  priority?: boolean;
  /** In the first row of a wide screen: loaded at once, at normal priority. */
  eager?: boolean;
}

/** A post in the blog list: the whole card links to the post (one link, named by the title). */
export function BlogPostCard({ post, categoryName, priority = false, eager = false }: BlogPostCardProps) {
  const date = formatDate(post.publishedAt);
  const teaser = excerpt(post.body, 140);
  return (
    <MediaCard
      image={post.images[0]}
      mediaClassName="post-media"
      width={480}
      sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
      priority={priority}
      eager={eager}
    >
      <div className="flex flex-1 flex-col p-4">
        {categoryName ? <p className="eyebrow text-brand">{categoryName}</p> : null}
        <h2 className="post-title">
          <Link href={`/blog/${encodeURIComponent(post.key)}`} className="card-link group-hover:text-brand">
            {post.title}
          </Link>
        </h2>
        {teaser ? <p className="post-teaser">{teaser}</p> : null}
        {date ? (
          <p className="post-meta">
            <time dateTime={post.publishedAt}>{date}</time>
          </p>
        ) : null}
      </div>
    </MediaCard>
  );
}
