import { BrowseCatalog } from '@/components/catalog/browse-catalog';

// The category dropdown's target: the whole catalog, the same for everyone, so served from cache.
// Its filter links lead to /browse/category?category=… (rendered per request).
export const revalidate = 60;

export default function BrowseAllPage() {
  return <BrowseCatalog filter={{ category: '', brand: '', sort: '' }} />;
}
