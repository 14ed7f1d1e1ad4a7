import type { MetadataRoute } from 'next';
import { siteOrigin } from '@/lib/server/metadata';

/** Paths search engines need not crawl: a member's own pages, the demo API, and the per-request lists behind the rewrites. */
const DISALLOWED = [
  '/member',
  '/my-voucher',
  '/demo-api/',
  '/blog-filtered',
  '/browse-filtered',
  '/faq-filtered',
  '/help-filtered',
  '/store-location-filtered',
];

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: DISALLOWED }],
    sitemap: `${origin}/sitemap.xml`,
  };
}
