import { BrowseCatalog } from '@/components/catalog/browse-catalog';

// The search box's target when submitted empty: the whole catalog, the same for everyone, so served
// from cache. Its filter links are rewritten to the per-request list (by the server guard, lib/server/query-rules.ts).
export const revalidate = 60;

export default function BrowseCategoryPage() {
  return <BrowseCatalog filter={{ category: '', brand: '', sort: '' }} />;
}
