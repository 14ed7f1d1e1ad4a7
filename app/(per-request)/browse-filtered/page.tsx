import { BrowseCatalog } from '@/components/catalog/browse-catalog';
import { keyParam, pageParam, sortParam, type SearchParams } from '@/lib/rules/search-params';

// /browse/category with a filter in the query (category, brand, sort, page) is rewritten here
// (by the server guard, lib/server/query-rules.ts) and renders per request; without one it is a cached page.
export default async function FilteredBrowsePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return (
    <BrowseCatalog
      filter={{ category: keyParam(params, 'category'), brand: keyParam(params, 'brand'), sort: sortParam(params) }}
      page={pageParam(params)}
    />
  );
}
