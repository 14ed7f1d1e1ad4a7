import { ProductSearch } from '@/components/content/product-search';
import { queryParam, type SearchParams } from '@/components/content/search-params';

// Results depend on q, so this renders per request (the page title stays app.title, set by the layout).
export default async function SearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <ProductSearch q={queryParam(await searchParams)} />;
}
