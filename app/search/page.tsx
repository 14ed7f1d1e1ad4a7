import { ProductSearch } from '@/components/catalog/product-search';
import { queryParam, type SearchParams } from '@/lib/rules/search-params';

// Results depend on q, so this renders per request (the page title stays app.title, set by the layout).
export default async function SearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <ProductSearch q={queryParam(await searchParams)} />;
}
