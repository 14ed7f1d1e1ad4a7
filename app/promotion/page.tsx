import { PromotionList, promotionsMetadata } from '@/components/promotions/promotion-list';

// The same for everyone, so served from cache; a promotion that ends leaves the page within a minute.
export const revalidate = 60;
export const generateMetadata = promotionsMetadata;

export default function PromotionPage() {
  return <PromotionList />;
}
