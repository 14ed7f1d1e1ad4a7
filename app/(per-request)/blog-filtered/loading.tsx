import { BlogListSkeleton } from '@/components/ui/skeletons';

export default function BlogLoading() {
  return <BlogListSkeleton />;
}
