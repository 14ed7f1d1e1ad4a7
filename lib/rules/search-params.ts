/** Reading a page's query: values are untrusted and may repeat; each reader returns a safe value or ''. */

/** The product catalogue, browsed by category and brand (its filters are query parameters). */
export const BROWSE_PATH = '/browse/category';

export type SearchParams = Record<string, string | string[] | undefined>;

/** The first value of a parameter, trimmed. */
export function param(params: SearchParams, name: string): string {
  const value = params[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}

/** A search text: at most 100 characters, inner whitespace collapsed. */
export function queryParam(params: SearchParams, name = 'q'): string {
  return param(params, name).replace(/\s+/g, ' ').slice(0, 100).trim();
}

const KEY = /^[a-z0-9][a-z0-9_-]{0,63}$/i;

/** A catalog or CMS key (`sepatu-lari`, `nike`); anything else reads as no filter. */
export function keyParam(params: SearchParams, name: string): string {
  const value = param(params, name);
  return KEY.test(value) ? value : '';
}

export const PRODUCT_SORTS = [
  { value: '', label: 'Rekomendasi' },
  { value: 'price', label: 'Harga terendah' },
  { value: '-price', label: 'Harga tertinggi' },
  { value: 'name', label: 'Nama A-Z' },
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number]['value'];

export function sortParam(params: SearchParams): ProductSort {
  const value = param(params, 'sort');
  return PRODUCT_SORTS.find((s) => s.value === value)?.value ?? '';
}

/** `href('/blog', { tags: 'x', q: '' })` → `'/blog?tags=x'`: empty values are left out. */
export function hrefWith(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A 1-based page number; anything else is page 1. */
export function pageParam(params: SearchParams): number {
  const value = param(params, 'page');
  if (!/^\d{1,3}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
