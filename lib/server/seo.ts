/**
 * Search-engine helpers: absolute URLs, the request's origin, and JSON-LD (schema.org) data.
 * Pure functions; pages render the JSON-LD with <JsonLd>.
 */

import 'server-only';
/** `url` made absolute: http(s) and protocol-relative URLs as they are, a site path on `siteUrl`; else undefined. */
export function absoluteUrl(url: string | undefined, siteUrl: string | undefined): string | undefined {
  const value = url?.trim();
  if (!value) return undefined;
  if (/^https?:\/\//i.test(value)) return value;
  if (value.startsWith('//')) return `https:${value}`;
  if (value.startsWith('/') && siteUrl) return `${siteUrl.replace(/\/+$/, '')}${value}`;
  return undefined;
}

const HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * `https://shop.example` from the request's headers (a proxy's X-Forwarded-Host/-Proto first);
 * null when the host is missing or not a plain host name, so a forged Host cannot inject markup.
 */
export function requestOrigin(headers: { get(name: string): string | null }): string | null {
  const first = (name: string) => headers.get(name)?.split(',')[0]?.trim() ?? '';
  const host = first('x-forwarded-host') || first('host');
  const proto = first('x-forwarded-proto').toLowerCase();
  if (!HOST.test(host)) return null;
  return `${proto === 'https' ? 'https' : 'http'}://${host}`;
}

/**
 * JSON for a <script type="application/ld+json">: `<`, `>` and `&` escaped so CMS text cannot close the
 * script element, and the line separators JavaScript parsers choke on escaped too.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export interface ProductLd {
  id: string;
  name: string;
  /** Plain text. */
  description?: string;
  images: string[];
  brand?: string;
  category?: string;
  /** What it sells for now (the sale price when on sale), in rupiah; null when not known. */
  price: number | null;
  url?: string;
}

/** A schema.org Product with one Offer in rupiah; no Offer without a price (0 would read as free). */
export function productJsonLd(product: ProductLd): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.id,
    ...(product.images.length ? { image: product.images } : {}),
    ...(product.description ? { description: product.description } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    ...(product.category ? { category: product.category } : {}),
    ...(product.price !== null && product.price > 0
      ? { offers: { '@type': 'Offer', priceCurrency: 'IDR', price: product.price, ...(product.url ? { url: product.url } : {}) } }
      : {}),
  };
}

/** A schema.org FAQPage; answers may carry simple HTML (links, lists), as search engines allow. */
export function faqPageJsonLd(items: { question: string; answer: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items
      .filter((item) => item.question && item.answer)
      .map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  };
}
