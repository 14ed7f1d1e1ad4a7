import { ProductListSkeleton } from '@/components/content/skeletons';

export default function BrowseLoading() {
  return <ProductListSkeleton />;
}
