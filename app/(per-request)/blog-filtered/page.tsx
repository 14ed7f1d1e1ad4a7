import { BlogList } from '@/components/blog/blog-list';
import { keyParam, queryParam, type SearchParams } from '@/lib/rules/search-params';

// /blog?q=… and /blog?tags=… are rewritten here (by the server guard, lib/server/query-rules.ts): a filtered list renders per request,
// while /blog itself stays a cached page. The backend's answers are still cached for 60 s.
export default async function FilteredBlogPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return <BlogList q={queryParam(params)} tags={keyParam(params, 'tags')} />;
}
