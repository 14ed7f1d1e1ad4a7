import { BlogList } from '@/components/content/blog-list';
import { keyParam, queryParam, type SearchParams } from '@/components/content/search-params';

// Reads the query (q, tags), so it renders per request; the backend answers themselves are cached 60 s.
// In the (list) group so its loading skeleton does not wrap /blog/[key] (whose 404 must not be streamed as a 200).
export default async function BlogPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return <BlogList q={queryParam(params)} tags={keyParam(params, 'tags')} />;
}
