import { queryParam, type SearchParams } from '@/lib/rules/search-params';
import { StoreLocator, storesMetadata } from '@/components/stores/store-locator';

export const generateMetadata = storesMetadata;

// /store-location?city=… is rewritten here (by the server guard, lib/server/query-rules.ts): one city renders per request, the bare page stays cached.
export default async function FilteredStoreLocationPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <StoreLocator city={queryParam(await searchParams, 'city')} />;
}
