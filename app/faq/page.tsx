import { FaqList, faqMetadata } from '@/components/faq/faq-list';

// The same for everyone, so served from cache; /faq?q=… is rewritten to the per-request list (by the server guard, lib/server/query-rules.ts).
export const revalidate = 60;
export const generateMetadata = faqMetadata;

export default function FaqPage() {
  return <FaqList q="" />;
}
