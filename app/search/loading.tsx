import { ProductListSkeleton } from '@/components/content/skeletons';

export default function SearchLoading() {
  return <ProductListSkeleton label="Mencari produk…" chips={false} />;
}
