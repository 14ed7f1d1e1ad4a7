import { BlogList } from '@/components/blog/blog-list';

// The same for everyone, so served from cache; a search or category filter is rewritten to the
// per-request list (by the server guard, lib/server/query-rules.ts). In the (list) group so nothing here wraps /blog/[key].
export const revalidate = 60;

export default function BlogPage() {
  return <BlogList q="" tags="" />;
}
