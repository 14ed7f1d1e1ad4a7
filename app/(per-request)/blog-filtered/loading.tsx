import { BlogListSkeleton } from '@/components/content/skeletons';

export default function BlogLoading() {
  return <BlogListSkeleton />;
}
