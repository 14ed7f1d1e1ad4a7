import { queryParam, type SearchParams } from '@/lib/rules/search-params';
import { HelpCentre, HelpSearch, helpMetadata } from '@/components/help/help-centre';

export const generateMetadata = helpMetadata;

// /help?q=… is rewritten here (by the server guard, lib/server/query-rules.ts): a search renders per request, /help itself stays cached.
export default async function HelpSearchPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const q = queryParam(await searchParams);
  return q ? <HelpSearch q={q} /> : <HelpCentre />;
}
