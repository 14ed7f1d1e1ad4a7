/**
 * Image URLs sized by the backend's image host: `w` (width, px) and `q` (quality) query
 * parameters (contract/openapi.yaml, "Images"). Next's optimiser is not used.
 */
import { replaceParams } from '@/lib/rules/url-params';

export const DEFAULT_IMAGE_QUALITY = 85;
export const DEFAULT_IMAGE_SIZE = { width: 600, height: 600 } as const;

/** data: and blob: URLs hold the image itself: nothing to size, and a query would corrupt them. */
function isInline(url: string): boolean {
  return /^\s*(data|blob):/i.test(url);
}

/** A vector image (an .svg path, whatever its query) is sharp at every width: one file serves them all. */
function isVector(url: string): boolean {
  return /\.svg$/i.test(url.split(/[?#]/, 1)[0]);
}

/**
 * `imageUrl('/a.png?v=2#x', 600)` → `'/a.png?v=2&w=600&q=85#x'`. Absolute, protocol-relative
 * and relative URLs alike; existing `w`/`q` are replaced, other parameters kept byte for byte.
 * '' stays ''; data: and blob: URLs are returned unchanged.
 */
export function imageUrl(url: string, width: number, quality: number = DEFAULT_IMAGE_QUALITY): string {
  if (!url || isInline(url)) return url;
  const sizing: string[] = [];
  // A bad width is left for the server to default rather than sent as w=NaN.
  if (Number.isFinite(width) && width > 0) sizing.push(`w=${Math.round(width)}`);
  const q = Number.isFinite(quality) ? Math.min(100, Math.max(1, Math.round(quality))) : DEFAULT_IMAGE_QUALITY;
  sizing.push(`q=${q}`);
  return replaceParams(url, (name) => name === 'w' || name === 'q', sizing);
}

/**
 * A `srcset` value: one candidate per distinct positive width, smallest first.
 * '' when there is no URL, no usable width, an inline (data:/blob:) image, or a vector (.svg) image,
 * which the browser draws from its `src` at any width (as next/image does with SVG).
 */
export function imageSrcSet(url: string, widths: number[], quality: number = DEFAULT_IMAGE_QUALITY): string {
  if (!url || isInline(url) || isVector(url)) return '';
  const distinct = [...new Set(widths.filter((w) => Number.isFinite(w) && w > 0).map((w) => Math.round(w)))];
  return (
    distinct
      .sort((a, b) => a - b)
      // Whitespace ends a URL inside srcset, so it must be percent-encoded there.
      .map((w) => `${imageUrl(url, w, quality).replace(/\s/g, (c) => encodeURIComponent(c))} ${w}w`)
      .join(', ')
  );
}
