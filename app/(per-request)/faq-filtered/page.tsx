import { queryParam, type SearchParams } from '@/lib/rules/search-params';
import { FaqList, faqMetadata } from '@/components/faq/faq-list';

export const generateMetadata = faqMetadata;

// /faq?q=… is rewritten here (by the server guard, lib/server/query-rules.ts): a search renders per request, /faq itself stays cached.
export default async function FilteredFaqPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <FaqList q={queryParam(await searchParams)} />;
}
