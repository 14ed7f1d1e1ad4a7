import { jsonLdText } from '@/lib/server/seo';

/** Structured data for search engines, escaped so no text in it can end the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
