/**
 * Server only: each page's own title, description and og: tags, and the site's origin for the
 * sitemap and robots.txt. Absolute URLs come from SITE_URL; without it, cached pages carry only
 * the URLs that are absolute already (a backend's image host), never a guessed origin.
 */
import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getApplication } from '@/lib/api/directory';
import { getConfig } from '@/lib/config';
import { imageUrl } from '@/lib/rules/image';
import { absoluteUrl, requestOrigin } from '@/lib/server/seo';

/** Shared images are asked from the image host at this width (a common og:image size). */
const OG_IMAGE_WIDTH = 1200;

export interface PageMetadataInput {
  /** The page's own title; the tab shows it with the app's title after it. */
  title: string;
  description?: string;
  /** The page's path, for the canonical and og:url (with SITE_URL). */
  path: string;
  image?: string;
}

export async function pageMetadata({ title, description, path, image }: PageMetadataInput): Promise<Metadata> {
  const app = await getApplication();
  const appTitle = app.data?.settings.title || app.data?.name || '';
  const { siteUrl } = getConfig();
  const url = absoluteUrl(path, siteUrl);
  const sized = image ? imageUrl(image, OG_IMAGE_WIDTH) : undefined;
  const ogImage = absoluteUrl(sized, siteUrl);
  return {
    title: appTitle && title !== appTitle ? `${title} | ${appTitle}` : title || appTitle,
    ...(description ? { description } : {}),
    ...(url ? { alternates: { canonical: url } } : {}),
    openGraph: {
      type: 'website',
      title: title || appTitle,
      ...(description ? { description } : {}),
      ...(appTitle ? { siteName: appTitle } : {}),
      ...(url ? { url } : {}),
      ...(ogImage ? { images: [{ url: ogImage }] } : {}),
    },
    twitter: { card: ogImage ? 'summary_large_image' : 'summary' },
  };
}

/** The origin absolute links in the sitemap and robots.txt start with: SITE_URL, else the request's. */
export async function siteOrigin(): Promise<string> {
  const { siteUrl } = getConfig();
  if (siteUrl) return siteUrl;
  return requestOrigin(await headers()) ?? 'http://localhost';
}
