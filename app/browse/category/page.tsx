import { BrowseCatalog } from '@/components/content/browse-catalog';
import { keyParam, pageParam, sortParam, type SearchParams } from '@/components/content/search-params';

// The filters live in the query (category, brand, sort, page), so this renders per request.
export default async function BrowseCategoryPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  return (
    <BrowseCatalog
      filter={{ category: keyParam(params, 'category'), brand: keyParam(params, 'brand'), sort: sortParam(params) }}
      page={pageParam(params)}
    />
  );
}
