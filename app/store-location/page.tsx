import { StoreLocator, storesMetadata } from '@/components/stores/store-locator';

// The same for everyone, so served from cache; /store-location?city=… is rewritten to the per-request list (by the server guard, lib/server/query-rules.ts).
export const revalidate = 60;
export const generateMetadata = storesMetadata;

export default function StoreLocationPage() {
  return <StoreLocator city="" />;
}
