import { ProductListSkeleton } from '@/components/ui/skeletons';

export default function BrowseLoading() {
  return <ProductListSkeleton />;
}
