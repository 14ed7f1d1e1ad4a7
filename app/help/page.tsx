import { HelpCentre, helpMetadata } from '@/components/help/help-centre';

// The same for everyone, so served from cache; /help?q=… is rewritten to the per-request search (by the server guard, lib/server/query-rules.ts).
export const revalidate = 60;
export const generateMetadata = helpMetadata;

export default function HelpPage() {
  return <HelpCentre />;
}
