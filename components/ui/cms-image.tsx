'use client';
// A client component although it has no state: a server component's <img> is sent twice, as HTML and as
// an element in the RSC payload with its whole srcset; as a client component the payload carries only the
// image's URL and the width (the srcset is worked out again in the browser, from lib/rules/image.ts).
import type { Image } from '@/lib/api/types';
import { DEFAULT_IMAGE_SIZE, imageSrcSet, imageUrl } from '@/lib/rules/image';

interface CmsImageProps {
  image: Image | undefined;
  alt: string;
  /** The widest the image is drawn, in CSS pixels: the src asks the image host for this width. */
  width?: number;
  /** Layout hint for srcset, e.g. "(min-width: 1024px) 25vw, 50vw". */
  sizes?: string;
  /** Above the fold (the LCP image): load eagerly with high priority instead of lazily. */
  priority?: boolean;
  /** In view from the start but not the LCP image (a wide screen's first row): loaded at once, at normal priority. */
  eager?: boolean;
  className?: string;
}

/**
 * A CMS or catalog image, sized by the image host (w and q). Explicit width/height (from the
 * content, else 600x600) reserve its box, so nothing shifts while it loads.
 */
export function CmsImage({ image, alt, width = 600, sizes = '100vw', priority = false, eager = false, className = '' }: CmsImageProps) {
  if (!image?.url) return null;
  const intrinsic = image.width && image.height ? { width: image.width, height: image.height } : DEFAULT_IMAGE_SIZE;
  const srcSet = imageSrcSet(image.url, [width / 2, width, width * 1.5, width * 2]);
  return (
    <img
      src={imageUrl(image.url, width)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={intrinsic.width}
      height={intrinsic.height}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  );
}
